#pragma once

#include <string>
#include <vector>

namespace secours::instructors {

// When an instructor can teach (issue 44): hours each week on the Montreal clock, and days off.
struct WeeklyHours {
  int weekday = 1;        // 1 Monday … 7 Sunday
  int starts_minute = 0;  // minutes after midnight
  int ends_minute = 0;
};

struct TimeOff {
  std::string starts_on, ends_on;  // YYYY-MM-DD, both included
  std::string note;
};

struct Availability {
  std::vector<WeeklyHours> weekly;  // none: not stated (every day counts as free)
  std::vector<TimeOff> time_off;
};

// Why an instructor cannot teach a day; none when they can.
enum class Unavailable { none, outside_hours, time_off };

// Whether the instructor can teach [starts_at, ends_at) (Unix seconds, one day): inside one of that
// weekday's ranges when any hours are stated, and not on a day off.
Unavailable unavailable_for(const Availability& availability, long long starts_at, long long ends_at);

}  // namespace secours::instructors
