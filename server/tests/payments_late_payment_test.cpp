// Card payments that race the hold expiry or arrive after the seat is gone, and signed events whose
// content is malformed.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <thread>

#include "bookings/hold_expiry.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

struct CardBooking {
  long long id = 0;
  std::string intent_id, token;
};

}  // namespace

class LatePayments : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [this](secours::core::Config& config) {
      use_stripe(config, stripe_.base_url());
      config.trust_proxy = true;  // each booking comes from its own address (rate limits)
    });
    course_ = insert_course(*server_, "rcr", 10000);
  }

  // A card booking with a PaymentIntent recorded, as if the customer had opened the payment form.
  CardBooking card_booking(long long session, const std::string& client) {
    auto created = post_booking(*server_, booking_request(course_, session, "card"), "", client);
    EXPECT_EQ(created.status, 201) << created.body;
    CardBooking booking{created.json()["booking"]["id"].get<long long>(), "",
                        created.json()["accessToken"].get<std::string>()};
    booking.intent_id = "pi_race_" + std::to_string(booking.id);
    soci::session sql(server_->database().pool());
    sql << "UPDATE bookings SET payment_intent_id = :intent WHERE id = :id", soci::use(booking.intent_id),
        soci::use(booking.id);
    return booking;
  }

  json succeeded(const CardBooking& booking, const std::string& event_id) {
    return {{"id", event_id},
            {"object", "event"},
            {"type", "payment_intent.succeeded"},
            {"data",
             {{"object",
               {{"id", booking.intent_id},
                {"object", "payment_intent"},
                {"amount", 11498},
                {"amount_received", 11498},
                {"currency", "cad"},
                {"metadata", {{"booking_id", std::to_string(booking.id)}}}}}}}};
  }

  HttpResult deliver(const std::string& payload) {
    auto signature = stripe_signature_header(payload, stripe_test_webhook_secret, server_->clock().now());
    return server_->send("POST", "/api/webhooks/stripe", payload,
                         {{"Content-Type", "application/json"}, {"Stripe-Signature", signature}});
  }

  json state_of(const CardBooking& booking) {
    return server_->get("/api/bookings/" + std::to_string(booking.id) + "?token=" + booking.token)
        .json()["booking"];
  }

  StripeFake stripe_;
  std::unique_ptr<TestServer> server_;
  long long course_ = 0;
};

// The webhook and the expiry job decide on the same row: whichever commits first, the other sees
// its outcome. A paid booking never ends cancelled without its seat and without a flag.
TEST_P(LatePayments, APaymentRacingTheHoldExpiryNeverLeavesAPaidBookingSeatless) {
  const int rounds = 3, per_round = 30;
  const long long session = insert_session(*server_, course_, rounds * per_round);
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  int client = 0;
  for (int round = 0; round < rounds; ++round) {
    std::vector<CardBooking> bookings;
    for (int i = 0; i < per_round; ++i)
      bookings.push_back(card_booking(session, "10.1.0." + std::to_string(++client)));
    server_->clock().advance(31 * 60);  // every hold has lapsed; payments arrive at that moment
    std::thread expiry([&] {
      while (worker.run_once() > 0) {
      }
    });
    for (const auto& booking : bookings) {
      auto result = deliver(succeeded(booking, "evt_" + std::to_string(booking.id)).dump());
      EXPECT_EQ(result.status, 200) << result.body;
    }
    expiry.join();
    for (const auto& booking : bookings) {
      auto state = state_of(booking);
      ASSERT_EQ(state["paymentStatus"], "paid") << booking.id;
      // Seats were plenty: every paid booking holds one again, whoever came first.
      EXPECT_EQ(state["status"], "approved") << "booking " << booking.id << " round " << round;
      EXPECT_FALSE(state["refundNeeded"].get<bool>()) << booking.id;
    }
  }
  soci::session sql(server_->database().pool());
  int held = 0;
  sql << "SELECT COUNT(*) FROM bookings WHERE seat_held = 1", soci::into(held);
  EXPECT_EQ(held, rounds * per_round);
  EXPECT_EQ(seats_taken(server_->database(), session), held);
}

TEST_P(LatePayments, APaymentAfterTheSeatWasGoneTellsTheCustomerAndTheOfficeAndWaitsForAnAdmin) {
  const long long session = insert_session(*server_, course_, 1);
  auto late = card_booking(session, "10.2.0.1");
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  server_->clock().advance(31 * 60);
  ASSERT_EQ(worker.run_once(), 1u);
  auto taker =
      post_booking(*server_, booking_request(course_, session, "cash", "other@example.com"), "", "10.2.0.2");
  ASSERT_EQ(taker.status, 201) << taker.body;  // the freed seat goes to someone else
  server_->clock().advance(60);                // the later booking is the newer one

  ASSERT_EQ(deliver(succeeded(late, "evt_late").dump()).status, 200);
  auto state = state_of(late);
  EXPECT_EQ(state["status"], "cancelled");
  EXPECT_EQ(state["paymentStatus"], "paid");
  EXPECT_TRUE(state["refundNeeded"].get<bool>());
  ASSERT_EQ(state["documents"].size(), 1u);
  EXPECT_EQ(state["documents"][0]["kind"], "receipt");
  EXPECT_EQ(seats_taken(server_->database(), session), 1);

  int to_customer = 0, to_office = 0, paid_as_booked = 0;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.subject.starts_with("Place non disponible")) {
      ++to_customer;
      EXPECT_EQ(mail.recipient, "julie@example.com");
      EXPECT_NE(mail.text.find("rembourser en entier"), std::string::npos) << mail.text;
      // The money was received: its receipt goes with the mail, as for any payment.
      ASSERT_EQ(mail.attachments.size(), 1u);
      EXPECT_EQ(mail.attachments[0].content_type, "application/pdf");
      EXPECT_TRUE(mail.attachments[0].filename.starts_with("recu-")) << mail.attachments[0].filename;
    }
    if (mail.subject.starts_with("À traiter")) ++to_office;
    if (mail.subject.starts_with("Paiement reçu")) ++paid_as_booked;
  }
  EXPECT_EQ(to_customer, 1);
  EXPECT_EQ(to_office, 1);
  EXPECT_EQ(paid_as_booked, 0);  // never "payment received" as if booked

  // Counted for the office and listed behind that count until an admin records what was done.
  auto admin = sign_in_admin(*server_);
  auto all = call(*server_, "GET", "/api/admin/bookings", nullptr, admin).json();
  ASSERT_EQ(all["bookings"].size(), 2u);
  EXPECT_EQ(all["counts"]["refundNeeded"], 1);
  auto list =
      call(*server_, "GET", "/api/admin/bookings?refundNeeded=true", nullptr, admin).json()["bookings"];
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["id"], late.id);
  EXPECT_TRUE(list[0]["refundNeeded"].get<bool>());

  auto path = "/api/admin/bookings/" + std::to_string(late.id);
  auto no_note = call(*server_, "PATCH", path, {{"refundHandled", true}}, admin);
  EXPECT_EQ(no_note.status, 400);
  EXPECT_EQ(no_note.json()["error"]["fields"]["note"], "required");
  auto handled =
      call(*server_, "PATCH", path, {{"refundHandled", true}, {"note", "Remboursé au client"}}, admin);
  ASSERT_EQ(handled.status, 200) << handled.body;
  EXPECT_FALSE(handled.json()["booking"]["refundNeeded"].get<bool>());
  EXPECT_EQ(call(*server_, "PATCH", path, {{"refundHandled", true}, {"note", "encore"}}, admin).status, 409);
  all = call(*server_, "GET", "/api/admin/bookings?refundNeeded=true", nullptr, admin).json();
  EXPECT_TRUE(all["bookings"].empty());
  EXPECT_EQ(all["counts"]["refundNeeded"], 0);

  soci::session sql(server_->database().pool());
  std::string note;
  sql << "SELECT detail FROM booking_events WHERE booking_id = :id AND action = 'refund-handled'",
      soci::use(late.id), soci::into(note);
  EXPECT_EQ(note, "Remboursé au client");
}

// Cancelling is the customer's choice: a payment that arrives afterwards (a second tab, a slow bank)
// does not take the seat back, unlike a payment after a lapsed hold; it waits for its refund.
TEST_P(LatePayments, APaymentAfterTheCustomerCancelledKeepsTheBookingCancelledAndWaitsForARefund) {
  const long long session = insert_session(*server_, course_, 5);
  auto card = card_booking(session, "10.4.0.1");
  auto cancelled = change_booking(*server_, card.id, "cancel", nullptr, card.token);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(seats_taken(server_->database(), session), 0);
  EXPECT_TRUE(cancelled.json()["booking"]["holdExpiresAt"].is_null());

  ASSERT_EQ(deliver(succeeded(card, "evt_after_cancel").dump()).status, 200);
  auto state = state_of(card);
  EXPECT_EQ(state["status"], "cancelled");
  EXPECT_EQ(state["paymentStatus"], "paid");
  EXPECT_TRUE(state["refundNeeded"].get<bool>());
  EXPECT_EQ(seats_taken(server_->database(), session), 0);
}

TEST_P(LatePayments, MalformedSignedEventsAnswer400AndChangeNothing) {
  const long long session = insert_session(*server_, course_, 5);
  auto card = card_booking(session, "10.3.0.1");
  auto string_object = succeeded(card, "evt_a");
  string_object["data"]["object"] = "pi_123";
  auto numeric_id = succeeded(card, "evt_b");
  numeric_id["data"]["object"]["id"] = 42;
  auto string_metadata = succeeded(card, "evt_c");
  string_metadata["data"]["object"]["metadata"] = "booking 1";
  auto numeric_booking_id = succeeded(card, "evt_d");
  numeric_booking_id["data"]["object"]["metadata"]["booking_id"] = card.id;
  auto text_amount = succeeded(card, "evt_e");
  text_amount["data"]["object"]["amount_received"] = "11498";
  auto no_data = succeeded(card, "evt_f");
  no_data.erase("data");
  auto array_error = succeeded(card, "evt_g");
  array_error["type"] = "payment_intent.payment_failed";
  array_error["data"]["object"]["last_payment_error"] = {{"message", 12}};
  for (const auto& event :
       {string_object, numeric_id, string_metadata, numeric_booking_id, text_amount, no_data, array_error}) {
    auto result = deliver(event.dump());
    EXPECT_EQ(result.status, 400) << event.dump();
    EXPECT_EQ(result.json()["error"]["code"], "invalid-event") << event.dump();
  }
  EXPECT_EQ(state_of(card)["paymentStatus"], "awaiting-payment");
  // None was recorded as applied: the well-formed event with a used id still applies.
  ASSERT_EQ(deliver(succeeded(card, "evt_a").dump()).status, 200);
  EXPECT_EQ(state_of(card)["paymentStatus"], "paid");
  EXPECT_EQ(server_->get("/api/health").status, 200);
}

SECOURS_ON_BOTH_ENGINES(LatePayments);
