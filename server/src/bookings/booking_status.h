#pragma once

#include "common/enum_names.h"

namespace secours::bookings {

// pending → approved | rejected (the office), pending | approved → cancelled (the customer, the office,
// a session's cancellation, a card hold that lapsed).
enum class BookingStatus { pending, approved, rejected, cancelled };
inline constexpr EnumNames<BookingStatus, 4> booking_status_names{
    {"pending", "approved", "rejected", "cancelled"}};

// A pending or approved booking holds its seat (or its request for a date) and can still change.
constexpr bool is_active(BookingStatus status) {
  return status == BookingStatus::pending || status == BookingStatus::approved;
}

// awaiting-payment → paid → refunded (in full; a partial refund stays paid, decision 022).
enum class PaymentStatus { awaiting_payment, paid, refunded };
inline constexpr EnumNames<PaymentStatus, 3> payment_status_names{{"awaiting-payment", "paid", "refunded"}};

// Who changes a booking: its customer (signed in, or through the link mailed with it) or an admin.
enum class ActorKind { customer, admin };

}  // namespace secours::bookings
