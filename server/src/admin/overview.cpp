#include "admin/overview.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "admin/overview_repository.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "companies/invoice_service.h"
#include "db/transaction.h"
#include "figures/figures.h"

namespace secours::admin {

namespace {

constexpr long long day_seconds = 86400;
constexpr long long thirty_days = 30 * day_seconds;
const char* const revenue_target_setting = "revenue_target_cents";
// An enrollment at this progress or more is complete.
constexpr long long complete_progress = 100;

// A course's title in `language`: English falls back to French when the course has none.
std::optional<std::string> course_title(const overview_rows::Event& event, const std::string& language) {
  if (!event.title_fr) return std::nullopt;
  return localized(language, *event.title_fr, event.title_en);
}

using Label = std::string (*)(const overview_rows::Event&);

void add_activity(const std::vector<overview_rows::Event>& events, const std::string& type, Label label,
                  const std::string& language, std::vector<Activity>& out) {
  for (const auto& event : events) {
    Activity activity;
    activity.type = type;
    activity.user_name = event.first_name + " " + event.last_name;
    if (activity.user_name == " ") activity.user_name.clear();
    activity.course_title = course_title(event, language);
    activity.at = event.at;
    activity.status = label(event);
    out.push_back(std::move(activity));
  }
}

// Each kind's newest events, merged newest first and cut. A booking shows its status; an
// enrollment whether it is complete.
std::vector<Activity> recent_activity(soci::session& sql, const std::string& language) {
  const int limit = recent_activity_size;
  std::vector<Activity> all;
  add_activity(
      overview_rows::newest_events(sql, overview_rows::EventKind::signup, limit), "signup",
      [](const overview_rows::Event&) -> std::string { return "new"; }, language, all);
  add_activity(
      overview_rows::newest_events(sql, overview_rows::EventKind::booking, limit), "booking",
      [](const overview_rows::Event& event) { return event.booking_status; }, language, all);
  add_activity(
      overview_rows::newest_events(sql, overview_rows::EventKind::enrollment, limit), "enrollment",
      [](const overview_rows::Event& event) -> std::string {
        return event.progress >= complete_progress ? "completed" : "active";
      },
      language, all);
  add_activity(
      overview_rows::newest_events(sql, overview_rows::EventKind::completion, limit), "completion",
      [](const overview_rows::Event&) -> std::string { return "completed"; }, language, all);
  std::stable_sort(all.begin(), all.end(), [](const Activity& a, const Activity& b) { return a.at > b.at; });
  if (all.size() > static_cast<std::size_t>(recent_activity_size)) all.resize(recent_activity_size);
  return all;
}

// Money received less money refunded, each counted when it moved (a refund in the period it went
// through, whenever the payment was), in [from, to) (decision 054): a person's bookings when paid, team
// seats through their invoice's receipt (what was received, never what was credited).
long long net_revenue_between(soci::session& sql, long long from, long long to) {
  return overview_rows::paid_cents_between(sql, from, to) +
         companies::invoice_money_received_between(sql, from, to) -
         overview_rows::refunded_cents_between(sql, from, to);
}

// Monday-to-Sunday weeks in Quebec time, this week last. The ended weeks whose figures are `kept`
// (figures/figures.h) are taken from there; the others counted from their bookings and money moves.
std::vector<WeekFigures> weekly(soci::session& sql, long long now, const figures::Figures& kept) {
  const LocalTime today = montreal_time(now);
  const std::string monday =
      add_days(iso_date(today.year, today.month, today.day), -((today.weekday + 6) % 7));
  std::vector<WeekFigures> weeks;
  std::vector<long long> starts;
  for (int k = weekly_weeks - 1; k >= 0; --k) {
    WeekFigures week;
    week.week_start = add_days(monday, -7 * k);
    starts.push_back(montreal_midnight(week.week_start));
    weeks.push_back(week);
  }
  starts.push_back(montreal_midnight(add_days(monday, 7)));
  std::size_t counted_from = 0;  // the first week not kept
  for (; counted_from + 1 < weeks.size(); ++counted_from) {
    auto& week = weeks[counted_from];
    auto bookings = kept.find("week-bookings:" + week.week_start);
    auto revenue = kept.find("week-revenue:" + week.week_start);
    if (bookings == kept.end() || revenue == kept.end()) break;
    week.bookings = bookings->second;
    week.revenue_cents = revenue->second;
  }
  // The others (this week, at least) from the indexes: bookings by creation, money by when it moved.
  for (std::size_t i = counted_from; i < weeks.size(); ++i) {
    weeks[i].bookings = overview_rows::bookings_between(sql, starts[i], starts[i + 1]);
    weeks[i].revenue_cents = net_revenue_between(sql, starts[i], starts[i + 1]);
  }
  return weeks;
}

// The whole history's figures (decision 041): counted in the background at scale, read by the overview.
const char* const history_set = "overview";

figures::Figures count_history(soci::session& sql, long long now) {
  figures::Figures history;
  history["active-students"] = overview_rows::active_students(sql);
  history["enrollments"] = overview_rows::enrollments(sql);
  history["complete-enrollments"] = overview_rows::enrollments_with_progress(sql, complete_progress);
  const auto weeks = weekly(sql, now, {});
  for (std::size_t i = 0; i + 1 < weeks.size(); ++i) {  // the ended weeks
    history["week-bookings:" + weeks[i].week_start] = weeks[i].bookings;
    history["week-revenue:" + weeks[i].week_start] = weeks[i].revenue_cents;
  }
  return history;
}

}  // namespace

int rounded_percent(long long part, long long whole) {
  if (whole <= 0) return 0;
  return static_cast<int>((200 * part + whole) / (2 * whole));
}

std::optional<double> growth_percent(long long current, long long previous) {
  if (previous <= 0) return std::nullopt;
  return std::round(static_cast<double>(current - previous) * 1000.0 / static_cast<double>(previous)) / 10.0;
}

namespace {

long long revenue_target(soci::session& sql) {
  auto value = overview_rows::setting(sql, revenue_target_setting);
  if (!value) return default_revenue_target_cents;
  try {
    return std::stoll(*value);
  } catch (const std::exception&) {
    return default_revenue_target_cents;
  }
}

}  // namespace

void set_revenue_target(core::Context& context, long long cents) {
  db::Transaction tx(context.database);
  overview_rows::set_setting(tx.sql(), revenue_target_setting, std::to_string(cents), context.clock.now());
  tx.commit();
}

// Every payment less every refund. A closed month's figure is kept once computed (money_month_totals):
// payments and refunds are dated when they happen, so an ended month never changes; only the months
// not yet closed an hour ago (a transaction still committing a payment of the last minute) are summed
// each time, from the (status, date, amount) indexes.
long long net_revenue(soci::session& sql, long long now) {
  long long first = overview_rows::first_money_move(sql);
  const long long first_invoice = companies::first_invoice_paid_at(sql);
  if (first == 0 || (first_invoice != 0 && first_invoice < first)) first = first_invoice;
  if (first == 0) return 0;
  auto kept = overview_rows::month_totals(sql);
  const LocalTime start = montreal_time(first);
  int year = start.year, month = start.month;
  long long total = 0;
  for (;;) {
    const auto from = montreal_midnight(iso_date(year, month, 1));
    const int next_year = month == 12 ? year + 1 : year, next_month = month == 12 ? 1 : month + 1;
    const auto to = montreal_midnight(iso_date(next_year, next_month, 1));
    if (to > now - 3600) return total + net_revenue_between(sql, from, now + 1);
    char key[8];
    std::snprintf(key, sizeof key, "%04d-%02d", year, month);
    auto found = kept.find(key);
    if (found == kept.end()) {
      const long long net = net_revenue_between(sql, from, to);
      overview_rows::keep_month_total(sql, key, net, now);
      total += net;
    } else {
      total += found->second;
    }
    year = next_year;
    month = next_month;
  }
}

void refresh_overview_figures(core::Context& context) {
  figures::refresh(context, history_set, count_history);
}

Overview compute_overview(core::Context& context, const std::string& language) {
  const long long now = context.clock.now();
  auto history = figures::read(context, history_set, count_history);
  auto connection = db::connection(context.database);
  auto& sql = *connection;
  Overview overview;
  overview.total_students = history["active-students"];
  overview.total_courses = overview_rows::open_courses(sql);
  overview.revenue_cents = net_revenue(sql, now);
  overview.last_30_days_cents = net_revenue_between(sql, now - thirty_days, now + 1);
  overview.revenue_growth_percent = growth_percent(
      overview.last_30_days_cents, net_revenue_between(sql, now - 2 * thirty_days, now - thirty_days));
  overview.total_enrollments = history["enrollments"];
  const long long complete = history["complete-enrollments"];
  overview.active_enrollments = overview.total_enrollments - complete;
  overview.completion_rate = rounded_percent(complete, overview.total_enrollments);
  overview.pending_bookings = overview_rows::pending_bookings(sql);

  const LocalTime today = montreal_time(now);
  const long long month_start = montreal_midnight(iso_date(today.year, today.month, 1));
  overview.new_students_this_month = overview_rows::active_students_since(sql, month_start);
  const long long engaged = overview_rows::active_students_seen_since(sql, now - thirty_days);
  overview.student_engagement = rounded_percent(engaged, overview.total_students);

  overview.recent_activity = recent_activity(sql, language);
  overview.weekly = weekly(sql, now, history);
  overview.revenue_target_cents = revenue_target(sql);
  // Refunds can outweigh the payments of 30 days: the target is then 0 % reached, not less.
  overview.revenue_target_percent =
      rounded_percent(std::max(0LL, overview.last_30_days_cents), overview.revenue_target_cents);
  return overview;
}

}  // namespace secours::admin
