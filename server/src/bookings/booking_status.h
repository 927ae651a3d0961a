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

// awaiting-payment → paid → refunded (in full; a partial refund stays paid, decision 022);
// awaiting-payment → credited: a team seat cancelled before its invoice was paid and credited on it in
// full, so that no money for it is due nor was received (decision 054). Paid means that money covering
// the booking was received; a credited seat never was, and never counts as revenue.
enum class PaymentStatus { awaiting_payment, paid, refunded, credited };
inline constexpr EnumNames<PaymentStatus, 4> payment_status_names{
    {"awaiting-payment", "paid", "refunded", "credited"}};

// Who changes a booking: its customer (signed in, or through the link mailed with it) or an admin.
enum class ActorKind { customer, admin };

}  // namespace secours::bookings
