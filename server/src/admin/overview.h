#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::admin {

struct Activity {
  std::string type;  // enrollment | signup | completion | booking
  std::string user_name;
  std::optional<std::string> course_title;
  long long at = 0;
  std::string status;  // the booking's status; active, completed or new otherwise
};

struct WeekFigures {
  std::string week_start;  // Monday, YYYY-MM-DD (Quebec)
  long long bookings = 0;
  long long revenue_cents = 0;
};

// The admin overview, every figure computed from the data (see AdminOverview in api/openapi.yaml).
struct Overview {
  long long total_students = 0;
  long long total_courses = 0;
  long long revenue_cents = 0;
  std::optional<double> revenue_growth_percent;
  long long active_enrollments = 0;
  long long total_enrollments = 0;
  int completion_rate = 0;
  long long pending_bookings = 0;
  long long new_students_this_month = 0;
  std::vector<Activity> recent_activity;
  std::vector<WeekFigures> weekly;
  int student_engagement = 0;
  long long revenue_target_cents = 0;
  long long last_30_days_cents = 0;
  int revenue_target_percent = 0;
};

inline constexpr long long default_revenue_target_cents = 500000;  // $5,000 per 30 days
inline constexpr int recent_activity_size = 10;
inline constexpr int weekly_weeks = 12;

// `language` picks the course titles of the activity list.
// Counts the overview's figures of the whole history again when due (the background task; decision 041).
void refresh_overview_figures(core::Context& context);
Overview compute_overview(core::Context& context, const std::string& language);
// The revenue the office aims at over 30 days.
void set_revenue_target(core::Context& context, long long cents);

// Whole percent of part in whole, rounded half up; 0 when whole is 0.
int rounded_percent(long long part, long long whole);
// Growth of current over previous in percent with one decimal; nullopt when previous is 0.
std::optional<double> growth_percent(long long current, long long previous);

}  // namespace secours::admin
