#pragma once

#include <stdexcept>
#include <string>

#include "app/config.h"

namespace secours::payments {

struct PaymentIntentRequest {
  long long amount_cents = 0;
  long long booking_id = 0;
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

// Stripe refused the call or could not be reached; what() is Stripe's message when it gave one.
class StripeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// POST {STRIPE_API_BASE}/v1/payment_intents (form-encoded, CAD, automatic payment methods) with
// the secret key, through libcurl with connect and total timeouts.
PaymentIntent create_payment_intent(const app::Config& config, const PaymentIntentRequest& request);

}  // namespace secours::payments
