#pragma once

#include <stdexcept>
#include <string>

#include "core/config.h"

namespace secours::payments {

struct PaymentIntentRequest {
  long long amount_cents = 0;
  long long booking_id = 0;       // metadata[booking_id]: one person's booking
  long long team_booking_id = 0;  // or metadata[team_booking_id]: every seat of a company's team
  std::string reference;
  // Stripe answers a repeated key with the first PaymentIntent, so retries never create two.
  std::string idempotency_key;
};

struct PaymentIntent {
  std::string id;
  std::string client_secret;
  long long amount_cents = 0;
  std::string currency;
  std::string status;
};

struct CardRefundRequest {
  std::string payment_intent_id;
  long long amount_cents = 0;
  long long booking_id = 0;  // metadata, so that Stripe's events lead back to our rows
  long long refund_id = 0;
  // Derived from our refund row: asking again after a crash gets the refund Stripe already made.
  std::string idempotency_key;
};

// A Stripe Refund as the API answers it.
struct StripeRefund {
  std::string id;
  std::string status;  // pending | requires_action | succeeded | failed | canceled
  long long amount_cents = 0;
  std::string currency;
  std::string failure_reason;
};

// Stripe refused the call or could not be reached; what() is Stripe's message when it gave one.
class StripeError : public std::runtime_error {
 public:
  explicit StripeError(const std::string& message, bool refused = false)
      : std::runtime_error(message), refused_(refused) {}
  // True when Stripe answered that it did nothing (an error 4xx other than 409); false when the outcome
  // is unknown (unreachable, a timeout, 5xx, a concurrent request with the same key): the same call with
  // the same Idempotency-Key is then the safe way to learn it.
  bool refused() const { return refused_; }

 private:
  bool refused_;
};

// POST {STRIPE_API_BASE}/v1/payment_intents (form-encoded, CAD, automatic payment methods) with
// the secret key, through libcurl with connect and total timeouts.
PaymentIntent create_payment_intent(const core::Config& config, const PaymentIntentRequest& request);

// POST {STRIPE_API_BASE}/v1/refunds: `amount_cents` of the PaymentIntent's payment back to the card,
// with metadata booking_id and refund_id.
StripeRefund create_refund(const core::Config& config, const CardRefundRequest& request);

}  // namespace secours::payments
