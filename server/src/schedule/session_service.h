#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "schedule/session.h"

namespace soci {
class session;
}

namespace secours::schedule {

// A session's class day (rosters), inside the caller's transaction: the session (any status) when
// `reader` may work on it, the office or one of its instructors; nothing otherwise.
std::optional<CourseSession> class_day_session(soci::session& sql, long long session_id,
                                               const auth::User& reader);
// `session` with its instructors (their names, for a page).
void add_instructors(soci::session& sql, CourseSession& session);

struct SessionPage {
  std::vector<CourseSession> sessions;
  std::optional<std::string> next_cursor;
};

// Scheduling rules. Every method owns its transaction.
class SessionService {
 public:
  explicit SessionService(core::Context& context) : context_(context) {}

  // 404 when the course is unknown or archived; 400 when the session would start in the past. The
  // instructors (issue 29): 400 instructorIds `unknown-instructor`, 409 `instructor-busy` when one
  // teaches an overlapping session, 400 capacity `above-instructor-ratio` past the course's
  // participants per instructor times the instructors.
  CourseSession create(long long course_id, const SessionInput& input);
  // The sessions a visitor can pick; 404 when the course is not in the catalogue.
  std::vector<CourseSession> upcoming_for_course(long long course_id);
  // For the admin: one page of the sessions of `filter`, cancelled ones included, soonest first.
  SessionPage admin_page(const SessionFilter& filter, const PageRequest& page);
  // 409 `session-cancelled`, or `capacity-below-seats-taken` when seats already booked would not fit;
  // the instructors' rules as on creation.
  CourseSession update(long long id, const SessionInput& input);
  // The session as the office sees it, with its instructors; 404 when unknown.
  CourseSession admin_view(long long id);
  // One page of the sessions `instructor_id` teaches, not over or ended in the last 30 days.
  SessionPage instructor_page(long long instructor_id, const PageRequest& page);
  // (Cancelling a session cancels its bookings: bookings/session_cancellation_service.h.)

 private:
  core::Context& context_;
};

}  // namespace secours::schedule
