#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace secours {

// Percent-decodes text (a URL's part, a query, a database URL's user or password); '+' becomes a space
// only when form_encoding is set. nullopt on a malformed escape, so that callers can reject the input
// instead of guessing.
std::optional<std::string> percent_decode(std::string_view text, bool form_encoding = false);

// Parses a query string into decoded name/value pairs (the first value of a repeated name wins; a pair
// with a malformed escape is dropped).
std::map<std::string, std::string> parse_query(std::string_view query);

}  // namespace secours
