#include "common/time_format.h"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace secours {

std::string iso8601(long long unix_seconds) {
  std::time_t time = static_cast<std::time_t>(unix_seconds);
  std::tm parts{};
  gmtime_r(&time, &parts);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &parts);
  return buffer;
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

std::string quebec_date(long long unix_seconds) {
  // America/Montreal: UTC-5, or UTC-4 from the second Sunday of March 2:00 to the first Sunday of
  // November 2:00 (local). Computed here so that the result does not depend on the host's zone data.
  using namespace std::chrono;
  auto local_standard = sys_seconds{seconds{unix_seconds - 5 * 3600}};
  auto day = floor<days>(local_standard);
  year_month_day ymd{day};
  auto second_sunday_march = sys_days{year_month_weekday{ymd.year(), March, weekday_indexed{Sunday, 2}}};
  auto first_sunday_november = sys_days{year_month_weekday{ymd.year(), November, weekday_indexed{Sunday, 1}}};
  bool summer =
      local_standard >= second_sunday_march + hours{2} && local_standard < first_sunday_november + hours{1};
  if (summer) {
    day = floor<days>(local_standard + hours{1});
    ymd = year_month_day{day};
  }
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buffer;
}

}  // namespace secours
