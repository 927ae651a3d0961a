#pragma once

#include <optional>
#include <string>

namespace secours {

// 2026-11-22T19:00:00Z for Unix seconds.
std::string iso8601(long long unix_seconds);
// 20261122T190000Z, the basic form calendar files (RFC 5545) use.
std::string iso8601_basic(long long unix_seconds);
// True for a real calendar date written YYYY-MM-DD.
bool is_iso_date(const std::string& text);
// "2026-12-05": the one way to write a calendar date.
std::string iso_date(int year, int month, int day);
// Minutes past midnight of a time of day "HH:MM"; none when it is not one. `end_of_day`: "24:00" too (the
// end of a range that runs to midnight).
std::optional<int> clock_minutes(const std::string& text, bool end_of_day = false);

}  // namespace secours
