#include "bookings/seats.h"

#include "bookings/booking_repository.h"
#include "common/errors.h"
#include "schedule/session_service.h"
#include "waitlist/waitlist_service.h"

namespace secours::bookings {

void take_seat(soci::session& sql, long long session_id, long long course_id, long long now) {
  take_seats(sql, session_id, course_id, 1, now);
}

namespace {

[[noreturn]] void not_this_course() {
  throw errors::Conflict("course-unavailable", "This session is not one of this course's sessions.");
}

[[noreturn]] void unavailable() {
  throw errors::Conflict("session-unavailable", "This session can no longer be booked.");
}

}  // namespace

void take_offered_seat(soci::session& sql, long long session_id, long long course_id, long long entry_id,
                       const std::string& token, long long now) {
  auto session = schedule::find_session(sql, session_id);
  if (!session || session->course_id != course_id) not_this_course();
  // The entry first, then the session's row, in the order a lapsing offer takes them. The seat is counted
  // already: taking none is the conditional UPDATE that locks the row as the office's cancellation does
  // and answers whether the session can still be booked, so a cancellation either sees this booking (and
  // cancels it with the others) or commits first and this one is refused.
  try {
    waitlist::use_offered_seat(sql, entry_id, token, session_id, now);
  } catch (const errors::Conflict&) {
    // A cancelled session closes its line with its offers (issue 44): say so, not that the offer ended.
    const auto now_seen = schedule::find_session(sql, session_id);
    if (now_seen && now_seen->status != schedule::SessionStatus::scheduled) unavailable();
    throw;
  }
  if (!schedule::take_seats(sql, session_id, course_id, 0, now)) unavailable();
}

void take_seats(soci::session& sql, long long session_id, long long course_id, int seats, long long now) {
  // A freed seat goes to the people waiting for one (decision 052), not to a new booking.
  if (!waitlist::has_waiting(sql, session_id, now) &&
      schedule::take_seats(sql, session_id, course_id, seats, now))
    return;
  auto session = schedule::find_session(sql, session_id);
  if (!session || session->course_id != course_id) not_this_course();
  if (session->status != schedule::SessionStatus::scheduled || session->starts_at <= now ||
      session->is_private())
    unavailable();
  throw errors::Conflict("session-full", "This session is full.");
}

bool release_seat(soci::session& sql, const Booking& booking) {
  if (booking.session_id == 0) return false;
  // Clearing the flag first, conditionally, makes the release happen once whoever races for it.
  if (!booking_rows::clear_seat_held(sql, booking.id)) return false;
  schedule::release_seat(sql, booking.session_id);
  return true;
}

bool restore_hold(soci::session& sql, const Booking& booking, long long now) {
  if (booking.hold_expires_at == 0) return false;  // cancelled, not lapsed
  if (booking.session_id == 0) return booking_rows::reopen_on_request(sql, booking.id, now);
  if (booking.session_status != schedule::SessionStatus::scheduled) return false;
  return schedule::take_seats(sql, booking.session_id, booking.course_id, 1, now) &&
         booking_rows::reseat_lapsed(sql, booking.id, now);
}

}  // namespace secours::bookings
