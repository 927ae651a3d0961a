#pragma once

#include <optional>
#include <string>

#include "auth/user.h"
#include "core/context.h"

namespace secours::checkout {

struct CardPayment {
  std::string client_secret;
  std::string publishable_key;
  long long amount_cents = 0;
};

// Card payments through Stripe. A payment is only ever confirmed by Stripe's signed webhook.
class PaymentService {
 public:
  explicit PaymentService(core::Context& context) : context_(context) {}

  // Creates (or, for the same booking and total, finds again) the booking's PaymentIntent. Same
  // access rule as reading the booking. 503 `payments-unavailable` without Stripe keys, 409
  // `booking-not-payable` unless it is a pending, unpaid card booking, 502 `payment-provider-error`.
  CardPayment start_card_payment(long long booking_id, const std::optional<auth::User>& user,
                                 const std::string& token);

  // Verifies and applies one webhook delivery; 400 `invalid-signature` or `invalid-event`. Each event
  // id is applied at most once, whatever the number of deliveries. Handles payment_intent.succeeded and
  // .payment_failed (bookings/card_payment_service.h; a team's through core::Context::on_team_card_paid), and
  // refund.created, refund.updated, refund.failed and charge.refunded (apply_stripe_refund in
  // refund_service.h).
  void handle_webhook(const std::string& signature_header, const std::string& payload);

 private:
  core::Context& context_;
};

}  // namespace secours::checkout
