#pragma once

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// Steps of a booking's state changes shared by several of them, inside the caller's transaction and on
// the booking as read with its lock (booking_rows::find_locked).

// A paid booking that holds no seat (rejected, cancelled, or paid after its hold lapsed and the seat was
// gone): flagged refund-needed, counted apart for the office until the money goes back, with the reason
// (the booking's status) in its history (decision 014).
void flag_paid_without_seat(soci::session& sql, const Booking& locked, long long now);

// Paid means confirmed (issue 41): the locked booking, pending on a session's held seat and just paid, is
// approved in the same transaction (an event, no mail of its own: the payment's mail says it), unless
// the office keeps its manual step (config.approve_on_payment false).
void approve_on_payment(soci::session& sql, const core::Config& config, const Booking& locked, long long now);

// Interac or cash money arrived for an unpaid booking (an admin's "payment received", or a transfer
// of the bank's file): marks it paid, issues its receipt, approves it (approve_on_payment) and queues its
// mail; a booking that no longer
// holds a seat is flagged for its refund. Returns the booking as it is now; Conflict
// `invalid-transition` when it is not an unpaid Interac or cash booking.
Booking record_manual_payment(soci::session& sql, const core::Config& config, const Booking& locked,
                              long long admin_id, long long now);

// A booking that costs nothing (a free course, a 100 % code), as it is made: paid at 0 $ with its
// receipt (the receipts' series counts it like any other), the account's enrollment made. The booking's
// own mail then says nothing about paying.
void settle_free_booking(soci::session& sql, const core::Config& config, const Booking& booking,
                         long long now);

}  // namespace secours::bookings
