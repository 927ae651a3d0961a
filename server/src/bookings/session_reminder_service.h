#pragma once

#include "core/context.h"

namespace secours::bookings {

// The reminders before a class (issue 28, decision 051): config.reminder_days_before days before a
// session, each attendee holding a seat gets one mail (place, time, what to bring, the .ics, the link to
// move or cancel while the deadline allows), once per booking and session whatever the instances running
// this and the restarts in the middle. Returns how many were queued by this call.
int send_session_reminders(core::Context& context);

}  // namespace secours::bookings
