#include "bookings/seats.h"

#include "common/errors.h"
#include "schedule/session_repository.h"
#include "waitlist/waitlist_service.h"

namespace secours::bookings {

void take_seat(soci::session& sql, long long session_id, long long course_id, long long now) {
  take_seats(sql, session_id, course_id, 1, now);
}

namespace {

[[noreturn]] void not_this_course() {
  throw errors::Conflict("course-unavailable", "This session is not one of this course's sessions.");
}

}  // namespace

void take_offered_seat(soci::session& sql, long long session_id, long long course_id, long long entry_id,
                       const std::string& token, long long now) {
  auto session = schedule::session_rows::find(sql, session_id);
  if (!session || session->course_id != course_id) not_this_course();
  waitlist::use_offered_seat(sql, entry_id, token, session_id, now);
}

void take_seats(soci::session& sql, long long session_id, long long course_id, int seats, long long now) {
  // A freed seat goes to the people waiting for one (decision 052), not to a new booking.
  if (!waitlist::has_waiting(sql, session_id) &&
      schedule::session_rows::take_seats(sql, session_id, course_id, seats, now))
    return;
  auto session = schedule::session_rows::find(sql, session_id);
  if (!session || session->course_id != course_id) not_this_course();
  if (session->status != schedule::SessionStatus::scheduled || session->starts_at <= now) {
    throw errors::Conflict("session-unavailable", "This session can no longer be booked.");
  }
  throw errors::Conflict("session-full", "This session is full.");
}

}  // namespace secours::bookings
