#pragma once

#include <string>

#include "bookings/booking.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// Takes a seat of `session_id` for a booking of `course_id`, or explains why not: 409
// `course-unavailable` (no such session, or another course's), `session-unavailable` (cancelled or
// started) or `session-full`.
void take_seat(soci::session& sql, long long session_id, long long course_id, long long now);
// A seat the session's waiting list holds for this person (the offer `entry_id`, proven by `token`): it is
// already counted in the session's seats and becomes this booking's; 409 `course-unavailable` for another
// course's session, `offer-unavailable` when the offer lapsed or is used.
void take_offered_seat(soci::session& sql, long long session_id, long long course_id, long long entry_id,
                       const std::string& token, long long now);
// `seats` seats at once, all or none; the same refusals.
void take_seats(soci::session& sql, long long session_id, long long course_id, int seats, long long now);
// Gives the booking's seat back to its session, once whoever races for it: false when it held none.
bool release_seat(soci::session& sql, const Booking& booking);
// cancelled → pending with its seat taken again, for a card payment that arrived after its hold lapsed;
// `booking` as read before the payment. Not after a cancellation: cancel() clears hold_expires_at,
// the hold's lapse keeps it.
bool restore_hold(soci::session& sql, const Booking& booking, long long now);

}  // namespace secours::bookings
