#include "bookings/guest_booking_service.h"

#include "auth/auth_service.h"
#include "bookings/booking_repository.h"
#include "common/validation.h"

namespace secours::bookings {

void link_guest_bookings(soci::session& sql, long long user_id, const std::string& email, long long now) {
  const std::string key = validation::lower(email);
  const auto ids = booking_rows::guest_bookings(sql, key);
  if (ids.empty()) return;  // the common case: a sign-in costs one indexed read
  // An account erased meanwhile (issue 39) gets none of them.
  if (!auth::hold_active_account(sql, user_id)) return;
  booking_rows::link_to_account(sql, user_id, key, now);
  for (long long booking_id : ids) {
    booking_rows::add_event(sql, booking_id, user_id, "linked-to-account", "", now);
    booking_rows::enroll(sql, booking_id, now);
  }
}

}  // namespace secours::bookings
