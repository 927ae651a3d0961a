#pragma once

#include <string>

#include "http/request.h"

namespace secours::http {

// The language the page that calls is shown in: ?lang=fr|en, else the X-Page-Language the site sends with
// every call (issue 41), else `fallback` (an account's or a booking's own language).
inline std::string shown_language(const Request& request, const std::string& fallback) {
  const auto shown = request.header("x-page-language");
  return request.page_language(shown == "fr" || shown == "en" ? shown : fallback);
}

}  // namespace secours::http
