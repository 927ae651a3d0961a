// Interac and cash refunds, made by hand at the office and recorded with a note; the rules every refund
// shares (validation, access, what can be refunded).
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/pdf_text.h"
#include "support/refund_fixture.h"

using namespace secours::testing;
using nlohmann::json;

// Card payments are on (RefundTest), so that these tests see that these refunds never call Stripe.
class ManualRefunds : public RefundTest {
 protected:
  json book(const std::string& method, const std::string& email = "julie@example.com",
            const std::string& language = "fr", const std::string& cookie = "") {
    auto created =
        post_booking(*server_, booking_request(course_, session_, method, email, language), cookie);
    EXPECT_EQ(created.status, 201) << created.body;
    return created.json();
  }
  long long paid(const std::string& method, const std::string& email = "julie@example.com",
                 const std::string& language = "fr") {
    const long long id = book(method, email, language)["booking"]["id"];
    pay(id);
    return id;
  }
  void pay(long long id) {
    auto result = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id),
                       {{"paymentReceived", true}}, admin_);
    EXPECT_EQ(result.status, 200) << result.body;
  }
};

TEST_P(ManualRefunds, AnInteracRefundByHandIsRecordedWithItsNoteCreditNotedAndMailedWithoutStripe) {
  const long long id = paid("interac", "marc@example.com", "en");
  auto result = refund(id, {{"amountCents", 5000}, {"note", "Virement Interac envoyé le 3 mars"}});
  ASSERT_EQ(result.status, 201) << result.body;
  auto booking = result.json()["booking"];
  EXPECT_EQ(booking["paymentStatus"], "partly-refunded");
  ASSERT_EQ(booking["refunds"].size(), 1u);
  const auto& done = booking["refunds"][0];
  EXPECT_EQ(done["method"], "interac");
  EXPECT_EQ(done["status"], "succeeded");
  EXPECT_EQ(done["reason"], "other");
  EXPECT_EQ(done["note"], "Virement Interac envoyé le 3 mars");
  EXPECT_FALSE(done["completedAt"].is_null());
  ASSERT_EQ(booking["documents"].size(), 2u);
  EXPECT_EQ(done["creditNoteNumber"], booking["documents"][1]["number"]);
  EXPECT_EQ(booking["documents"][1]["totalCents"], -5000);
  EXPECT_TRUE(stripe_.calls().empty());

  auto mails = outbox(server_->database());
  const auto& mail = mails.back();
  EXPECT_EQ(mail.recipient, "marc@example.com");
  EXPECT_EQ(mail.subject, "Refund — booking " + booking["reference"].get<std::string>());
  EXPECT_NE(mail.text.find("We have refunded you $50.00 by Interac e-Transfer."), std::string::npos)
      << mail.text;
  ASSERT_EQ(mail.attachments.size(), 1u);
  auto text = pdf_text(mail.attachments[0].content);
  const std::string receipt = booking["documents"][0]["number"];
  // The French original, then the English copy; the amounts negative, split like the receipt.
  for (const std::string& line : std::vector<std::string>{
           "NOTE DE CRÉDIT", "Reçu " + receipt, "Sous-total -43,49 $", "TPS (5 %) -2,17 $",
           "TVQ (9,975 %) -4,34 $", "Total -50,00 $", "Remboursé par virement Interac", "CREDIT NOTE",
           "Receipt " + receipt, "Total -$50.00"}) {
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
  }
  EXPECT_LT(text.find("NOTE DE CRÉDIT"), text.find("CREDIT NOTE"));
}

TEST_P(ManualRefunds, ACashRefundOfEverythingLeftMakesTheBookingRefunded) {
  const long long id = paid("cash");
  auto result = refund(id, {{"note", "Remis en main propre au bureau"}, {"reason", "cancellation"}});
  ASSERT_EQ(result.status, 201) << result.body;
  EXPECT_EQ(result.json()["booking"]["paymentStatus"], "refunded");
  EXPECT_EQ(result.json()["booking"]["refunds"][0]["amountCents"], 11498);
  EXPECT_EQ(result.json()["booking"]["refunds"][0]["method"], "cash");
  auto again = refund(id, {{"amountCents", 1}, {"note", "Encore"}});
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "refund-exceeds-payment");
  EXPECT_TRUE(stripe_.calls().empty());
}

TEST_P(ManualRefunds, AFullRefundClearsTheRefundNeededFlagAndAPartialOneDoesNot) {
  const long long id = paid("interac");
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE bookings SET refund_needed = 1 WHERE id = :id", soci::use(id);
  }
  auto part = refund(id, {{"amountCents", 1000}, {"note", "Une partie"}});
  ASSERT_EQ(part.status, 201) << part.body;
  EXPECT_TRUE(part.json()["booking"]["refundNeeded"].get<bool>());
  auto rest = refund(id, {{"note", "Le reste"}, {"reason", "no-seat"}});
  ASSERT_EQ(rest.status, 201) << rest.body;
  EXPECT_FALSE(rest.json()["booking"]["refundNeeded"].get<bool>());
  EXPECT_EQ(rest.json()["booking"]["paymentStatus"], "refunded");
}

TEST_P(ManualRefunds, RefusesUnpaidBookingsUnknownOnesAndInvalidInput) {
  const long long unpaid = book("interac")["booking"]["id"];
  auto refused = refund(unpaid, {{"note", "Rien à rembourser"}});
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "booking-not-refundable");
  EXPECT_EQ(refund(999999, {{"note", "Personne"}}).status, 404);

  const long long id = paid("cash");
  const std::pair<json, std::string> invalid[] = {{json::object(), "note"},
                                                  {{{"note", "   "}}, "note"},
                                                  {{{"note", std::string(501, 'a')}}, "note"},
                                                  {{{"note", "Ok"}, {"amountCents", 0}}, "amountCents"},
                                                  {{{"note", "Ok"}, {"amountCents", -5}}, "amountCents"},
                                                  {{{"note", "Ok"}, {"amountCents", "5000"}}, "amountCents"},
                                                  {{{"note", "Ok"}, {"amountCents", 50.5}}, "amountCents"},
                                                  {{{"note", "Ok"}, {"reason", "boredom"}}, "reason"}};
  for (const auto& [body, field] : invalid) {
    auto result = refund(id, body);
    EXPECT_EQ(result.status, 400) << body.dump();
    EXPECT_TRUE(result.json()["error"]["fields"].contains(field)) << body.dump() << " " << result.body;
  }
  EXPECT_TRUE(booking(id)["refunds"].empty());
  EXPECT_EQ(booking(id)["paymentStatus"], "paid");
}

TEST_P(ManualRefunds, OnlyAdminsRefundAndCustomersSeeTheirRefunds) {
  auto student = sign_up(*server_, "student@example.com");
  auto created = book("interac", "student@example.com", "fr", student);
  const long long id = created["booking"]["id"];
  pay(id);
  const json body{{"note", "Remboursé"}};
  auto as_student = refund_as(id, body, student);
  EXPECT_EQ(as_student.status, 403);
  EXPECT_EQ(as_student.json()["error"]["code"], "forbidden");
  auto anonymous = refund_as(id, body, "");
  EXPECT_EQ(anonymous.status, 401);
  EXPECT_EQ(anonymous.json()["error"]["code"], "unauthenticated");

  ASSERT_EQ(refund(id, body).status, 201);
  // The customer's dashboard and the booking's page read what was refunded and when.
  auto mine = call(*server_, "GET", "/api/me/bookings", nullptr, student).json()["bookings"];
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["paymentStatus"], "refunded");
  ASSERT_EQ(mine[0]["refunds"].size(), 1u);
  EXPECT_EQ(mine[0]["refunds"][0]["amountCents"], 11498);
  EXPECT_FALSE(mine[0]["refunds"][0]["completedAt"].is_null());
  auto page = server_->get("/api/bookings/" + std::to_string(id) +
                           "?token=" + created["accessToken"].get<std::string>());
  EXPECT_EQ(page.json()["booking"]["refunds"], mine[0]["refunds"]);
}

SECOURS_ON_BOTH_ENGINES(ManualRefunds);
