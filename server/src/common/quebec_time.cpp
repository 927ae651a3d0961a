#include "common/quebec_time.h"

#include <chrono>
#include <cstdio>

#include "common/time_format.h"

namespace secours {

namespace {

using namespace std::chrono;

// America/Montreal: UTC-5, or UTC-4 from the second Sunday of March 2:00 to the first Sunday of
// November 2:00 local time. Computed here so that the result does not depend on the host's zone data.
int offset_seconds(long long unix_seconds) {
  auto standard = sys_seconds{seconds{unix_seconds - 5 * 3600}};
  year_month_day ymd{floor<days>(standard)};
  auto dst_start = sys_days{year_month_weekday{ymd.year(), March, weekday_indexed{Sunday, 2}}} + hours{2};
  auto dst_end = sys_days{year_month_weekday{ymd.year(), November, weekday_indexed{Sunday, 1}}} + hours{1};
  return standard >= dst_start && standard < dst_end ? -4 * 3600 : -5 * 3600;
}

bool digits(const std::string& text, std::size_t from, std::size_t count) {
  if (from + count > text.size()) return false;
  for (std::size_t i = from; i < from + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  return true;
}

int number(const std::string& text, std::size_t from, std::size_t count) {
  return std::stoi(text.substr(from, count));
}

sys_days parse_date(const std::string& date) {
  return sys_days{year_month_day{year{number(date, 0, 4)}, month{static_cast<unsigned>(number(date, 5, 2))},
                                 day{static_cast<unsigned>(number(date, 8, 2))}}};
}

std::string format_date(sys_days date) {
  year_month_day ymd{date};
  return iso_date(static_cast<int>(ymd.year()), static_cast<int>(static_cast<unsigned>(ymd.month())),
                  static_cast<int>(static_cast<unsigned>(ymd.day())));
}

}  // namespace

LocalTime montreal_time(long long unix_seconds) {
  LocalTime local;
  local.offset_seconds = offset_seconds(unix_seconds);
  auto time = sys_seconds{seconds{unix_seconds + local.offset_seconds}};
  auto day = floor<days>(time);
  year_month_day ymd{day};
  hh_mm_ss clock{time - day};
  local.year = static_cast<int>(ymd.year());
  local.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
  local.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
  local.hour = static_cast<int>(clock.hours().count());
  local.minute = static_cast<int>(clock.minutes().count());
  local.weekday = static_cast<int>(weekday{day}.c_encoding());
  return local;
}

std::string quebec_date(long long unix_seconds) {
  LocalTime local = montreal_time(unix_seconds);
  return iso_date(local.year, local.month, local.day);
}

std::string montreal_iso8601(long long unix_seconds) {
  LocalTime local = montreal_time(unix_seconds);
  int second = static_cast<int>(((unix_seconds % 60) + 60) % 60);
  int offset_hours = -local.offset_seconds / 3600;
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d-%02d:00", local.year, local.month,
                local.day, local.hour, local.minute, second, offset_hours);
  return buffer;
}

std::string quebec_date_time(long long unix_seconds) {
  const LocalTime local = montreal_time(unix_seconds);
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d %02d:%02d", local.year, local.month, local.day,
                local.hour, local.minute);
  return buffer;
}

std::optional<long long> parse_iso8601(const std::string& text) {
  // 2026-12-05T09:00 is 16 characters; seconds and the offset follow.
  if (text.size() < 17 || !is_iso_date(text.substr(0, 10)) || (text[10] != 'T' && text[10] != 't')) {
    return std::nullopt;
  }
  if (!digits(text, 11, 2) || text[13] != ':' || !digits(text, 14, 2)) return std::nullopt;
  int hour = number(text, 11, 2), minute = number(text, 14, 2), second = 0;
  std::size_t at = 16;
  if (text[at] == ':') {
    if (!digits(text, at + 1, 2)) return std::nullopt;
    second = number(text, at + 1, 2);
    at += 3;
  }
  if (hour > 23 || minute > 59 || second > 59 || at >= text.size()) return std::nullopt;
  long long offset = 0;
  std::string zone = text.substr(at);
  if (zone == "Z" || zone == "z") {
    offset = 0;
  } else if (zone.size() == 6 && (zone[0] == '+' || zone[0] == '-') && digits(zone, 1, 2) && zone[3] == ':' &&
             digits(zone, 4, 2)) {
    int offset_hours = number(zone, 1, 2), offset_minutes = number(zone, 4, 2);
    if (offset_hours > 14 || offset_minutes > 59) return std::nullopt;
    offset = (offset_hours * 3600LL + offset_minutes * 60LL) * (zone[0] == '-' ? -1 : 1);
  } else {
    return std::nullopt;
  }
  year_month_day ymd{year{number(text, 0, 4)}, month{static_cast<unsigned>(number(text, 5, 2))},
                     day{static_cast<unsigned>(number(text, 8, 2))}};
  long long local =
      sys_days{ymd}.time_since_epoch().count() * 86400LL + hour * 3600LL + minute * 60LL + second;
  return local - offset;
}

long long montreal_midnight(const std::string& date) {
  const long long utc_midnight = parse_date(date).time_since_epoch().count() * 86400LL;
  // Five hours later it is 00:00 (EST) or 01:00 (EDT) in Montreal, on the same day: the offset of that
  // moment is the offset of midnight, since the clocks never change between 00:00 and 02:00.
  return utc_midnight - offset_seconds(utc_midnight + 5 * 3600);
}

long long montreal_wall_time(const std::string& date, int minutes) {
  const long long utc_midnight = parse_date(date).time_since_epoch().count() * 86400LL;
  const long long utc_wall = utc_midnight + minutes * 60LL;
  // Read in standard time first; then with the offset in force at that moment.
  const long long standard = utc_wall + 5 * 3600;
  return utc_wall - offset_seconds(standard);
}

std::string add_days(const std::string& date, int count) {
  return format_date(parse_date(date) + days{count});
}

std::string working_days_before(const std::string& date, int count) {
  sys_days current = parse_date(date);
  while (count > 0) {
    current -= days{1};
    auto weekday_number = weekday{current}.c_encoding();
    if (weekday_number != 0 && weekday_number != 6) --count;
  }
  return format_date(current);
}

}  // namespace secours
