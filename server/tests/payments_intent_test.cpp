#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

class PaymentIntents : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [this](secours::core::Config& config) { use_stripe(config, stripe_.base_url()); });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
  }
  json book(const std::string& method = "card") {
    auto result = post_booking(*server_, booking_request(course_, session_, method));
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json();
  }
  static std::string intent_path(const json& created, bool with_token = true) {
    auto path =
        "/api/bookings/" + std::to_string(created["booking"]["id"].get<long long>()) + "/payment-intent";
    return with_token ? path + "?token=" + created["accessToken"].get<std::string>() : path;
  }

  StripeFake stripe_;
  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(PaymentIntents, AsksStripeForTheBookingTotalInCadWithAnIdempotencyKey) {
  auto created = book();
  auto id = created["booking"]["id"].get<long long>();
  auto result = call(*server_, "POST", intent_path(created), json::object());
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(result.json()["clientSecret"], "pi_fake_1_secret_fake");
  EXPECT_EQ(result.json()["publishableKey"], stripe_test_publishable_key);
  EXPECT_EQ(result.json()["amountCents"], 11498);

  auto calls = stripe_.calls();
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].target, "/v1/payment_intents");
  EXPECT_EQ(calls[0].authorization, std::string("Bearer ") + stripe_test_secret_key);
  EXPECT_EQ(calls[0].content_type, "application/x-www-form-urlencoded");
  EXPECT_EQ(calls[0].idempotency_key, "booking-" + std::to_string(id) + "-11498");
  EXPECT_EQ(calls[0].form.at("amount"), "11498");
  EXPECT_EQ(calls[0].form.at("currency"), "cad");
  EXPECT_EQ(calls[0].form.at("metadata[booking_id]"), std::to_string(id));
  EXPECT_EQ(calls[0].form.at("automatic_payment_methods[enabled]"), "true");

  // Asking again (a reload of the payment page) gets the same PaymentIntent back.
  auto again = call(*server_, "POST", intent_path(created), json::object());
  EXPECT_EQ(again.json()["clientSecret"], "pi_fake_1_secret_fake");
  EXPECT_EQ(stripe_.calls().back().idempotency_key, calls[0].idempotency_key);
  soci::session sql(server_->database().pool());
  std::string stored;
  sql << "SELECT payment_intent_id FROM bookings WHERE id = :id", soci::use(id), soci::into(stored);
  EXPECT_EQ(stored, "pi_fake_1");
}

TEST_P(PaymentIntents, FollowsTheBookingsAccessRuleAndOnlyForUnpaidCardBookings) {
  auto created = book();
  EXPECT_EQ(call(*server_, "POST", intent_path(created, false), json::object()).status, 404);
  auto interac = call(*server_, "POST", intent_path(book("interac")), json::object());
  EXPECT_EQ(interac.status, 409);
  EXPECT_EQ(interac.json()["error"]["code"], "booking-not-payable");
  server_->clock().advance(31 * 60);  // the hold lapsed, even before the job cancels it
  EXPECT_EQ(call(*server_, "POST", intent_path(created), json::object()).status, 409);
  EXPECT_TRUE(stripe_.calls().empty());
}

TEST_P(PaymentIntents, ReportsAStripeRefusalAsAProviderErrorAndKeepsTheBooking) {
  auto created = book();
  stripe_.decline(true);
  auto declined = call(*server_, "POST", intent_path(created), json::object());
  EXPECT_EQ(declined.status, 502);
  EXPECT_EQ(declined.json()["error"]["code"], "payment-provider-error");
  EXPECT_EQ(declined.json()["error"]["message"], "Your card was declined.");
  auto path = "/api/bookings/" + std::to_string(created["booking"]["id"].get<long long>()) +
              "?token=" + created["accessToken"].get<std::string>();
  EXPECT_EQ(server_->get(path).json()["booking"]["status"], "pending");
  stripe_.decline(false);
  EXPECT_EQ(call(*server_, "POST", intent_path(created), json::object()).status, 200);
}

TEST_P(PaymentIntents, AWrongSecretKeyIsAProviderError) {
  StripeFake other_account("sk_test_another_account");
  TestServer server(GetParam(),
                    [&](secours::core::Config& config) { use_stripe(config, other_account.base_url()); });
  auto course = insert_course(server, "rcr", 10000);
  auto created =
      post_booking(server, booking_request(course, insert_session(server, course, 3), "card")).json();
  auto result = call(server, "POST", intent_path(created), json::object());
  EXPECT_EQ(result.status, 502);
  EXPECT_EQ(result.json()["error"]["message"], "Invalid API Key provided.");
}

SECOURS_ON_BOTH_ENGINES(PaymentIntents);

TEST(PaymentsConfig, CardPaymentsAreOffWithoutStripeKeysWhileInteracAndCashWork) {
  TestServer server("sqlite");
  auto config = server.get("/api/payments/config");
  ASSERT_EQ(config.status, 200);
  EXPECT_EQ(
      config.json(),
      (json{{"cardEnabled", false}, {"lateOfflinePayments", "class-day"}, {"publishableKey", nullptr}}));
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, 10);
  auto card = post_booking(server, booking_request(course, session, "card"));
  EXPECT_EQ(card.status, 503);
  EXPECT_EQ(card.json()["error"]["code"], "payments-unavailable");
  auto interac = post_booking(server, booking_request(course, session, "interac"));
  ASSERT_EQ(interac.status, 201);
  auto id = std::to_string(interac.json()["booking"]["id"].get<long long>());
  auto intent = call(server, "POST", "/api/bookings/" + id + "/payment-intent", json::object());
  EXPECT_EQ(intent.status, 503);
  EXPECT_EQ(intent.json()["error"]["code"], "payments-unavailable");
  EXPECT_EQ(server.send("POST", "/api/webhooks/stripe", "{}", {{"Stripe-Signature", "t=1,v1=00"}}).status,
            503);
  EXPECT_EQ(post_booking(server, booking_request(course, session, "cash", "cash@example.com")).status, 201);
}

TEST(PaymentsConfig, GivesThePublishableKeyWhenCardPaymentsAreOn) {
  TestServer server("sqlite",
                    [](secours::core::Config& config) { use_stripe(config, "http://127.0.0.1:9"); });
  EXPECT_EQ(server.get("/api/payments/config").json(),
            (json{{"cardEnabled", true},
                  {"lateOfflinePayments", "class-day"},
                  {"publishableKey", stripe_test_publishable_key}}));
}
