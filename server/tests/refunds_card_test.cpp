// Card refunds through Stripe's Refunds API (the real client against the StripeFake).
#include <gtest/gtest.h>

#include "bookings/booking_repository.h"
#include "checkout/refund_service.h"
#include "common/quebec_time.h"
#include "core/context.h"
#include "db/transaction.h"
#include "documents/document_repository.h"
#include "support/pdf_text.h"
#include "support/refund_fixture.h"

using namespace secours::testing;
using nlohmann::json;

class CardRefunds : public RefundTest {
 protected:
  long long paid_booking(const std::string& email = "julie@example.com", const std::string& language = "fr") {
    return paid_card_booking(*server_, course_, session_, email, language)["booking"]["id"].get<long long>();
  }
  std::string year() const { return std::to_string(secours::montreal_time(server_->clock().now()).year); }
  secours::core::Context context() { return {server_->config(), server_->database(), server_->clock()}; }
};

TEST_P(CardRefunds, AFullRefundGoesThroughStripeOnceAndIssuesAndMailsACreditNoteMirroringTheReceipt) {
  const long long id = paid_booking();
  auto result = refund(id, {{"note", "Garantie de satisfaction de 30 jours"}, {"reason", "guarantee"}});
  ASSERT_EQ(result.status, 201) << result.body;
  auto refunded = result.json()["booking"];
  EXPECT_TRUE(refunded.contains("userEmail"));  // the admin's view
  EXPECT_EQ(refunded["paymentStatus"], "refunded");
  ASSERT_EQ(refunded["refunds"].size(), 1u);
  const auto& refund_json = refunded["refunds"][0];
  const long long refund_id = refund_json["id"];
  EXPECT_EQ(refund_json["amountCents"], 11498);
  EXPECT_EQ(refund_json["method"], "card");
  EXPECT_EQ(refund_json["status"], "succeeded");
  EXPECT_EQ(refund_json["reason"], "guarantee");
  EXPECT_EQ(refund_json["note"], "Garantie de satisfaction de 30 jours");
  EXPECT_EQ(refund_json["failureMessage"], nullptr);
  EXPECT_TRUE(refund_json["createdAt"].get<std::string>().ends_with("Z"));
  EXPECT_TRUE(refund_json["completedAt"].get<std::string>().ends_with("Z"));
  EXPECT_EQ(refund_json["creditNoteNumber"], "NC-" + year() + "-000001");

  // Stripe was asked once, for the whole payment, under a key derived from our refund's id.
  auto calls = stripe_.calls_to("/v1/refunds");
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].idempotency_key, "refund-" + std::to_string(refund_id));
  EXPECT_EQ(calls[0].form["payment_intent"], "pi_fake_1");
  EXPECT_EQ(calls[0].form["amount"], "11498");
  EXPECT_EQ(calls[0].form["metadata[booking_id]"], std::to_string(id));
  EXPECT_EQ(calls[0].form["metadata[refund_id]"], std::to_string(refund_id));

  // The credit note is listed with the receipt, and its PDF shows the receipt's lines negated.
  ASSERT_EQ(refunded["documents"].size(), 2u);
  const auto& receipt = refunded["documents"][0];
  const auto& note = refunded["documents"][1];
  EXPECT_EQ(note["kind"], "credit-note");
  EXPECT_EQ(note["number"], refund_json["creditNoteNumber"]);
  EXPECT_EQ(note["totalCents"], -11498);
  auto pdf = call(*server_, "GET",
                  "/api/bookings/" + std::to_string(id) + "/documents/" +
                      std::to_string(note["id"].get<long long>()) + ".pdf",
                  nullptr, admin_);
  ASSERT_EQ(pdf.status, 200);
  auto text = pdf_text(pdf.body);
  for (const std::string line : {"NOTE DE CRÉDIT", "Sous-total -100,00 $", "TPS (5 %) -5,00 $",
                                 "TVQ (9,975 %) -9,98 $", "Total -114,98 $"}) {
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
  }
  EXPECT_NE(text.find("Reçu " + receipt["number"].get<std::string>()), std::string::npos) << text;

  auto mails = refund_mails();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].recipient, "julie@example.com");
  EXPECT_EQ(mails[0].subject, "Remboursement — réservation " + refunded["reference"].get<std::string>());
  EXPECT_NE(mails[0].text.find("Nous vous avons remboursé 114,98"), std::string::npos) << mails[0].text;
  EXPECT_NE(mails[0].text.find("Votre note de crédit " + note["number"].get<std::string>() + " est jointe"),
            std::string::npos)
      << mails[0].text;
  ASSERT_EQ(mails[0].attachments.size(), 1u);
  EXPECT_EQ(mails[0].attachments[0].filename, "note-de-credit-" + note["number"].get<std::string>() + ".pdf");
  EXPECT_EQ(mails[0].attachments[0].content, pdf.body);

  // The customer and the admin's list read the same refunds.
  EXPECT_EQ(booking(id)["refunds"], refunded["refunds"]);
  auto listed = call(*server_, "GET", "/api/admin/bookings", nullptr, admin_).json()["bookings"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["paymentStatus"], "refunded");
  EXPECT_EQ(listed[0]["refunds"], refunded["refunds"]);
}

TEST_P(CardRefunds, APartialThenAFullRefundEndRefundedWithCreditNotesAddingUpToTheReceipt) {
  const long long id = paid_booking("marc@example.com", "en");
  auto first = refund(id, {{"amountCents", 5000}, {"note", "Part of the day missed"}});
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(first.json()["booking"]["paymentStatus"], "partly-refunded");
  EXPECT_EQ(first.json()["booking"]["refunds"][0]["amountCents"], 5000);

  auto too_much = refund(id, {{"amountCents", 6499}, {"note", "Le reste et un peu plus"}});
  EXPECT_EQ(too_much.status, 409);
  EXPECT_EQ(too_much.json()["error"]["code"], "refund-exceeds-payment");

  auto rest = refund(id, {{"note", "Le reste"}});  // no amount: everything left
  ASSERT_EQ(rest.status, 201) << rest.body;
  auto done = rest.json()["booking"];
  EXPECT_EQ(done["paymentStatus"], "refunded");
  ASSERT_EQ(done["refunds"].size(), 2u);
  EXPECT_EQ(done["refunds"][1]["amountCents"], 6498);

  ASSERT_EQ(done["documents"].size(), 3u);
  EXPECT_EQ(done["documents"][1]["totalCents"].get<long long>() +
                done["documents"][2]["totalCents"].get<long long>(),
            -done["documents"][0]["totalCents"].get<long long>());
  {
    auto sql = secours::db::connection(server_->database());
    auto credited = secours::documents::document_rows::credited(*sql, done["documents"][0]["id"]);
    EXPECT_EQ(credited.subtotal_cents, -10000);
    EXPECT_EQ(credited.gst_cents, -500);
    EXPECT_EQ(credited.qst_cents, -998);
    EXPECT_EQ(credited.total_cents, -11498);
  }

  for (const auto& body : {json{{"amountCents", 1}, {"note", "Encore"}}, json{{"note", "Encore"}}}) {
    auto third = refund(id, body);
    EXPECT_EQ(third.status, 409) << body.dump();
    EXPECT_EQ(third.json()["error"]["code"], "refund-exceeds-payment");
  }
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").size(), 2u);
  auto mails = refund_mails();
  ASSERT_EQ(mails.size(), 2u);
  EXPECT_EQ(mails[0].subject,
            "Refund — booking " + done["reference"].get<std::string>());  // an English booking
  EXPECT_NE(mails[0].text.find("We have refunded you $50.00 to your credit card."), std::string::npos)
      << mails[0].text;
  EXPECT_NE(mails[0].text.find("$64.98"), std::string::npos);  // what is kept after the first refund
  auto text = pdf_text(mails[0].attachments.at(0).content);
  EXPECT_LT(text.find("NOTE DE CRÉDIT"), text.find("CREDIT NOTE"));  // the French original first
}

TEST_P(CardRefunds, AStripeRefusalAnswers502RecordsTheRefundFailedAndLeavesTheBookingPaid) {
  const long long id = paid_booking();
  stripe_.refund_outcome(RefundOutcome::refused);
  auto refused = refund(id, {{"note", "Annulation"}, {"reason", "cancellation"}});
  ASSERT_EQ(refused.status, 502) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "payment-provider-error");
  EXPECT_EQ(refused.json()["error"]["message"], "Charge ch_fake has been disputed; it cannot be refunded.");
  auto state = booking(id);
  EXPECT_EQ(state["paymentStatus"], "paid");
  ASSERT_EQ(state["refunds"].size(), 1u);
  EXPECT_EQ(state["refunds"][0]["status"], "failed");
  EXPECT_EQ(state["refunds"][0]["failureMessage"],
            "Charge ch_fake has been disputed; it cannot be refunded.");
  EXPECT_EQ(state["refunds"][0]["creditNoteNumber"], nullptr);
  EXPECT_FALSE(state["refunds"][0]["completedAt"].is_null());
  EXPECT_EQ(state["documents"].size(), 1u);  // the receipt only
  EXPECT_TRUE(refund_mails().empty());

  // A failed refund takes nothing from what is refundable: the office tries again.
  stripe_.refund_outcome(RefundOutcome::succeeded);
  auto retried = refund(id, {{"note", "Annulation, second essai"}, {"reason", "cancellation"}});
  ASSERT_EQ(retried.status, 201) << retried.body;
  EXPECT_EQ(retried.json()["booking"]["paymentStatus"], "refunded");
  EXPECT_EQ(retried.json()["booking"]["refunds"][1]["status"], "succeeded");
  auto calls = stripe_.calls_to("/v1/refunds");
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_NE(calls[0].idempotency_key, calls[1].idempotency_key);
  EXPECT_EQ(refund_mails().size(), 1u);
}

TEST_P(CardRefunds, ARefundStripeFailsRightAwayIsRecordedFailed) {
  const long long id = paid_booking();
  stripe_.refund_outcome(RefundOutcome::failed);
  auto failed = refund(id, {{"note", "Carte fermée?"}});
  ASSERT_EQ(failed.status, 502) << failed.body;
  EXPECT_EQ(failed.json()["error"]["code"], "payment-provider-error");
  auto state = booking(id);
  EXPECT_EQ(state["paymentStatus"], "paid");
  EXPECT_EQ(state["refunds"][0]["status"], "failed");
  EXPECT_EQ(state["refunds"][0]["failureMessage"], "expired_or_canceled_card");
  EXPECT_EQ(state["documents"].size(), 1u);
}

TEST_P(CardRefunds, ALostAnswerLeavesTheRefundPendingUntilItIsAskedAgainWithTheSameKey) {
  const long long id = paid_booking();
  stripe_.refund_outcome(RefundOutcome::answer_lost);  // Stripe makes the refund; its answer never arrives
  auto lost = refund(id, {{"note", "Garantie"}});
  ASSERT_EQ(lost.status, 502) << lost.body;
  EXPECT_EQ(lost.json()["error"]["code"], "payment-provider-error");
  EXPECT_EQ(booking(id)["refunds"][0]["status"], "pending");
  // Pending counts against what is left: asking again from the admin's page cannot refund twice.
  EXPECT_EQ(refund(id, {{"note", "Garantie"}}).status, 409);

  auto context = this->context();
  secours::checkout::RefundService service(context);
  EXPECT_EQ(service.resend_unanswered(), 0u);  // the call may still be running
  server_->clock().advance(secours::checkout::refund_unanswered_after + 1);
  stripe_.refund_outcome(RefundOutcome::succeeded);
  EXPECT_EQ(service.resend_unanswered(), 1u);
  EXPECT_EQ(service.resend_unanswered(), 0u);

  auto calls = stripe_.calls_to("/v1/refunds");
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[1].idempotency_key, calls[0].idempotency_key);
  EXPECT_EQ(stripe_.refunds().size(), 1u);  // Stripe answered with the refund it had made
  auto state = booking(id);
  EXPECT_EQ(state["paymentStatus"], "refunded");
  EXPECT_EQ(state["refunds"][0]["status"], "succeeded");
  EXPECT_EQ(state["documents"].size(), 2u);
  EXPECT_EQ(refund_mails().size(), 1u);
}

TEST_P(CardRefunds, ARefundStripeNeverAnswersWithinADayIsFailedAndFlaggedForTheOffice) {
  const long long id = paid_booking();
  stripe_.refund_outcome(RefundOutcome::answer_lost);
  ASSERT_EQ(refund(id, {{"note", "Garantie"}}).status, 502);
  auto context = this->context();
  server_->clock().advance(secours::checkout::refund_resend_window + 60);
  EXPECT_EQ(secours::checkout::RefundService(context).resend_unanswered(), 0u);
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").size(), 1u);  // the key may have expired at Stripe: not reused
  admin_ = sign_in_admin(*server_, "office@secours.example");
  auto state = booking(id);
  EXPECT_EQ(state["refunds"][0]["status"], "failed");
  EXPECT_TRUE(state["refundNeeded"].get<bool>());
  EXPECT_EQ(state["paymentStatus"], "paid");
}

TEST_P(CardRefunds, ACustomerCancellationRefundsACardPaymentInFullAutomatically) {
  const long long id = paid_booking();
  auto context = this->context();
  secours::checkout::RefundService service(context);
  auto read = [&](long long booking_id) {
    auto sql = secours::db::connection(server_->database());
    return *secours::bookings::booking_rows::find(*sql, booking_id);
  };
  auto refund = service.refund_for_customer_cancellation(read(id));
  ASSERT_TRUE(refund);
  EXPECT_EQ(refund->status, secours::payments::RefundStatus::succeeded);
  EXPECT_EQ(refund->amount_cents, 11498);
  EXPECT_EQ(refund->method, secours::payments::PaymentMethod::card);
  EXPECT_EQ(refund->reason, "cancellation");
  EXPECT_EQ(refund->actor_user_id, 0);
  EXPECT_EQ(refund->credit_note_number, "NC-" + year() + "-000001");
  EXPECT_EQ(read(id).payment_state(), "refunded");
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").size(), 1u);
  EXPECT_EQ(refund_mails().size(), 1u);
  EXPECT_FALSE(service.refund_for_customer_cancellation(read(id)));  // nothing left to refund

  // Stripe refuses: the refund is failed and the office alerted; the cancellation is not undone.
  const long long refused_id = paid_booking("marc@example.com");
  stripe_.refund_outcome(RefundOutcome::refused);
  auto refused = service.refund_for_customer_cancellation(read(refused_id));
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, secours::payments::RefundStatus::failed);
  EXPECT_TRUE(read(refused_id).refund_needed);
  EXPECT_EQ(read(refused_id).payment_state(), "paid");
}

TEST_P(CardRefunds, ACustomerCancellationRefundsNoInteracOrCashPaymentAndNoUnpaidBooking) {
  auto context = this->context();
  secours::checkout::RefundService service(context);
  auto read = [&](long long booking_id) {
    auto sql = secours::db::connection(server_->database());
    return *secours::bookings::booking_rows::find(*sql, booking_id);
  };
  int n = 0;
  for (const std::string method : {"interac", "cash"}) {
    auto created = post_booking(*server_, booking_request(course_, session_, method,
                                                          "client" + std::to_string(++n) + "@example.com"));
    ASSERT_EQ(created.status, 201) << created.body;
    const long long id = created.json()["booking"]["id"];
    ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id),
                   {{"paymentReceived", true}}, admin_)
                  .status,
              200);
    EXPECT_FALSE(service.refund_for_customer_cancellation(read(id))) << method;  // the office refunds by hand
    EXPECT_TRUE(read(id).refunds.empty()) << method;
    EXPECT_EQ(read(id).payment_state(), "paid") << method;
  }
  auto unpaid = post_booking(*server_, booking_request(course_, session_, "card", "unpaid@example.com"));
  EXPECT_FALSE(service.refund_for_customer_cancellation(read(unpaid.json()["booking"]["id"])));
  EXPECT_TRUE(stripe_.calls_to("/v1/refunds").empty());
}

SECOURS_ON_BOTH_ENGINES(CardRefunds);
