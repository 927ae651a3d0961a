#pragma once

#include <string>

namespace secours::payments {

// Refunds of paid bookings (docs/decisions/022-refunds.md): the plain type other features pass around.

inline constexpr const char* refund_pending = "pending";
inline constexpr const char* refund_succeeded = "succeeded";
inline constexpr const char* refund_failed = "failed";

// One refund as stored.
struct Refund {
  long long id = 0;
  long long booking_id = 0;
  long long amount_cents = 0;
  std::string method;  // card | interac | cash: how the booking was paid, and so how it is refunded
  std::string status;  // pending | succeeded | failed
  std::string reason;  // guarantee | cancellation | no-seat | other
  std::string note;
  long long actor_user_id = 0;   // 0: the customer, Stripe or a background job
  std::string stripe_refund_id;  // re_…; empty until Stripe has answered (card refunds only)
  std::string failure_message;
  long long credit_note_id = 0;  // 0: none (not succeeded, or a payment made before receipts existed)
  std::string credit_note_number;
  long long created_at = 0;
  long long attempted_at = 0;
  long long completed_at = 0;  // 0 while pending
};

}  // namespace secours::payments
