#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace secours::http {

// Percent-decodes text; '+' becomes a space only when form_encoding is set. nullopt on a malformed
// escape, so that callers can reject the request instead of guessing.
std::optional<std::string> percent_decode(std::string_view text, bool form_encoding = false);

// Parses a query string into decoded name/value pairs (the first value of a repeated name wins).
std::map<std::string, std::string> parse_query(std::string_view query);

std::string to_lower(std::string_view text);

}  // namespace secours::http
