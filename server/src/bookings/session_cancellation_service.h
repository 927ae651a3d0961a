#pragma once

#include "app/context.h"
#include "schedule/session.h"

namespace soci {
class session;
}

namespace secours::bookings {

// Inside the transaction that cancels a session, before the session's row is changed: locks its pending
// and approved bookings, so that the transaction takes bookings before sessions, as the hold expiry,
// the payments and a booking's move do (otherwise one of them and the cancellation could deadlock).
void lock_bookings_of_session(soci::session& sql, long long session_id);

// Inside the transaction that cancels `session`: cancels its pending and approved bookings, gives
// their seats back, records admin_id on each and mails each customer.
void cancel_bookings_of_session(soci::session& sql, app::Context& context,
                                const schedule::CourseSession& session, long long admin_id, long long now);

}  // namespace secours::bookings
