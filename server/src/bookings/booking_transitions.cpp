#include "bookings/booking_transitions.h"

#include "bookings/booking_repository.h"

namespace secours::bookings {

void flag_paid_without_seat(soci::session& sql, const Booking& locked, long long now) {
  if (!booking_rows::set_refund_needed(sql, locked.id, true, now)) return;
  booking_rows::add_event(sql, locked.id, 0, "paid-without-seat", booking_status_names.text(locked.status),
                          now);
}

}  // namespace secours::bookings
