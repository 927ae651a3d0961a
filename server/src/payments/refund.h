#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "common/enum_names.h"
#include "payments/payment_method.h"

namespace secours::payments {

// Refunds of paid bookings (docs/decisions/022-refunds.md): the plain type other features pass around.

// Why an admin gives money back.
inline constexpr std::array<std::string_view, 4> refund_reasons{"guarantee", "cancellation", "no-seat",
                                                                "other"};

enum class RefundStatus { pending, succeeded, failed };
inline constexpr EnumNames<RefundStatus, 3> refund_status_names{{"pending", "succeeded", "failed"}};

// What Stripe says of a refund (its Refund's status), read where Stripe's text comes in.
enum class StripeRefundStatus { pending, requires_action, succeeded, failed, canceled };
inline constexpr EnumNames<StripeRefundStatus, 5> stripe_refund_status_names{
    {"pending", "requires_action", "succeeded", "failed", "canceled"}};

// Stripe ended it without moving the money back; an unknown status is neither this nor succeeded.
constexpr bool ended_badly(std::optional<StripeRefundStatus> status) {
  return status == StripeRefundStatus::failed || status == StripeRefundStatus::canceled;
}

// "Remboursé" / "Refunded", …: how a person's data names a refund's state and its reason.
inline const char* refund_status_label(RefundStatus status, bool french) {
  switch (status) {
    case RefundStatus::pending:
      return french ? "En cours" : "In progress";
    case RefundStatus::succeeded:
      return french ? "Remboursé" : "Refunded";
    case RefundStatus::failed:
      break;
  }
  return french ? "Échoué" : "Failed";
}
inline const char* refund_reason_label(std::string_view reason, bool french) {
  if (reason == "guarantee")
    return french ? "Garantie de remboursement de 30 jours" : "30-day money-back guarantee";
  if (reason == "cancellation") return french ? "Annulation" : "Cancellation";
  if (reason == "no-seat") return french ? "Payé sans place" : "Paid without a seat";
  return french ? "Autre" : "Other";
}

// One refund as stored.
struct Refund {
  long long id = 0;
  long long booking_id = 0;
  long long amount_cents = 0;
  PaymentMethod method = PaymentMethod::card;  // how the booking was paid, and so how it is refunded
  RefundStatus status = RefundStatus::pending;
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
