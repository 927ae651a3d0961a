#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "support/api_helpers.h"

namespace secours::testing {

// Stripe's side of card payments and refunds for API tests whose server uses a StripeFake
// (use_stripe): signed webhook deliveries and the events Stripe would send.

// POSTs `event` to the webhook, signed with the test secret at the server's time.
HttpResult deliver_stripe_event(TestServer& server, const nlohmann::json& event);

// A card booking paid in full: created, its PaymentIntent made by the fake, then
// payment_intent.succeeded delivered. Returns the creation's answer ({booking, accessToken}).
nlohmann::json paid_card_booking(TestServer& server, long long course_id, long long session_id,
                                 const std::string& email = "julie@example.com",
                                 const std::string& language = "fr");

// An event of `type` (refund.created, refund.updated, refund.failed) carrying `refund`.
nlohmann::json refund_event(const std::string& event_id, const std::string& type,
                            const nlohmann::json& refund);

}  // namespace secours::testing
