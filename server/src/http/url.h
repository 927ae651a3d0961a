#pragma once

#include <string>
#include <string_view>

namespace secours::http {

// ASCII lower case, for header names, media types and file extensions. (Percent-decoding and query
// strings: common/url_encoding.h.)

std::string to_lower(std::string_view text);

}  // namespace secours::http
