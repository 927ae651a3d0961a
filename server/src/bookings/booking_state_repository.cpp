// The state changes of bookings (declared in booking_repository.h).
#include <soci/soci.h>

#include <string>

#include "bookings/booking_repository.h"
#include "bookings/tally_repository.h"
#include "db/statements.h"

namespace secours::bookings::booking_rows {

namespace {

// One booking's guarded change (booking_repository.h): sets `changes` and updated_at on booking `id` when
// `guard` still holds; true when it applied. `values` bind the parameters of `changes`, then of `guard`.
template <typename... Values>
bool change_if(soci::session& sql, long long id, long long now, const std::string& changes,
               const std::string& guard, const Values&... values) {
  return db::changed_one_row(
      sql, "UPDATE bookings SET updated_at = :now, " + changes + " WHERE (" + guard + ") AND id = :id", now,
      values..., id);
}

// A guarded change of one booking's status from `from` to `to`, counted in the office's tallies when it
// applied: `more` changes (without parameters), and `guard`'s conditions ("… AND ", bound to `values`).
template <typename... Values>
bool move_status(soci::session& sql, long long id, long long now, BookingStatus from, BookingStatus to,
                 const std::string& more, const std::string& guard, const Values&... values) {
  const bool moved = change_if(sql, id, now, "status = :to" + more, guard + "status = :from",
                               booking_status_names.text(to), values..., booking_status_names.text(from));
  if (moved) tally_move(sql, from, to);
  return moved;
}

}  // namespace

bool change_status(soci::session& sql, long long id, BookingStatus from, BookingStatus to, long long now) {
  return move_status(sql, id, now, from, to, "", "");
}

bool cancel(soci::session& sql, long long id, long long now) {
  for (const auto from : {BookingStatus::pending, BookingStatus::approved}) {
    if (move_status(sql, id, now, from, BookingStatus::cancelled, ", hold_expires_at = NULL", ""))
      return true;
  }
  return false;
}

bool expire_hold(soci::session& sql, long long id, long long now) {
  return move_status(sql, id, now, BookingStatus::pending, BookingStatus::cancelled, "",
                     "payment_status = 'awaiting-payment' AND hold_expires_at <= :expired AND ", now);
}

bool clear_seat_held(soci::session& sql, long long id) {
  return db::changed_one_row(sql, "UPDATE bookings SET seat_held = 0 WHERE id = :id AND seat_held = 1", id);
}

bool reopen_on_request(soci::session& sql, long long id, long long now) {
  return move_status(sql, id, now, BookingStatus::cancelled, BookingStatus::pending, "", "");
}

bool move_to_session(soci::session& sql, long long id, long long from_session, long long to_session,
                     long long now) {
  return change_if(sql, id, now, "session_id = :to, seat_held = 1",
                   "status IN ('pending', 'approved') AND COALESCE(session_id, 0) = :from", to_session,
                   from_session);
}

bool mark_paid_manually(soci::session& sql, long long id, long long now) {
  return change_if(sql, id, now, "payment_status = 'paid', paid_at = :paid",
                   "payment_status = 'awaiting-payment' AND payment_method IN ('interac', 'cash')", now);
}

bool mark_paid_on_invoice(soci::session& sql, long long id, long long now) {
  return change_if(sql, id, now, "payment_status = 'paid', paid_at = :paid",
                   "payment_status = 'awaiting-payment' AND payment_method = 'invoice'", now);
}

bool mark_credited(soci::session& sql, long long id, long long now) {
  return change_if(
      sql, id, now, "payment_status = 'credited'",
      "payment_status = 'awaiting-payment' AND payment_method = 'invoice' AND status = 'cancelled'");
}

bool reseat_lapsed(soci::session& sql, long long id, long long now) {
  return move_status(sql, id, now, BookingStatus::cancelled, BookingStatus::pending, ", seat_held = 1",
                     "seat_held = 0 AND ");
}

bool mark_paid_by_card(soci::session& sql, long long id, const std::string& intent_id, long long now) {
  return change_if(
      sql, id, now,
      "payment_status = 'paid', paid_at = :paid, hold_expires_at = NULL, last_payment_error = ''",
      "payment_intent_id = :intent AND payment_status = 'awaiting-payment' AND payment_method = 'card'", now,
      intent_id);
}

bool mark_refunded(soci::session& sql, long long id, long long now) {
  return change_if(sql, id, now, "payment_status = 'refunded'", "payment_status = 'paid'");
}

bool set_payment_intent(soci::session& sql, long long id, const std::string& intent_id, long long now) {
  return change_if(sql, id, now, "payment_intent_id = :intent",
                   "status = 'pending' AND payment_status = 'awaiting-payment' AND payment_method = 'card'",
                   intent_id);
}

bool set_refund_needed(soci::session& sql, long long id, bool needed, long long now) {
  const int value = needed ? 1 : 0;
  const bool changed =
      change_if(sql, id, now, "refund_needed = :value", "refund_needed <> :unchanged", value, value);
  if (changed) tally(sql, refund_needed_tally, needed ? 1 : -1);
  return changed;
}

void set_payment_error(soci::session& sql, long long id, const std::string& message, long long now) {
  sql << "UPDATE bookings SET last_payment_error = :message, updated_at = :now WHERE id = :id",
      soci::use(message), soci::use(now), soci::use(id);
}

void link_to_account(soci::session& sql, long long user_id, const std::string& email_key, long long now) {
  sql << "UPDATE bookings SET user_id = :user, updated_at = :now WHERE user_id IS NULL AND email_key = :key",
      soci::use(user_id), soci::use(now), soci::use(email_key);
}

void erase_personal_data(soci::session& sql, long long user_id, const std::string& erased_email,
                         long long now) {
  sql << "UPDATE bookings SET first_name = '', last_name = '', email = :e, email_key = :k, phone = '', "
         "special_requests = '', updated_at = :t WHERE user_id = :u",
      soci::use(erased_email), soci::use(erased_email), soci::use(now), soci::use(user_id);
  sql << "UPDATE booking_events SET detail = '' WHERE action = 'cancelled-by-customer' AND booking_id IN "
         "(SELECT id FROM bookings WHERE user_id = :u)",
      soci::use(user_id);
  // Found by their codes still, no longer by the erased names.
  for (long long id : db::select_integers(sql, "SELECT id FROM bookings WHERE user_id = :u", user_id)) {
    index_search_words(sql, id);
  }
}

long long erase_special_requests(soci::session& sql, long long ended_before) {
  return db::erase_text_of_ended_sessions(sql, "bookings", "special_requests", ended_before);
}

long long erase_old_guest_details(soci::session& sql, long long created_before, long long now) {
  return db::changed_rows(
      sql,
      "UPDATE bookings SET first_name = '', last_name = '', phone = '', special_requests = '', "
      "email = 'removed@invalid', email_key = 'removed@invalid', updated_at = :now WHERE "
      "user_id IS NULL AND created_at < :cutoff AND email <> 'removed@invalid'",
      now, created_before);
}

void add_event(soci::session& sql, long long booking_id, long long actor_user_id, const std::string& action,
               const std::string& detail, long long now) {
  soci::indicator actor = actor_user_id ? soci::i_ok : soci::i_null;
  sql << "INSERT INTO booking_events (booking_id, actor_user_id, action, detail, created_at) VALUES "
         "(:booking, "
         ":actor, :action, :detail, :now)",
      soci::use(booking_id), soci::use(actor_user_id, actor), soci::use(action), soci::use(detail),
      soci::use(now);
}

void enroll(soci::session& sql, long long booking_id, long long now) {
  sql << "INSERT INTO enrollments (user_id, course_id, booking_id, progress, created_at, updated_at) SELECT "
         "b.user_id, b.course_id, b.id, 0, :now, :now2 FROM bookings b WHERE b.id = :id AND (b.status = "
         "'approved' OR (b.status = 'pending' AND b.payment_status = 'paid')) AND b.user_id IS NOT NULL AND "
         "NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.booking_id = b.id) AND EXISTS (SELECT 1 FROM users "
         "u WHERE u.id = b.user_id AND u.active = 1)",
      soci::use(now), soci::use(now), soci::use(booking_id);
}

}  // namespace secours::bookings::booking_rows
