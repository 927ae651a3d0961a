// Stripe's refund events reconcile our refunds exactly once (refund.created, refund.updated,
// refund.failed, charge.refunded).
#include <gtest/gtest.h>

#include "checkout/refund_service.h"
#include "core/context.h"
#include "support/refund_fixture.h"

using namespace secours::testing;
using nlohmann::json;

class RefundWebhooks : public RefundTest {
 protected:
  void SetUp() override {
    RefundTest::SetUp();
    if (IsSkipped()) return;
    id_ = paid_card_booking(*server_, course_, session_)["booking"]["id"];
  }
  HttpResult refund(const json& body) { return RefundTest::refund(id_, body); }
  json booking() { return RefundTest::booking(id_); }
  // The fake's last refund, moved to `status` at Stripe.
  json stripe_refund(const std::string& status, const std::string& failure_reason = "") {
    return stripe_.settle_refund(stripe_.refunds().back()["id"], status, failure_reason);
  }
  void expect_delivered(const json& event) {
    auto result = deliver_stripe_event(*server_, event);
    EXPECT_EQ(result.status, 200) << result.body;
  }

  long long id_ = 0;
};

TEST_P(RefundWebhooks, APendingRefundEndsWhenStripeSaysItSucceededOnceWhateverTheReplays) {
  stripe_.refund_outcome(RefundOutcome::pending);
  auto asked = refund({{"note", "Garantie"}});
  ASSERT_EQ(asked.status, 201) << asked.body;
  auto pending = asked.json()["booking"];
  EXPECT_EQ(pending["paymentStatus"], "paid");
  EXPECT_EQ(pending["refunds"][0]["status"], "pending");
  EXPECT_EQ(pending["refunds"][0]["completedAt"], nullptr);
  EXPECT_EQ(pending["refunds"][0]["creditNoteNumber"], nullptr);
  EXPECT_EQ(pending["documents"].size(), 1u);
  EXPECT_EQ(refund_mails().size(), 0u);
  EXPECT_EQ(refund({{"note", "Encore"}}).status, 409);  // the pending refund takes the whole payment

  auto updated = refund_event("evt_r1", "refund.updated", stripe_refund("succeeded"));
  expect_delivered(updated);
  auto done = booking();
  EXPECT_EQ(done["paymentStatus"], "refunded");
  EXPECT_EQ(done["refunds"][0]["status"], "succeeded");
  EXPECT_FALSE(done["refunds"][0]["creditNoteNumber"].is_null());
  EXPECT_EQ(done["documents"].size(), 2u);
  EXPECT_EQ(refund_mails().size(), 1u);

  // The same event again, a second event about the same refund, and the charge's own event.
  server_->clock().advance(10);
  expect_delivered(updated);
  expect_delivered(refund_event("evt_r2", "refund.updated", stripe_refund("succeeded")));
  json charge{{"id", "ch_fake_pi_fake_1"},
              {"object", "charge"},
              {"payment_intent", "pi_fake_1"},
              {"amount_refunded", 11498},
              {"refunds", {{"object", "list"}, {"data", json::array({stripe_refund("succeeded")})}}}};
  expect_delivered(refund_event("evt_r3", "charge.refunded", charge));
  EXPECT_EQ(booking(), done);
  EXPECT_EQ(refund_mails().size(), 1u);
}

TEST_P(RefundWebhooks, AWebhookThatArrivesBeforeStripesAnswerEndsTheRefundAndTheAnswerChangesNothing) {
  stripe_.refund_outcome(RefundOutcome::answer_lost);
  ASSERT_EQ(refund({{"note", "Garantie"}}).status, 502);
  ASSERT_EQ(booking()["refunds"][0]["status"], "pending");
  // Stripe's event finds our refund by its metadata, before we ever learnt its Stripe id.
  expect_delivered(refund_event("evt_r1", "refund.created", stripe_refund("succeeded")));
  EXPECT_EQ(booking()["paymentStatus"], "refunded");
  EXPECT_EQ(booking()["documents"].size(), 2u);

  auto context = secours::core::Context{server_->config(), server_->database(), server_->clock()};
  server_->clock().advance(secours::checkout::refund_unanswered_after + 1);
  EXPECT_EQ(secours::checkout::RefundService(context).resend_unanswered(), 0u);  // nothing left to ask
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").size(), 1u);
  EXPECT_EQ(booking()["documents"].size(), 2u);
  EXPECT_EQ(refund_mails().size(), 1u);
}

TEST_P(RefundWebhooks, APendingRefundThatFailsAtStripeIsRecordedFailedAndFreesTheAmount) {
  stripe_.refund_outcome(RefundOutcome::pending);
  ASSERT_EQ(refund({{"amountCents", 5000}, {"note", "Demi-journée"}}).status, 201);
  auto failed = stripe_refund("failed", "lost_or_stolen_card");
  expect_delivered(refund_event("evt_r1", "refund.failed", failed));
  auto state = booking();
  EXPECT_EQ(state["paymentStatus"], "paid");
  EXPECT_EQ(state["refunds"][0]["status"], "failed");
  EXPECT_EQ(state["refunds"][0]["failureMessage"], "lost_or_stolen_card");
  EXPECT_EQ(state["documents"].size(), 1u);
  stripe_.refund_outcome(RefundOutcome::succeeded);
  auto full = refund({{"note", "Tout, autrement"}});
  ASSERT_EQ(full.status, 201) << full.body;
  EXPECT_EQ(full.json()["booking"]["refunds"][1]["amountCents"], 11498);
}

TEST_P(RefundWebhooks, ARefundMadeInStripesDashboardIsRecordedAgainstTheBookingOfItsPaymentIntent) {
  json dashboard{{"id", "re_dashboard_1"},
                 {"object", "refund"},
                 {"amount", 2000},
                 {"currency", "cad"},
                 {"payment_intent", "pi_fake_1"},
                 {"metadata", json::object()},
                 {"status", "succeeded"}};
  expect_delivered(refund_event("evt_d1", "refund.created", dashboard));
  auto state = booking();
  EXPECT_EQ(state["paymentStatus"], "partly-refunded");
  ASSERT_EQ(state["refunds"].size(), 1u);
  EXPECT_EQ(state["refunds"][0]["amountCents"], 2000);
  EXPECT_EQ(state["refunds"][0]["method"], "card");
  EXPECT_EQ(state["refunds"][0]["status"], "succeeded");
  EXPECT_EQ(state["refunds"][0]["reason"], "other");
  EXPECT_EQ(state["documents"].size(), 2u);
  EXPECT_EQ(state["documents"][1]["totalCents"], -2000);
  EXPECT_EQ(refund_mails().size(), 1u);
  // Its other events change nothing more.
  expect_delivered(refund_event("evt_d2", "refund.updated", dashboard));
  EXPECT_EQ(booking(), state);

  // What is left to refund accounts for it.
  auto too_much = refund({{"amountCents", 11498 - 2000 + 1}, {"note", "Trop"}});
  EXPECT_EQ(too_much.json()["error"]["code"], "refund-exceeds-payment");
  // More than is left, from the dashboard: not recorded (no credit note can say it), flagged for the office.
  dashboard["id"] = "re_dashboard_2";
  dashboard["amount"] = 11498;
  expect_delivered(refund_event("evt_d3", "refund.created", dashboard));
  state = booking();
  EXPECT_EQ(state["refunds"].size(), 1u);
  EXPECT_TRUE(state["refundNeeded"].get<bool>());
  // Another PaymentIntent's refund is none of ours.
  dashboard["id"] = "re_elsewhere";
  dashboard["payment_intent"] = "pi_somebody_else";
  dashboard["amount"] = 100;
  expect_delivered(refund_event("evt_d4", "refund.created", dashboard));
  EXPECT_EQ(booking()["refunds"].size(), 1u);
}

TEST_P(RefundWebhooks, MalformedRefundEventsAnswer400AndChangeNothing) {
  json refund{{"id", "re_1"},
              {"object", "refund"},
              {"amount", "2000"},
              {"currency", "cad"},
              {"payment_intent", "pi_fake_1"},
              {"status", "succeeded"}};
  auto bad_amount = deliver_stripe_event(*server_, refund_event("evt_1", "refund.created", refund));
  EXPECT_EQ(bad_amount.status, 400);
  EXPECT_EQ(bad_amount.json()["error"]["code"], "invalid-event");
  refund["amount"] = 2000;
  refund.erase("id");
  EXPECT_EQ(deliver_stripe_event(*server_, refund_event("evt_2", "refund.created", refund)).status, 400);
  json charge{{"id", "ch_1"}, {"payment_intent", "pi_fake_1"}, {"refunds", {{"data", "none"}}}};
  EXPECT_EQ(deliver_stripe_event(*server_, refund_event("evt_3", "charge.refunded", charge)).status, 400);
  EXPECT_TRUE(booking()["refunds"].empty());
  // Refused events were not recorded as handled: the same ids, well formed, are applied.
  refund["id"] = "re_1";
  expect_delivered(refund_event("evt_1", "refund.created", refund));
  EXPECT_EQ(booking()["refunds"].size(), 1u);
}

SECOURS_ON_BOTH_ENGINES(RefundWebhooks);
