#include "admin/overview_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::admin::overview_rows {

namespace {

// A COUNT or SUM; SUM over no rows is NULL, read as 0.
template <typename... Values>
long long scalar(soci::session& sql, const std::string& query, const Values&... values) {
  soci::row row;
  ((sql << query, soci::into(row)), ..., soci::use(values));
  return row.get_indicator(0) == soci::i_null ? 0 : db::get_integer(row, 0);
}

// Columns: first name, last name, French title (NULL for a signup), English title, time, booking
// status, progress.
std::vector<Event> events(soci::session& sql, const std::string& query, int limit) {
  return db::select_rows(
      sql, query,
      [](const soci::row& row) {
        Event event;
        db::Columns(row).read(event.first_name, event.last_name, event.title_fr, event.title_en, event.at,
                              event.booking_status, event.progress);
        return event;
      },
      limit);
}

}  // namespace

long long active_students(soci::session& sql) {
  return scalar(sql, "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1");
}

long long active_students_since(soci::session& sql, long long created_from) {
  return scalar(sql, "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1 AND created_at >= :s",
                created_from);
}

long long active_students_seen_since(soci::session& sql, long long seen_from) {
  return scalar(sql,
                "SELECT COUNT(*) FROM users WHERE role = 'student' AND active = 1 AND last_seen_at >= :s",
                seen_from);
}

long long open_courses(soci::session& sql) {
  return scalar(sql, "SELECT COUNT(*) FROM courses WHERE archived = 0");
}

long long enrollments(soci::session& sql) { return scalar(sql, "SELECT COUNT(*) FROM enrollments"); }

long long enrollments_with_progress(soci::session& sql, long long min_progress) {
  return scalar(sql, "SELECT COUNT(*) FROM enrollments WHERE progress >= :p", min_progress);
}

long long pending_bookings(soci::session& sql) {
  return scalar(sql, "SELECT COUNT(*) FROM bookings WHERE status = 'pending'");
}

long long paid_cents_between(soci::session& sql, long long from, long long to) {
  return scalar(sql,
                "SELECT SUM(total_cents) FROM bookings WHERE payment_status IN ('paid', 'refunded') AND "
                "paid_at >= :f AND paid_at < :t AND team_booking_id IS NULL",
                from, to);
}

long long refunded_cents_between(soci::session& sql, long long from, long long to) {
  return scalar(
      sql,
      "SELECT SUM(amount_cents) FROM booking_refunds WHERE status = 'succeeded' AND completed_at >= "
      ":f AND completed_at < :t",
      from, to);
}

long long first_money_move(soci::session& sql) {
  const long long paid = scalar(sql, "SELECT MIN(paid_at) FROM bookings WHERE payment_status = 'paid'");
  const long long refunded =
      scalar(sql, "SELECT MIN(paid_at) FROM bookings WHERE payment_status = 'refunded'");
  const long long refund =
      scalar(sql, "SELECT MIN(completed_at) FROM booking_refunds WHERE status = 'succeeded'");
  long long first = 0;
  for (long long at : {paid, refunded, refund}) {
    if (at > 0 && (first == 0 || at < first)) first = at;
  }
  return first;
}

std::map<std::string, long long> month_totals(soci::session& sql) {
  std::map<std::string, long long> totals;
  soci::rowset<soci::row> rows = sql.prepare << "SELECT month, net_cents FROM money_month_totals";
  for (const auto& row : rows) totals[db::get_text(row, 0)] = db::get_integer(row, 1);
  return totals;
}

void keep_month_total(soci::session& sql, const std::string& month, long long net_cents, long long now) {
  sql << "INSERT INTO money_month_totals (month, net_cents, computed_at) VALUES (:m, :c, :t) ON CONFLICT "
         "(month) DO NOTHING",
      soci::use(month), soci::use(net_cents), soci::use(now);
}

long long bookings_between(soci::session& sql, long long from, long long to) {
  return scalar(sql, "SELECT COUNT(*) FROM bookings WHERE created_at >= :f AND created_at < :t", from, to);
}

// Indexed by EventKind; the columns `events` reads.
const char* const newest_event_queries[] = {
    "SELECT first_name, last_name, NULL, '', created_at, '', 0 FROM users WHERE role = 'student' AND active "
    "= 1 "
    "ORDER BY created_at DESC, id DESC LIMIT :limit",
    "SELECT b.first_name, b.last_name, c.title_fr, c.title_en, b.created_at, b.status, 0 FROM bookings b "
    "JOIN courses c ON c.id = b.course_id ORDER BY b.created_at DESC, b.id DESC LIMIT :limit",
    "SELECT u.first_name, u.last_name, c.title_fr, c.title_en, e.created_at, '', e.progress FROM enrollments "
    "e "
    "JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id WHERE u.active = 1 "
    "ORDER BY e.created_at DESC, e.id DESC LIMIT :limit",
    "SELECT u.first_name, u.last_name, c.title_fr, c.title_en, e.completed_at, '', e.progress FROM "
    "enrollments e "
    "JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id WHERE u.active = 1 "
    "AND e.completed_at IS NOT NULL ORDER BY e.completed_at DESC, e.id DESC LIMIT :limit",
};

std::vector<Event> newest_events(soci::session& sql, EventKind kind, int limit) {
  return events(sql, newest_event_queries[static_cast<int>(kind)], limit);
}

std::optional<std::string> setting(soci::session& sql, const std::string& name) {
  std::string value;
  sql << "SELECT value FROM settings WHERE name = :n", soci::use(name), soci::into(value);
  if (!sql.got_data()) return std::nullopt;
  return value;
}

void set_setting(soci::session& sql, const std::string& name, const std::string& value, long long now) {
  // Update first, insert when absent: portable, and the caller's transaction covers both.
  soci::statement update = (sql.prepare << "UPDATE settings SET value = :v, updated_at = :t WHERE name = :n",
                            soci::use(value), soci::use(now), soci::use(name));
  update.execute(true);
  if (update.get_affected_rows() == 0) {
    sql << "INSERT INTO settings (name, value, updated_at) VALUES (:n, :v, :t)", soci::use(name),
        soci::use(value), soci::use(now);
  }
}

}  // namespace secours::admin::overview_rows
