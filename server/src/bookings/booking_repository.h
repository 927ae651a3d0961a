#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bookings/admin_booking_filter.h"
#include "bookings/booking.h"
#include "common/paging.h"
#include "db/list_sql.h"
#include "db/session_fwd.h"

namespace secours::bookings::booking_rows {

// SQL for bookings; every function takes the caller's session (and so its transaction). The
// state changes are conditional UPDATEs that report whether they applied, so two requests (or two
// server instances) racing on one booking cannot both apply a change.

// Inserts inside a savepoint; nullopt when the reference or Interac code is already taken (the
// savepoint is rolled back, so the transaction goes on and the caller retries with new codes).
std::optional<long long> insert(soci::session& sql, const Booking& booking);
std::optional<Booking> find(soci::session& sql, long long id);
// The booking, its row locked until the caller's transaction ends (SELECT … FOR UPDATE on
// PostgreSQL; SQLite's transactions already hold the write lock): two writers that decide from the
// row's state (a payment and the hold expiry) then decide one after the other, on fresh rows.
std::optional<Booking> find_locked(soci::session& sql, long long id);
// The booking carrying this 7-digit Interac code (the memo of a bank transfer); not locked.
std::optional<Booking> find_by_interac_code(soci::session& sql, long long code);
// The card booking paid through this PaymentIntent, locked like find_locked.
std::optional<Booking> find_by_payment_intent_locked(soci::session& sql, const std::string& intent_id);
std::vector<Booking> list_for_user(soci::session& sql, long long user_id);
// The seats of a team booking, in the order they were booked.
std::vector<Booking> list_for_team(soci::session& sql, long long team_booking_id);
// The same, every seat's row locked in id order (as find_locked): whoever decides on a team's seats
// together (its card payment, its hold's expiry) locks them all, in one order, first.
std::vector<Booking> lock_team(soci::session& sql, long long team_booking_id);
// Gives a team seat to another attendee: their names and address, no account until theirs is linked,
// and the previous attendee's enrollment gone.
// A seat's share of its document's taxes, shared out again (issue 42).
void set_amounts(soci::session& sql, long long id, const payments::Amounts& amounts, long long now);
void reassign(soci::session& sql, long long id, const std::string& first_name, const std::string& last_name,
              const std::string& email, long long employee_id, long long now);
// Makes the booking a seat of the team booking, for the company's employee (0: none).
void attach_to_team(soci::session& sql, long long id, long long team_booking_id, long long employee_id);
// These bookings, newest first.
std::vector<Booking> find_newest_first(soci::session& sql, const std::vector<long long>& ids);
using AdminFilter = AdminBookingFilter;
// The office's list (admin_booking_repository.cpp). What each of the filter's conditions would read (its
// search words, and each condition's index range, counted up to db::WordSearch::few_rows), once per request:
// the narrowest leads (decision 039).
struct AdminPlan {
  AdminFilter filter;
  db::WordSearch search;
  std::map<std::string, long long> rows;  // by condition, "b.status = 'pending'"
  bool planner_knows_values = false;      // PostgreSQL: every condition written plainly (db/list_sql.h)
};
AdminPlan plan_admin_list(soci::session& sql, const AdminFilter& filter);
// One page, newest first, with one row more than page.limit when there is a next page.
std::vector<Booking> admin_page(soci::session& sql, const AdminPlan& plan, const PageRequest& page);
// The bookings of the filter but its status, by status; and how many of them wait for a refund. A count
// stops at `limit` ("1,000 or more" is what the office needs), and reads a few thousand rows at most:
// nullopt when that was not enough to know (decision 039).
std::map<std::string, std::optional<long long>> count_by_status(soci::session& sql, const AdminPlan& plan,
                                                                long long limit);
std::optional<long long> count_refund_needed(soci::session& sql, const AdminPlan& plan, long long limit);
// Writes the words the booking is searched by (again after its names or email change).
void index_search_words(soci::session& sql, long long booking_id);
// Indexes up to `limit` bookings of the backlog (those older than the index); how many it took
// (0: the backlog is empty).
int index_backlog(soci::session& sql, int limit);
// Pending and approved bookings of a session.
std::vector<Booking> active_for_session(soci::session& sql, long long session_id);
// Locks the pending and approved bookings of a session, in id order, until the caller's transaction
// ends (see find_locked).
void lock_active_for_session(soci::session& sql, long long session_id);
// How many events of this kind the booking has (e.g. its moves).
int count_events(soci::session& sql, long long booking_id, const std::string& action);
// Bookings made without an account under this email key (lowercased email).
std::vector<long long> guest_bookings(soci::session& sql, const std::string& email_key);
// Unpaid card bookings whose hold lapsed.
std::vector<long long> expired_holds(soci::session& sql, long long now, int limit);

// from → to; false when the booking was not in `from`.
bool change_status(soci::session& sql, long long id, BookingStatus from, BookingStatus to, long long now);
// Pending or approved → cancelled.
bool cancel(soci::session& sql, long long id, long long now);
// pending → cancelled when the card hold lapsed unpaid.
bool expire_hold(soci::session& sql, long long id, long long now);
// Clears the booking's seat flag, conditionally: true for the one caller that cleared it, who then gives the
// seat back to its session (bookings/seats.h release_seat), so the release happens once whoever races for it.
bool clear_seat_held(soci::session& sql, long long id);
// cancelled → pending for a booking on request (no seat) whose lapsed hold was paid.
bool reopen_on_request(soci::session& sql, long long id, long long now);
// cancelled → pending holding a seat again, for a booking whose lapsed hold was paid; the caller has taken
// its seat (a team's seats all at once).
bool reseat_lapsed(soci::session& sql, long long id, long long now);
// Points a pending or approved booking at another session, holding a seat there; the caller has
// taken that seat and released the one of `from_session` (0: the booking was on request).
bool move_to_session(soci::session& sql, long long id, long long from_session, long long to_session,
                     long long now);

// Sets or clears the refund-needed flag; false when it already had that value.
bool set_refund_needed(soci::session& sql, long long id, bool needed, long long now);

// awaiting-payment → paid for an Interac or cash booking, whatever its status (money that arrives after
// a cancellation is recorded too, and flagged for its refund).
bool mark_paid_manually(soci::session& sql, long long id, long long now);
// awaiting-payment → paid for a seat on a company's invoice, once money covering it was received.
bool mark_paid_on_invoice(soci::session& sql, long long id, long long now);
// awaiting-payment → credited for a cancelled seat on a company's invoice, credited on it in full.
bool mark_credited(soci::session& sql, long long id, long long now);
// awaiting-payment → paid for the card booking carrying this PaymentIntent.
bool mark_paid_by_card(soci::session& sql, long long id, const std::string& intent_id, long long now);
// paid → refunded, once refunds give back the whole payment.
bool mark_refunded(soci::session& sql, long long id, long long now);
// Stores the PaymentIntent of a pending, unpaid card booking; false otherwise.
bool set_payment_intent(soci::session& sql, long long id, const std::string& intent_id, long long now);
void set_payment_error(soci::session& sql, long long id, const std::string& message, long long now);

// Gives the guest bookings under this email key to the account.
void link_to_account(soci::session& sql, long long user_id, const std::string& email_key, long long now);
// Blanks the names and contact details on the account's bookings, and the reasons typed when
// cancelling them (amounts, states and history stay); `erased_email` replaces their email and email key.
void erase_personal_data(soci::session& sql, long long user_id, const std::string& erased_email,
                         long long now);

// Retention (issue 27): the special requests (possibly medical notes) of bookings whose session ended
// before `ended_before`; how many were erased.
long long erase_special_requests(soci::session& sql, long long ended_before);
// Guests' bookings (no account) made before `created_before`: their names, contact details and requests
// blanked (amounts, states, history and documents stay); how many.
long long erase_old_guest_details(soci::session& sql, long long created_before, long long now);

// actor_user_id 0: the customer, Stripe or a background job.
void add_event(soci::session& sql, long long booking_id, long long actor_user_id, const std::string& action,
               const std::string& detail, long long now);
// Creates the enrollment of a booking linked to an account once it is approved or paid (and not
// rejected or cancelled), unless it exists or the account is erased (issue 39: a payment arriving after
// the erasure keeps its receipt, enrolls nobody).
void enroll(soci::session& sql, long long booking_id, long long now);

}  // namespace secours::bookings::booking_rows
