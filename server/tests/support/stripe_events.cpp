#include "support/stripe_events.h"

#include <stdexcept>

#include "support/booking_fixtures.h"
#include "support/stripe_fake.h"

namespace secours::testing {

HttpResult deliver_stripe_event(TestServer& server, const nlohmann::json& event) {
  const std::string payload = event.dump();
  return server.send("POST", "/api/webhooks/stripe", payload,
                     {{"Content-Type", "application/json"},
                      {"Stripe-Signature",
                       stripe_signature_header(payload, stripe_test_webhook_secret, server.clock().now())}});
}

nlohmann::json paid_card_booking(TestServer& server, long long course_id, long long session_id,
                                 const std::string& email, const std::string& language) {
  auto created = post_booking(server, booking_request(course_id, session_id, "card", email, language));
  if (created.status != 201) throw std::runtime_error("booking failed: " + created.body);
  auto answer = created.json();
  const auto id = std::to_string(answer["booking"]["id"].get<long long>());
  auto intent =
      call(server, "POST",
           "/api/bookings/" + id + "/payment-intent?token=" + answer["accessToken"].get<std::string>());
  if (intent.status != 200) throw std::runtime_error("payment intent failed: " + intent.body);
  const std::string secret = intent.json()["clientSecret"];
  const std::string intent_id = secret.substr(0, secret.find("_secret"));
  const long long total = answer["booking"]["amounts"]["totalCents"];
  nlohmann::json event{{"id", "evt_paid_" + id},
                       {"object", "event"},
                       {"type", "payment_intent.succeeded"},
                       {"data",
                        {{"object",
                          {{"id", intent_id},
                           {"object", "payment_intent"},
                           {"amount", total},
                           {"amount_received", total},
                           {"currency", "cad"},
                           {"metadata", {{"booking_id", id}}}}}}}};
  auto paid = deliver_stripe_event(server, event);
  if (paid.status != 200) throw std::runtime_error("payment event failed: " + paid.body);
  return answer;
}

nlohmann::json refund_event(const std::string& event_id, const std::string& type,
                            const nlohmann::json& refund) {
  return {{"id", event_id}, {"object", "event"}, {"type", type}, {"data", {{"object", refund}}}};
}

}  // namespace secours::testing
