#pragma once

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// Issues the receipt of the booking's payment, made now, in the caller's transaction (the one that
// marks the booking paid), from the booking as it reads at that moment.
documents::Document issue_receipt(soci::session& sql, const core::Config& config, const Booking& booking,
                                  long long now);

}  // namespace secours::bookings
