#include "instructors/availability.h"

#include "common/quebec_time.h"

namespace secours::instructors {

Unavailable unavailable_for(const Availability& availability, long long starts_at, long long ends_at) {
  const auto day = quebec_date(starts_at);
  for (const auto& off : availability.time_off)
    if (off.starts_on <= day && day <= off.ends_on) return Unavailable::time_off;
  if (availability.weekly.empty()) return Unavailable::none;
  const auto start = montreal_time(starts_at);
  const auto end = montreal_time(ends_at);
  const int weekday = start.weekday == 0 ? 7 : start.weekday;  // Sunday 0 → 7
  const int from = start.hour * 60 + start.minute;
  const int to = quebec_date(ends_at) == day ? end.hour * 60 + end.minute : 24 * 60;
  for (const auto& hours : availability.weekly)
    if (hours.weekday == weekday && hours.starts_minute <= from && to <= hours.ends_minute)
      return Unavailable::none;
  return Unavailable::outside_hours;
}

}  // namespace secours::instructors
