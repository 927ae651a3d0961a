#pragma once

#include <optional>
#include <string>

namespace secours::http {

// "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110 5.6.7), as Expires and Last-Modified carry it.
std::string http_date(long long unix_seconds);
// Unix seconds of an HTTP date in that form; nullopt for anything else.
std::optional<long long> parse_http_date(const std::string& text);

}  // namespace secours::http
