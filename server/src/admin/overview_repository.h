#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"

namespace secours::admin::overview_rows {

// SQL for the admin overview; every function takes the caller's session. Counts and sums only:
// the overview (admin/overview.cpp) decides what they mean, in which week and in which language.

long long active_students(soci::session& sql);
long long active_students_since(soci::session& sql, long long created_from);
long long active_students_seen_since(soci::session& sql, long long seen_from);
long long open_courses(soci::session& sql);
long long enrollments(soci::session& sql);
long long enrollments_with_progress(soci::session& sql, long long min_progress);
long long pending_bookings(soci::session& sql);

// Sums of the totals of a person's bookings paid in [from, to) (refunded since or not), in cents; 0 when
// none. Team seats are counted through their invoice (companies::invoice_money_received_between).
long long paid_cents_between(soci::session& sql, long long from, long long to);
// The first payment's or refund's time; 0 when none.
long long first_money_move(soci::session& sql);
// The kept net revenue of each closed month ("YYYY-MM" → cents).
std::map<std::string, long long> month_totals(soci::session& sql);
// Keeps a closed month's net revenue; another instance may have kept it first (the same figure).
void keep_month_total(soci::session& sql, const std::string& month, long long net_cents, long long now);
// Refunds that went through in [from, to).
long long refunded_cents_between(soci::session& sql, long long from, long long to);

// The bookings made in [from, to).
long long bookings_between(soci::session& sql, long long from, long long to);

// One event of the activity list as stored; the overview names and labels it.
struct Event {
  std::string first_name;
  std::string last_name;
  std::optional<std::string> title_fr;  // none for a signup
  std::string title_en;                 // may be empty
  long long at = 0;
  std::string booking_status;  // bookings only
  long long progress = 0;      // enrollments only
};
// Signups and enrollments of active users; an enrollment by the time it began, a completion by the
// time it was completed.
enum class EventKind { signup, booking, enrollment, completion };
// A kind's `limit` newest events, newest first; ties go to the newest row.
std::vector<Event> newest_events(soci::session& sql, EventKind kind, int limit);

// A setting's stored text; nullopt when it was never set.
std::optional<std::string> setting(soci::session& sql, const std::string& name);
void set_setting(soci::session& sql, const std::string& name, const std::string& value, long long now);

}  // namespace secours::admin::overview_rows
