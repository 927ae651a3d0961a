#include <gtest/gtest.h>
#include <soci/soci.h>

#include "bookings/hold_expiry.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

class StripeWebhooks : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [this](secours::core::Config& config) { use_stripe(config, stripe_.base_url()); });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    created_ = post_booking(*server_, booking_request(course_, session_, "card")).json();
    id_ = created_["booking"]["id"].get<long long>();
    auto token = created_["accessToken"].get<std::string>();
    auto intent =
        call(*server_, "POST", "/api/bookings/" + std::to_string(id_) + "/payment-intent?token=" + token,
             json::object());
    ASSERT_EQ(intent.status, 200) << intent.body;
    intent_id_ = "pi_fake_1";  // the fake's first PaymentIntent
  }
  json event(const std::string& event_id, const std::string& type, long long amount = 11498) {
    return {{"id", event_id},
            {"object", "event"},
            {"type", type},
            {"data",
             {{"object",
               {{"id", intent_id_},
                {"object", "payment_intent"},
                {"amount", amount},
                {"amount_received", amount},
                {"currency", "cad"},
                {"metadata", {{"booking_id", std::to_string(id_)}}},
                {"last_payment_error", {{"message", "Your card has insufficient funds."}}}}}}}};
  }
  HttpResult deliver(const std::string& payload, long long age = 0,
                     const std::string& secret = stripe_test_webhook_secret) {
    auto signature = stripe_signature_header(payload, secret, server_->clock().now() - age);
    // As Stripe sends it: no Origin, and a JSON type with a charset.
    return server_->send(
        "POST", "/api/webhooks/stripe", payload,
        {{"Content-Type", "application/json; charset=utf-8"}, {"Stripe-Signature", signature}});
  }
  json booking() {
    auto path =
        "/api/bookings/" + std::to_string(id_) + "?token=" + created_["accessToken"].get<std::string>();
    return server_->get(path).json()["booking"];
  }
  std::vector<OutboxMail> payment_mails() {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database())) {
      if (mail.subject.starts_with("Paiement reçu")) found.push_back(mail);
    }
    return found;
  }

  StripeFake stripe_;
  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0, id_ = 0;
  json created_;
  std::string intent_id_;
};

TEST_P(StripeWebhooks, RefusesUnsignedForgedOrStaleDeliveries) {
  auto payload = event("evt_1", "payment_intent.succeeded").dump();
  auto expect_refused = [&](const HttpResult& result) {
    EXPECT_EQ(result.status, 400);
    EXPECT_EQ(result.json()["error"]["code"], "invalid-signature");
  };
  expect_refused(deliver(payload, 0, "whsec_not_the_secret"));
  expect_refused(deliver(payload, 301));  // older than the 5-minute tolerance
  expect_refused(
      server_->send("POST", "/api/webhooks/stripe", payload, {{"Content-Type", "application/json"}}));
  auto signature = stripe_signature_header(payload, stripe_test_webhook_secret, server_->clock().now());
  auto tampered = event("evt_1", "payment_intent.succeeded", 1).dump();
  expect_refused(server_->send("POST", "/api/webhooks/stripe", tampered,
                               {{"Content-Type", "application/json"}, {"Stripe-Signature", signature}}));
  EXPECT_EQ(booking()["paymentStatus"], "awaiting-payment");
  EXPECT_EQ(deliver(payload, 290).status, 200);  // within the tolerance
}

TEST_P(StripeWebhooks, MarksTheBookingPaidExactlyOnceWhenStripeRepeatsItself) {
  auto payload = event("evt_1", "payment_intent.succeeded").dump();
  ASSERT_EQ(deliver(payload).status, 200);
  auto paid = booking();
  EXPECT_EQ(paid["paymentStatus"], "paid");
  EXPECT_EQ(paid["status"], "approved");  // paid means confirmed (issue 41)
  EXPECT_TRUE(paid["holdExpiresAt"].is_null());
  ASSERT_EQ(paid["documents"].size(), 1u);
  EXPECT_EQ(paid["documents"][0]["kind"], "receipt");
  EXPECT_EQ(paid["documents"][0]["totalCents"], 11498);
  auto mails = payment_mails();
  ASSERT_EQ(mails.size(), 1u);
  ASSERT_EQ(mails[0].attachments.size(), 1u);  // the receipt, as a PDF
  EXPECT_EQ(mails[0].attachments[0].filename,
            "recu-" + paid["documents"][0]["number"].get<std::string>() + ".pdf");
  EXPECT_EQ(mails[0].attachments[0].content_type, "application/pdf");

  server_->clock().advance(10);
  EXPECT_EQ(deliver(payload).status, 200);                                            // the same event again
  EXPECT_EQ(deliver(event("evt_2", "payment_intent.succeeded").dump()).status, 200);  // a second event
  EXPECT_EQ(payment_mails().size(), 1u);
  EXPECT_EQ(booking()["updatedAt"], paid["updatedAt"]);
  EXPECT_EQ(booking()["documents"], paid["documents"]);  // one payment, one receipt
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  server_->clock().advance(3600);
  EXPECT_EQ(worker.run_once(), 0u);  // a paid booking keeps its seat
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);
}

TEST_P(StripeWebhooks, ACardPaymentEnrollsTheStudentWhoseBookingItIs) {
  sign_up(*server_, "student@example.com");
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE bookings SET user_id = (SELECT id FROM users WHERE email_key = 'student@example.com') "
           "WHERE id = :id",
        soci::use(id_);
  }
  auto enrollments = [&] {
    soci::session sql(server_->database().pool());
    long long count = 0;
    sql << "SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", soci::use(id_), soci::into(count);
    return count;
  };
  EXPECT_EQ(enrollments(), 0);
  ASSERT_EQ(deliver(event("evt_1", "payment_intent.succeeded").dump()).status, 200);
  EXPECT_EQ(enrollments(), 1);
  ASSERT_EQ(deliver(event("evt_2", "payment_intent.succeeded").dump()).status, 200);
  EXPECT_EQ(enrollments(), 1);
}

TEST_P(StripeWebhooks, TrustsOnlyEventsWhoseBookingIntentAndAmountAgree) {
  auto wrong_amount = event("evt_1", "payment_intent.succeeded", 100);
  auto other_booking = event("evt_2", "payment_intent.succeeded");
  other_booking["data"]["object"]["metadata"]["booking_id"] = std::to_string(id_ + 1);
  auto other_intent = event("evt_3", "payment_intent.succeeded");
  other_intent["data"]["object"]["id"] = "pi_somebody_else";
  auto no_metadata = event("evt_4", "payment_intent.succeeded");
  no_metadata["data"]["object"].erase("metadata");
  for (const auto& ignored : {wrong_amount, other_booking, other_intent, no_metadata}) {
    EXPECT_EQ(deliver(ignored.dump()).status, 200) << ignored["id"];
  }
  EXPECT_EQ(booking()["paymentStatus"], "awaiting-payment");
  EXPECT_EQ(payment_mails().size(), 0u);
  EXPECT_EQ(booking()["documents"], json::array());  // no payment, no receipt
  auto not_an_event = deliver(R"({"type":"payment_intent.succeeded"})");
  EXPECT_EQ(not_an_event.status, 400);
  EXPECT_EQ(not_an_event.json()["error"]["code"], "invalid-event");
}

TEST_P(StripeWebhooks, RecordsAFailedPaymentAndKeepsTheBookingPending) {
  ASSERT_EQ(deliver(event("evt_1", "payment_intent.payment_failed").dump()).status, 200);
  auto failed = booking();
  EXPECT_EQ(failed["status"], "pending");
  EXPECT_EQ(failed["paymentStatus"], "awaiting-payment");
  EXPECT_EQ(failed["lastPaymentError"], "Your card has insufficient funds.");
  EXPECT_EQ(deliver(event("evt_2", "charge.refund.updated").dump()).status, 200);  // ignored types are fine
  ASSERT_EQ(deliver(event("evt_3", "payment_intent.succeeded").dump()).status, 200);
  EXPECT_TRUE(booking()["lastPaymentError"].is_null());
}

TEST_P(StripeWebhooks, APaymentArrivingAfterTheHoldLapsedTakesASeatAgain) {
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  server_->clock().advance(31 * 60);
  ASSERT_EQ(worker.run_once(), 1u);
  ASSERT_EQ(booking()["status"], "cancelled");
  ASSERT_EQ(seats_taken(server_->database(), session_), 0);
  ASSERT_EQ(deliver(event("evt_1", "payment_intent.succeeded").dump()).status, 200);
  EXPECT_EQ(booking()["status"], "approved");  // seated again, and paid means confirmed
  EXPECT_EQ(booking()["paymentStatus"], "paid");
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);
}

SECOURS_ON_BOTH_ENGINES(StripeWebhooks);
