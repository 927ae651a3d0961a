#pragma once

#include <vector>

#include "bookings/booking.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// Bookings with their sessions' days (issue 41: a session over several days), which their mails and
// the customer's own pages show; one query for the whole list. A booking that has its days already is
// left as it is, so that a booking read once with them passes through the mail functions unread.
void read_session_days(soci::session& sql, std::vector<Booking>& bookings);
Booking with_session_days(soci::session& sql, Booking booking);

}  // namespace secours::bookings
