#pragma once

#include "core/context.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::bookings {

// Inside the caller's transaction: the session's active bookings and its waiting list's open entries locked,
// before the session's row (the order of the hold expiry, the payments, a booking's move and a booking by a
// waiting list's offer; otherwise one of them and the cancellation could deadlock); then scheduled →
// cancelled with each of them cancelled, its seat given back, admin_id recorded (0: the minimum-enrolment
// decision) and its customer mailed. False when the session was not scheduled.
void lock_session_bookings(soci::session& sql, long long session_id);
bool cancel_session_and_bookings(soci::session& sql, const core::Config& config, long long session_id,
                                 long long admin_id, long long now);

// Cancelling a session cancels its bookings: a rule of bookings, above the schedule it changes.
class SessionCancellationService {
 public:
  explicit SessionCancellationService(core::Context& context) : context_(context) {}

  // In one transaction: cancels the session and each of its pending and approved bookings, gives their
  // seats back, records admin_id on each and mails each customer. The bookings are locked before the
  // session's row, in the order of the hold expiry, the payments and a booking's move (otherwise one of
  // them and the cancellation could deadlock). 404 not-found; 409 session-cancelled when it already is.
  schedule::CourseSession cancel(long long session_id, long long admin_id);

 private:
  core::Context& context_;
};

}  // namespace secours::bookings
