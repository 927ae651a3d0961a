#pragma once

#include <string>

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "payments/refund.h"

namespace secours::checkout {

using payments::Refund;

// How a refund ends, shared by the admin's request, Stripe's webhook and the recovery job. Each runs
// inside the caller's transaction with the booking's row locked (bookings::booking_rows::find_locked),
// and each is a conditional change of a pending refund, so that whichever of them comes first ends it
// and the others change nothing.

// pending → succeeded: the credit note against the booking's receipt, the booking refunded once refunds
// add up to its total, the customer mailed with the credit note. False when it was no longer pending.
bool complete_refund(soci::session& sql, const core::Config& config, const bookings::Booking& booking,
                     const Refund& refund, const std::string& stripe_refund_id, long long now);
// pending → failed with Stripe's reason, recorded in the booking's history. False when no longer pending.
bool fail_refund(soci::session& sql, const Refund& refund, const std::string& message, long long now);

}  // namespace secours::checkout
