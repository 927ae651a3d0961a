#pragma once

namespace soci {
class session;
}

namespace secours::bookings {

// Takes a seat of `session_id` for a booking of `course_id`, or explains why not: 409
// `course-unavailable` (no such session, or another course's), `session-unavailable` (cancelled or
// started) or `session-full`.
void take_seat(soci::session& sql, long long session_id, long long course_id, long long now);
// `seats` seats at once, all or none; the same refusals.
void take_seats(soci::session& sql, long long session_id, long long course_id, int seats, long long now);

}  // namespace secours::bookings
