#include "common/time_format.h"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace secours {

namespace {

std::string utc(long long unix_seconds, const char* format) {
  std::time_t time = static_cast<std::time_t>(unix_seconds);
  std::tm parts{};
  gmtime_r(&time, &parts);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, format, &parts);
  return buffer;
}

}  // namespace

std::string iso8601(long long unix_seconds) { return utc(unix_seconds, "%Y-%m-%dT%H:%M:%SZ"); }

std::string iso8601_basic(long long unix_seconds) { return utc(unix_seconds, "%Y%m%dT%H%M%SZ"); }

std::optional<int> clock_minutes(const std::string& text, bool end_of_day) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  for (std::size_t i : {0U, 1U, 3U, 4U}) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  const int hours = (text[0] - '0') * 10 + (text[1] - '0');
  const int minutes = (text[3] - '0') * 10 + (text[4] - '0');
  if (end_of_day && hours == 24 && minutes == 0) return 24 * 60;
  if (hours > 23 || minutes > 59) return std::nullopt;
  return hours * 60 + minutes;
}

bool is_iso_date(const std::string& text) {
  int year = 0, month = 0, day = 0;
  char extra = 0;
  if (text.size() != 10 || std::sscanf(text.c_str(), "%4d-%2d-%2d%c", &year, &month, &day, &extra) != 3)
    return false;
  if (text[4] != '-' || text[7] != '-') return false;
  std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{static_cast<unsigned>(month)},
                                   std::chrono::day{static_cast<unsigned>(day)}};
  return date.ok() && year >= 1900;
}

std::string iso_date(int year, int month, int day) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
  return buffer;
}

}  // namespace secours
