#include "bookings/booking_record_service.h"

#include "bookings/booking_repository.h"
#include "bookings/booking_transitions.h"

namespace secours::bookings {

std::optional<Booking> find_booking(soci::session& sql, long long id) { return booking_rows::find(sql, id); }

std::optional<Booking> lock_booking(soci::session& sql, long long id) {
  return booking_rows::find_locked(sql, id);
}

std::optional<Booking> lock_booking_paid_by(soci::session& sql, const std::string& intent_id) {
  return booking_rows::find_by_payment_intent_locked(sql, intent_id);
}

std::optional<Booking> find_by_interac_code(soci::session& sql, long long code) {
  return booking_rows::find_by_interac_code(sql, code);
}

Booking record_payment_received(soci::session& sql, const core::Config& config, const Booking& locked,
                                long long by, long long now) {
  return record_manual_payment(sql, config, locked, by, now);
}

void record_booking_event(soci::session& sql, long long booking_id, long long actor_user_id,
                          const std::string& action, const std::string& detail, long long now) {
  booking_rows::add_event(sql, booking_id, actor_user_id, action, detail, now);
}

bool flag_refund_needed(soci::session& sql, long long booking_id, bool needed, long long now) {
  return booking_rows::set_refund_needed(sql, booking_id, needed, now);
}

bool attach_payment_intent(soci::session& sql, long long booking_id, const std::string& intent_id,
                           long long now) {
  return booking_rows::set_payment_intent(sql, booking_id, intent_id, now);
}

std::vector<Booking> bookings_of_account(soci::session& sql, long long user_id) {
  return booking_rows::list_for_user(sql, user_id);
}

void erase_account_bookings(soci::session& sql, long long user_id, const std::string& erased_email,
                            long long actor_id, long long now) {
  const auto bookings = booking_rows::list_for_user(sql, user_id);
  booking_rows::erase_personal_data(sql, user_id, erased_email, now);
  for (const auto& booking : bookings) {
    booking_rows::add_event(sql, booking.id, actor_id, "personal-data-erased", "", now);
  }
}

long long erase_special_requests(soci::session& sql, long long ended_before) {
  return booking_rows::erase_special_requests(sql, ended_before);
}

long long erase_old_guest_details(soci::session& sql, long long created_before, long long now) {
  return booking_rows::erase_old_guest_details(sql, created_before, now);
}

AdminPageReader admin_page_reader(soci::session& sql, const AdminBookingFilter& filter) {
  return
      [plan = booking_rows::plan_admin_list(sql, filter)](soci::session& page_sql, const PageRequest& page) {
        return booking_rows::admin_page(page_sql, plan, page);
      };
}

int index_search_backlog(soci::session& sql, int limit) { return booking_rows::index_backlog(sql, limit); }

}  // namespace secours::bookings
