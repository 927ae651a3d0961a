#pragma once

#include <optional>
#include <string>

namespace secours {

// 2026-11-22T19:00:00Z for Unix seconds.
std::string iso8601(long long unix_seconds);
// True for a real calendar date written YYYY-MM-DD.
bool is_iso_date(const std::string& text);
// Today's date (YYYY-MM-DD) in Quebec (America/Montreal) for Unix seconds.
std::string quebec_date(long long unix_seconds);

}  // namespace secours
