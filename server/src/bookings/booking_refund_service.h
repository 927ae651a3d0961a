#pragma once

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "documents/document.h"
#include "payments/refund.h"

namespace secours::bookings {

// What a refund that went through does to its booking (docs/decisions/022-refunds.md), inside the
// caller's transaction: the payments feature's, which has recorded the refund as succeeded, issued its
// credit note, and holds the booking's row locked.
// The booking becomes refunded once its succeeded refunds add up to its total, which also clears its
// refund-needed flag; the refund is recorded in its history under the refund's actor, and the customer
// is mailed, with the credit note as a PDF when there is one (null: a payment made before receipts
// existed).
void apply_refund(soci::session& sql, const core::Config& config, const Booking& booking,
                  const payments::Refund& refund, const documents::Document* credit_note, long long now);

}  // namespace secours::bookings
