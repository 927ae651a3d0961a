#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "core/context.h"
#include "schedule/session.h"

namespace secours::schedule {

struct SessionPage {
  std::vector<CourseSession> sessions;
  std::optional<std::string> next_cursor;
};

// Scheduling rules. Every method owns its transaction.
class SessionService {
 public:
  explicit SessionService(core::Context& context) : context_(context) {}

  // 404 when the course is unknown or archived; 400 when the session would start in the past.
  CourseSession create(long long course_id, const SessionInput& input);
  // The sessions a visitor can pick; 404 when the course is not in the catalogue.
  std::vector<CourseSession> upcoming_for_course(long long course_id);
  // For the admin: one page of the sessions of `filter`, cancelled ones included, soonest first.
  SessionPage admin_page(const SessionFilter& filter, const PageRequest& page);
  // 409 `session-cancelled`, or `capacity-below-seats-taken` when seats already booked would not fit.
  CourseSession update(long long id, const SessionInput& input);
  // (Cancelling a session cancels its bookings: bookings/session_cancellation_service.h.)

 private:
  core::Context& context_;
};

}  // namespace secours::schedule
