// The refund policy of a cancellation: a customer's own cancellation before the deadline refunds a card
// payment in full at once through Stripe; an admin's cancellation leaves the refund to the office, or
// (issue 41, POST /api/admin/bookings/{id}/cancel) makes the refund chosen in the same dialog.
#include <gtest/gtest.h>

#include "support/refund_fixture.h"

using namespace secours::testing;
using nlohmann::json;

class CancellationRefunds : public RefundTest {
 protected:
  std::vector<OutboxMail> cancellation_mails() {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database())) {
      if (mail.subject.starts_with("Réservation annulée") || mail.subject.starts_with("Annulation"))
        found.push_back(mail);
    }
    return found;
  }
};

TEST_P(CancellationRefunds, ACustomersCancellationRefundsACardPaymentInFullAtOnce) {
  auto created = paid_card_booking(*server_, course_, session_);
  const long long id = created["booking"]["id"];
  auto cancelled = change_booking(*server_, id, "cancel", nullptr, created["accessToken"].get<std::string>());
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  auto booking = cancelled.json()["booking"];
  EXPECT_EQ(booking["status"], "cancelled");
  EXPECT_EQ(booking["paymentStatus"], "refunded");
  EXPECT_EQ(booking["refundNeeded"], false);
  ASSERT_EQ(booking["refunds"].size(), 1u);
  EXPECT_EQ(booking["refunds"][0]["amountCents"], 11498);
  EXPECT_EQ(booking["refunds"][0]["reason"], "cancellation");
  EXPECT_EQ(booking["refunds"][0]["status"], "succeeded");
  auto calls = stripe_.calls_to("/v1/refunds");
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].form["amount"], "11498");

  bool customer_told = false, office_told = false;
  for (const auto& mail : cancellation_mails()) {
    customer_told |=
        mail.text.find("remboursé en entier sur votre carte, automatiquement") != std::string::npos;
    office_told |= mail.text.find("demandé à Stripe automatiquement") != std::string::npos;
  }
  EXPECT_TRUE(customer_told);
  EXPECT_TRUE(office_told);
}

TEST_P(CancellationRefunds, AnAdminsCancellationLeavesTheRefundToTheOffice) {
  auto created = paid_card_booking(*server_, course_, session_);
  const long long id = created["booking"]["id"];
  auto cancelled = change_booking(*server_, id, "cancel", {{"reason", "Séance déplacée"}}, "", admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["booking"]["paymentStatus"], "paid");
  EXPECT_EQ(cancelled.json()["booking"]["refundNeeded"], true);
  EXPECT_TRUE(stripe_.calls_to("/v1/refunds").empty());
}

TEST_P(CancellationRefunds, StripesRefusalLeavesTheCancellationAndFlagsTheBooking) {
  auto created = paid_card_booking(*server_, course_, session_);
  const long long id = created["booking"]["id"];
  stripe_.refund_outcome(RefundOutcome::refused);
  auto cancelled = change_booking(*server_, id, "cancel", nullptr, created["accessToken"].get<std::string>());
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  auto booking = cancelled.json()["booking"];
  EXPECT_EQ(booking["status"], "cancelled");
  EXPECT_EQ(booking["paymentStatus"], "paid");
  EXPECT_EQ(booking["refundNeeded"], true);
  ASSERT_EQ(booking["refunds"].size(), 1u);
  EXPECT_EQ(booking["refunds"][0]["status"], "failed");
}

TEST_P(CancellationRefunds, TheOfficeCancelsOneBookingWithTheRefundItChooses) {
  auto created = paid_card_booking(*server_, course_, session_);
  const long long id = created["booking"]["id"];
  const auto taken = seats_left(*server_, course_, session_);
  const auto path = "/api/admin/bookings/" + std::to_string(id) + "/cancel";
  EXPECT_EQ(call(*server_, "POST", path, {{"reason", "Malade"}, {"refund", "full"}}).status, 401);
  auto missing = call(*server_, "POST", path, {{"refund", "all"}}, admin_);
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(missing.json()["error"]["fields"]["reason"], "required");
  EXPECT_EQ(missing.json()["error"]["fields"]["refund"], "invalid-choice");
  auto too_much =
      call(*server_, "POST", path, {{"reason", "Malade"}, {"refund", {{"amountCents", 99999}}}}, admin_);
  EXPECT_EQ(too_much.json()["error"]["code"], "refund-exceeds-payment");
  EXPECT_EQ(booking(id)["status"], "approved");  // paid means confirmed; refused before anything changed

  auto cancelled =
      call(*server_, "POST", path, {{"reason", "Malade"}, {"refund", {{"amountCents", 5000}}}}, admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  const auto after = cancelled.json()["booking"];
  EXPECT_EQ(after["status"], "cancelled");
  ASSERT_EQ(after["refunds"].size(), 1u);
  EXPECT_EQ(after["refunds"][0]["amountCents"], 5000);
  EXPECT_EQ(after["refunds"][0]["status"], "succeeded");
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").at(0).form["amount"], "5000");
  EXPECT_EQ(seats_left(*server_, course_, session_), taken + 1);
  bool customer_told = false;
  for (const auto& mail : cancellation_mails()) customer_told |= mail.recipient == "julie@example.com";
  EXPECT_TRUE(customer_told);
  EXPECT_EQ(call(*server_, "POST", path, {{"reason", "encore"}}, admin_).json()["error"]["code"],
            "booking-not-active");
}

TEST_P(CancellationRefunds, TheOfficeCancelsAnUnpaidBookingWithoutRefund) {
  auto booked = book(*server_, booking_request(course_, session_, "cash", "paul@example.com"));
  const auto path = "/api/admin/bookings/" + std::to_string(booked.id) + "/cancel";
  EXPECT_EQ(call(*server_, "POST", path, {{"reason", "Doublon"}, {"refund", "full"}}, admin_)
                .json()["error"]["code"],
            "booking-not-refundable");
  auto cancelled = call(*server_, "POST", path, {{"reason", "Doublon"}, {"refund", "none"}}, admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["booking"]["status"], "cancelled");
  EXPECT_TRUE(stripe_.calls_to("/v1/refunds").empty());
  EXPECT_EQ(outbox(server_->database()).back().recipient, "paul@example.com");
}

TEST_P(CancellationRefunds, StripesRefusalOfTheOfficesRefundLeavesTheCancellationAndSaysWhy) {
  auto created = paid_card_booking(*server_, course_, session_);
  const long long id = created["booking"]["id"];
  stripe_.refund_outcome(RefundOutcome::refused);
  auto cancelled = call(*server_, "POST", "/api/admin/bookings/" + std::to_string(id) + "/cancel",
                        {{"reason", "Malade"}, {"refund", "full"}}, admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["refundError"], "payment-provider-error");
  EXPECT_EQ(cancelled.json()["booking"]["status"], "cancelled");
  EXPECT_EQ(cancelled.json()["booking"]["refundNeeded"], true);
}

SECOURS_ON_BOTH_ENGINES(CancellationRefunds);
