// The state changes of bookings (declared in booking_repository.h).
#include <soci/soci.h>

#include "bookings/booking_repository.h"
#include "db/statements.h"

namespace secours::bookings::booking_rows {

namespace {}  // namespace

bool change_status(soci::session& sql, long long id, BookingStatus from, BookingStatus to, long long now) {
  const char* const query =
      "UPDATE bookings SET status = :to, updated_at = :now WHERE id = :id AND status = :from";
  return db::changed_one_row(sql, query, booking_status_names.text(to), now, id,
                             booking_status_names.text(from));
}

bool cancel(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET status = 'cancelled', hold_expires_at = NULL, updated_at = :now WHERE id = "
      ":id AND status IN ('pending', 'approved')";
  return db::changed_one_row(sql, query, now, id);
}

bool expire_hold(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET status = 'cancelled', updated_at = :now WHERE id = :id AND status = "
      "'pending' AND payment_status = 'awaiting-payment' AND hold_expires_at <= :now2";
  return db::changed_one_row(sql, query, now, id, now);
}

bool clear_seat_held(soci::session& sql, long long id) {
  return db::changed_one_row(sql, "UPDATE bookings SET seat_held = 0 WHERE id = :id AND seat_held = 1", id);
}

bool reopen_on_request(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET status = 'pending', updated_at = :now WHERE id = :id AND status = "
      "'cancelled'";
  return db::changed_one_row(sql, query, now, id);
}

bool move_to_session(soci::session& sql, long long id, long long from_session, long long to_session,
                     long long now) {
  const char* const query =
      "UPDATE bookings SET session_id = :to, seat_held = 1, updated_at = :now WHERE id = :id AND "
      "status IN ('pending', 'approved') AND COALESCE(session_id, 0) = :from";
  return db::changed_one_row(sql, query, to_session, now, id, from_session);
}

bool mark_paid_manually(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_status = 'paid', paid_at = :now, updated_at = :now2 WHERE id = :id "
      "AND payment_status = 'awaiting-payment' AND payment_method IN ('interac', 'cash')";
  return db::changed_one_row(sql, query, now, now, id);
}

bool mark_paid_on_invoice(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_status = 'paid', paid_at = :now, updated_at = :now2 WHERE id = :id "
      "AND payment_status = 'awaiting-payment' AND payment_method = 'invoice'";
  return db::changed_one_row(sql, query, now, now, id);
}

bool mark_credited(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_status = 'credited', updated_at = :now WHERE id = :id AND "
      "payment_status = 'awaiting-payment' AND payment_method = 'invoice' AND status = 'cancelled'";
  return db::changed_one_row(sql, query, now, id);
}

bool reseat_lapsed(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET status = 'pending', seat_held = 1, updated_at = :now WHERE id = :id AND "
      "status = 'cancelled' AND seat_held = 0";
  return db::changed_one_row(sql, query, now, id);
}

bool mark_paid_by_card(soci::session& sql, long long id, const std::string& intent_id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_status = 'paid', paid_at = :now, hold_expires_at = NULL, "
      "last_payment_error = '', updated_at = :now2 WHERE id = :id AND payment_intent_id = :intent AND "
      "payment_status = 'awaiting-payment' AND payment_method = 'card'";
  return db::changed_one_row(sql, query, now, now, id, intent_id);
}

bool mark_refunded(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_status = 'refunded', updated_at = :now WHERE id = :id AND "
      "payment_status = 'paid'";
  return db::changed_one_row(sql, query, now, id);
}

bool set_payment_intent(soci::session& sql, long long id, const std::string& intent_id, long long now) {
  const char* const query =
      "UPDATE bookings SET payment_intent_id = :intent, updated_at = :now WHERE id = :id AND status = "
      "'pending' AND payment_status = 'awaiting-payment' AND payment_method = 'card'";
  return db::changed_one_row(sql, query, intent_id, now, id);
}

bool set_refund_needed(soci::session& sql, long long id, bool needed, long long now) {
  int value = needed ? 1 : 0;
  const char* const query =
      "UPDATE bookings SET refund_needed = :value, updated_at = :now WHERE id = :id AND "
      "refund_needed <> :value2";
  return db::changed_one_row(sql, query, value, now, id, value);
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
  return db::changed_rows(
      sql,
      "UPDATE bookings SET special_requests = '' WHERE special_requests <> '' AND session_id IN "
      "(SELECT id FROM course_sessions WHERE ends_at < :cutoff)",
      ended_before);
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
