#pragma once

#include <optional>
#include <string>

namespace secours {

// The wall clock of the company, America/Montreal, computed without the host's zone data.
struct LocalTime {
  int year = 0, month = 0, day = 0, hour = 0, minute = 0;
  int weekday = 0;         // 0 Sunday … 6 Saturday
  int offset_seconds = 0;  // -18000 (EST) or -14400 (EDT)
};

LocalTime montreal_time(long long unix_seconds);
// The date (YYYY-MM-DD) in Quebec at that moment, e.g. today's date for the clock's now().
std::string quebec_date(long long unix_seconds);
// "2026-12-05T09:00:00-05:00": the API's way of writing a session time.
std::string montreal_iso8601(long long unix_seconds);
// "2026-12-05 09:00": a moment on Quebec's wall clock as a spreadsheet's cell shows it (exports).
std::string quebec_date_time(long long unix_seconds);
// Unix seconds of "YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM)"; nullopt when malformed or without an offset,
// since a time without one cannot be placed on the timeline.
std::optional<long long> parse_iso8601(const std::string& text);
// Unix seconds of 00:00 in Montreal on `date` (YYYY-MM-DD).
long long montreal_midnight(const std::string& date);
// Unix seconds of `minutes` (0–1439) past 00:00 on the Montreal wall clock on `date` (YYYY-MM-DD), the
// day's offset at that hour applied (a time the spring change skips is read in standard time).
long long montreal_wall_time(const std::string& date, int minutes);
// The date (YYYY-MM-DD) `count` days after `date` (before when negative).
std::string add_days(const std::string& date, int count);
// The date (YYYY-MM-DD) `count` working days (Monday to Friday) before `date` (YYYY-MM-DD).
std::string working_days_before(const std::string& date, int count);

}  // namespace secours
