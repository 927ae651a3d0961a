#include "admin/overview.h"

#include <soci/soci.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "common/quebec_time.h"
#include "common/time_format.h"
#include "db/row.h"

namespace secours::admin {

namespace {

constexpr long long day_seconds = 86400;
constexpr long long thirty_days = 30 * day_seconds;
const char* const revenue_target_setting = "revenue_target_cents";

long long scalar(soci::session& sql, const std::string& query) {
  soci::row row;
  sql << query, soci::into(row);
  return row.get_indicator(0) == soci::i_null ? 0 : db::get_integer(row, 0);
}

long long paid_between(soci::session& sql, long long from, long long to) {
  soci::row row;
  sql << "SELECT SUM(total_cents) FROM bookings WHERE payment_status = 'paid' AND paid_at >= :f AND "
         "paid_at < :t",
      soci::use(from), soci::use(to), soci::into(row);
  return row.get_indicator(0) == soci::i_null ? 0 : db::get_integer(row, 0);
}

std::string title_column(const std::string& language) {
  return language == "en" ? "CASE WHEN c.title_en <> '' THEN c.title_en ELSE c.title_fr END" : "c.title_fr";
}

// Each kind's newest events; merged and cut by the caller.
void add_activity(soci::session& sql, const std::string& query, const std::string& type,
                  std::vector<Activity>& out) {
  soci::rowset<soci::row> rows = (sql.prepare << query);
  for (const auto& row : rows) {
    Activity activity;
    activity.type = type;
    activity.user_name = db::get_text(row, 0) + " " + db::get_text(row, 1);
    if (activity.user_name == " ") activity.user_name.clear();
    if (row.get_indicator(2) != soci::i_null) activity.course_title = db::get_text(row, 2);
    activity.at = db::get_integer(row, 3);
    activity.status = db::get_text(row, 4);
    out.push_back(std::move(activity));
  }
}

std::vector<Activity> recent_activity(soci::session& sql, const std::string& language) {
  const std::string limit = " LIMIT " + std::to_string(recent_activity_size);
  const std::string title = title_column(language);
  std::vector<Activity> all;
  add_activity(sql,
               "SELECT first_name, last_name, NULL, created_at, 'new' FROM users WHERE role = 'student' AND "
               "active = 1 ORDER BY created_at DESC, id DESC" +
                   limit,
               "signup", all);
  add_activity(sql,
               "SELECT b.first_name, b.last_name, " + title +
                   ", b.created_at, b.status FROM bookings b JOIN courses c ON c.id = b.course_id "
                   "ORDER BY b.created_at DESC, b.id DESC" +
                   limit,
               "booking", all);
  add_activity(
      sql,
      "SELECT u.first_name, u.last_name, " + title +
          ", e.created_at, CASE WHEN e.progress >= 100 THEN 'completed' ELSE 'active' END FROM "
          "enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id WHERE "
          "u.active = 1 ORDER BY e.created_at DESC, e.id DESC" +
          limit,
      "enrollment", all);
  add_activity(sql,
               "SELECT u.first_name, u.last_name, " + title +
                   ", e.completed_at, 'completed' FROM enrollments e JOIN users u ON u.id = e.user_id JOIN "
                   "courses c ON c.id = e.course_id WHERE u.active = 1 AND e.completed_at IS NOT NULL ORDER "
                   "BY e.completed_at DESC, e.id DESC" +
                   limit,
               "completion", all);
  std::stable_sort(all.begin(), all.end(), [](const Activity& a, const Activity& b) { return a.at > b.at; });
  if (all.size() > static_cast<std::size_t>(recent_activity_size)) all.resize(recent_activity_size);
  return all;
}

// Monday-to-Sunday weeks in Quebec time, this week last.
std::vector<WeekFigures> weekly(soci::session& sql, long long now) {
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
  auto week_of = [&starts](long long at) -> int {
    auto it = std::upper_bound(starts.begin(), starts.end(), at);
    if (it == starts.begin() || it == starts.end()) return -1;
    return static_cast<int>(it - starts.begin()) - 1;
  };
  long long at = 0, cents = 0;
  soci::statement created = (sql.prepare << "SELECT created_at FROM bookings WHERE created_at >= :f",
                             soci::use(starts.front()), soci::into(at));
  created.execute();
  while (created.fetch()) {
    if (int i = week_of(at); i >= 0) ++weeks[i].bookings;
  }
  soci::statement paid = (sql.prepare << "SELECT paid_at, total_cents FROM bookings WHERE payment_status = "
                                         "'paid' AND paid_at >= :f",
                          soci::use(starts.front()), soci::into(at), soci::into(cents));
  paid.execute();
  while (paid.fetch()) {
    if (int i = week_of(at); i >= 0) weeks[i].revenue_cents += cents;
  }
  return weeks;
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

long long revenue_target(soci::session& sql) {
  std::string value, name = revenue_target_setting;
  sql << "SELECT value FROM settings WHERE name = :n", soci::use(name), soci::into(value);
  if (!sql.got_data()) return default_revenue_target_cents;
  try {
    return std::stoll(value);
  } catch (const std::exception&) {
    return default_revenue_target_cents;
  }
}

void set_revenue_target(soci::session& sql, long long cents, long long now) {
  std::string name = revenue_target_setting, value = std::to_string(cents);
  soci::statement update = (sql.prepare << "UPDATE settings SET value = :v, updated_at = :t WHERE name = :n",
                            soci::use(value), soci::use(now), soci::use(name));
  update.execute(true);
  if (update.get_affected_rows() == 0) {
    sql << "INSERT INTO settings (name, value, updated_at) VALUES (:n, :v, :t)", soci::use(name),
        soci::use(value), soci::use(now);
  }
}

Overview compute_overview(soci::session& sql, long long now, const std::string& language) {
  Overview overview;
  overview.total_students = scalar(sql, "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1");
  overview.total_courses = scalar(sql, "SELECT COUNT(*) FROM courses WHERE archived = 0");
  overview.revenue_cents = scalar(sql, "SELECT SUM(total_cents) FROM bookings WHERE payment_status = 'paid'");
  overview.last_30_days_cents = paid_between(sql, now - thirty_days, now + 1);
  overview.revenue_growth_percent = growth_percent(
      overview.last_30_days_cents, paid_between(sql, now - 2 * thirty_days, now - thirty_days));
  overview.total_enrollments = scalar(sql, "SELECT COUNT(*) FROM enrollments");
  const long long complete = scalar(sql, "SELECT COUNT(*) FROM enrollments WHERE progress >= 100");
  overview.active_enrollments = overview.total_enrollments - complete;
  overview.completion_rate = rounded_percent(complete, overview.total_enrollments);
  overview.pending_bookings = scalar(sql, "SELECT COUNT(*) FROM bookings WHERE status = 'pending'");

  const LocalTime today = montreal_time(now);
  long long month_start = montreal_midnight(iso_date(today.year, today.month, 1));
  sql << "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1 AND created_at >= :s",
      soci::use(month_start), soci::into(overview.new_students_this_month);
  long long engaged = 0, since = now - thirty_days;
  sql << "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1 AND last_seen_at >= :s",
      soci::use(since), soci::into(engaged);
  overview.student_engagement = rounded_percent(engaged, overview.total_students);

  overview.recent_activity = recent_activity(sql, language);
  overview.weekly = weekly(sql, now);
  overview.revenue_target_cents = revenue_target(sql);
  overview.revenue_target_percent =
      rounded_percent(overview.last_30_days_cents, overview.revenue_target_cents);
  return overview;
}

}  // namespace secours::admin
