#pragma once

#include "bookings/booking.h"

namespace soci {
class session;
}

namespace secours::bookings {

// Steps of a booking's state changes shared by several of them, inside the caller's transaction and on
// the booking as read with its lock (booking_rows::find_locked).

// A paid booking that holds no seat (rejected, cancelled, or paid after its hold lapsed and the seat was
// gone): flagged refund-needed, listed first for the office until the money goes back, with the reason
// (the booking's status) in its history (decision 014).
void flag_paid_without_seat(soci::session& sql, const Booking& locked, long long now);

}  // namespace secours::bookings
