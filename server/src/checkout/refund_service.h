#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "bookings/booking.h"
#include "core/context.h"
#include "db/session_fwd.h"
#include "payments/refund.h"

namespace secours::checkout {

using payments::Refund;

// Refunds of paid bookings (docs/decisions/022-refunds.md). A card refund is recorded pending in one
// transaction, asked of Stripe with no transaction or connection held (Idempotency-Key "refund-<id>"),
// then ended in another transaction from Stripe's answer or, when Stripe answers "pending", by its
// webhook. Interac and cash refunds are made by the office by hand and recorded as done at once. A
// refund that goes through issues its credit note in the transaction that records it and mails it.

struct RefundRequest {
  std::optional<long long> amount_cents;  // absent: everything still refundable
  std::string reason = "other";           // guarantee | cancellation | no-seat | other
  std::string note;
};

// What one of Stripe's refund events says of a Refund, its types already checked.
struct StripeRefundEvent {
  std::string stripe_refund_id;  // re_…
  std::string status;            // pending | requires_action | succeeded | failed | canceled
  long long amount_cents = 0;
  std::string currency;
  std::string payment_intent_id;
  long long booking_id = 0;  // metadata; 0 when absent
  long long refund_id = 0;   // metadata: our row; 0 for a refund made elsewhere (Stripe's dashboard)
  std::string failure_reason;
};

// Seconds after which a card refund that Stripe never answered (a crash or a lost connection during the
// call, which gives up after 30 s) is asked again with its own Idempotency-Key.
inline constexpr long long refund_unanswered_after = 120;
// Stripe keeps Idempotency-Keys for 24 hours: past this age an unanswered refund is not asked again but
// marked failed and flagged for the office, which checks Stripe's dashboard.
inline constexpr long long refund_resend_window = 23 * 3600;

class RefundService {
 public:
  explicit RefundService(core::Context& context) : context_(context) {}

  // Admin: gives `amount_cents` (everything still refundable when absent) of the booking's payment back
  // the way it was paid, and returns the booking. 404 not-found; 409 booking-not-refundable (not paid),
  // refund-exceeds-payment (more than the payment less its pending and succeeded refunds); 503
  // payments-unavailable for a card payment without Stripe's keys; 502
  // payment-provider-error when Stripe refuses (the refund is recorded failed) or does not answer (it
  // stays pending and is asked again later with the same key).
  bookings::Booking refund(long long booking_id, const RefundRequest& request, long long admin_id);

  // The refund policy of a customer's own cancellation before the deadline, in one place. Call it after
  // the cancellation's transaction has committed (it calls Stripe). A card payment is refunded in full
  // at once through Stripe; Interac and cash payments are not refunded automatically (nullopt: the office
  // sends the money back by hand and records it with refund()), nor is a booking that is not paid, nor
  // anything while card payments are off.
  // Returns the card refund as it stands (succeeded, or pending until Stripe's webhook); when Stripe
  // refuses it the refund is failed and the booking flagged refund-needed for the office, without an
  // exception, since the cancellation itself stands.
  std::optional<Refund> refund_for_customer_cancellation(const bookings::Booking& booking);

  // Background job: asks Stripe again about card refunds it never answered (see refund_unanswered_after),
  // at most `limit` of them; returns how many it asked. Safe with several instances running it.
  std::size_t resend_unanswered(int limit = 20);

 private:
  // Asks Stripe for the pending card refund and records the answer; Stripe's message when it refused,
  // failed the refund or did not answer.
  std::optional<std::string> ask_stripe(const Refund& refund, const std::string& payment_intent_id);
  void record_answer(const Refund& refund, const std::string& stripe_refund_id,
                     payments::StripeRefundStatus status, const std::string& failure);

  core::Context& context_;
};

// One of Stripe's refund events (refund.created, refund.updated, refund.failed, or a refund listed by
// charge.refunded), inside the webhook's transaction. A refund of ours (metadata refund_id, or its
// Stripe id) ends as Stripe says, once; one made in Stripe's dashboard is recorded against the booking
// of its PaymentIntent (and credit-noted once it succeeded). Anything that does not add up (another
// booking's PaymentIntent, another currency, more than is left to refund) is logged and left alone.
void apply_stripe_refund(soci::session& sql, const core::Config& config, const StripeRefundEvent& event,
                         long long now);

}  // namespace secours::checkout
