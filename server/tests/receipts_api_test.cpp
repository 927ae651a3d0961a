#include <gtest/gtest.h>

#include "common/display_format.h"
#include "common/quebec_time.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/pdf_text.h"

using namespace secours::testing;
using nlohmann::json;

class Receipts : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
      config.company_address = "123, rue Principale, Gatineau (Québec) J8X 1A1";
      config.gst_number = "987654321 RT0002";
      config.qst_number = "1098765432 TQ0003";
    });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
  }
  // A booking of `course` (its session when it has one) by `method`; returns the creation's answer.
  json book(long long course, long long session, const std::string& language = "fr",
            const std::string& cookie = "", const std::string& email = "julie@example.com") {
    auto result =
        post_booking(*server_, booking_request(course, session, "interac", email, language), cookie);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json();
  }
  // The admin records the payment; returns the booking as the answer shows it.
  json pay(const json& created) {
    auto result =
        call(*server_, "PATCH", "/api/admin/bookings/" + id_of(created), {{"paymentReceived", true}}, admin_);
    EXPECT_EQ(result.status, 200) << result.body;
    return result.json()["booking"];
  }
  static std::string id_of(const json& created) {
    return std::to_string(created["booking"]["id"].get<long long>());
  }
  std::string pdf_path(const json& created, long long document_id) {
    return "/api/bookings/" + id_of(created) + "/documents/" + std::to_string(document_id) + ".pdf";
  }
  HttpResult download(const json& created, long long document_id, const std::string& cookie = "",
                      const std::string& token = "") {
    Headers headers;
    if (!cookie.empty()) headers["Cookie"] = cookie;
    return server_->get(pdf_path(created, document_id) + (token.empty() ? "" : "?token=" + token), headers);
  }
  std::string year() const { return std::to_string(secours::montreal_time(server_->clock().now()).year); }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
  std::string admin_;
};

TEST_P(Receipts, RecordingAPaymentIssuesAReceiptListedOnTheBookingAndMailedAsAPdf) {
  auto created = book(course_, session_);
  EXPECT_EQ(created["booking"]["documents"], json::array());
  auto paid = pay(created);
  ASSERT_EQ(paid["documents"].size(), 1u);
  const auto& receipt = paid["documents"][0];
  EXPECT_EQ(receipt["kind"], "receipt");
  EXPECT_EQ(receipt["number"], year() + "-000001");
  EXPECT_EQ(receipt["totalCents"], 11498);
  EXPECT_TRUE(receipt["id"].is_number_integer());
  EXPECT_TRUE(receipt["issuedAt"].get<std::string>().ends_with("Z"));

  auto token = created["accessToken"].get<std::string>();
  EXPECT_EQ(
      server_->get("/api/bookings/" + id_of(created) + "?token=" + token).json()["booking"]["documents"],
      paid["documents"]);
  auto listed = call(*server_, "GET", "/api/admin/bookings", nullptr, admin_).json()["bookings"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["documents"], paid["documents"]);

  std::vector<OutboxMail> payment_mails;
  for (auto& mail : outbox(server_->database())) {
    if (mail.subject.starts_with("Paiement reçu")) payment_mails.push_back(mail);
  }
  ASSERT_EQ(payment_mails.size(), 1u);
  const auto& mail = payment_mails[0];
  EXPECT_NE(mail.text.find("Votre reçu " + year() + "-000001 est joint"), std::string::npos) << mail.text;
  ASSERT_EQ(mail.attachments.size(), 1u);
  EXPECT_EQ(mail.attachments[0].filename, "recu-" + year() + "-000001.pdf");
  EXPECT_EQ(mail.attachments[0].content_type, "application/pdf");
  EXPECT_EQ(mail.attachments[0].content, download(created, receipt["id"], admin_).body);
}

TEST_P(Receipts, TheReceiptPdfCarriesWhatRevenuQuebecAsksInFrench) {
  auto created = book(course_, session_);
  auto receipt = pay(created)["documents"][0];
  auto result = download(created, receipt["id"], "", created["accessToken"]);
  ASSERT_EQ(result.status, 200);
  auto text = pdf_text(result.body);
  const std::vector<std::string> expected_lines{
      "REÇU",
      year() + "-000001",
      "Formations Secours Outaouais",
      "123, rue Principale, Gatineau (Québec) J8X 1A1",
      "TPS : 987654321 RT0002",
      "TVQ : 1098765432 TQ0003",
      "Julie Bérubé",
      "Secourisme rcr",
      "123, rue Principale, Gatineau",
      created["booking"]["reference"].get<std::string>(),
      "Sous-total",
      "100,00 $",
      "TPS (5 %)",
      "5,00 $",
      "TVQ (9,975 %)",
      "9,98 $",
      "Total",
      "114,98 $",
      "PAYÉ",
      "Payé par virement Interac le " +
          plain_spaces(secours::format_day(secours::quebec_date(server_->clock().now()), "fr"))};
  for (const auto& expected : expected_lines) {
    EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
  }
  EXPECT_EQ(text.find("RECEIPT"), std::string::npos);  // a French booking: no English copy
}

TEST_P(Receipts, AnEnglishBookingsReceiptHasTheFrenchOriginalFirstThenAnEnglishCopy) {
  auto created = book(course_, session_, "en");
  auto receipt = pay(created)["documents"][0];
  auto text = pdf_text(download(created, receipt["id"], admin_).body);
  auto french = text.find("REÇU"), english = text.find("RECEIPT");
  ASSERT_NE(french, std::string::npos) << text;
  ASSERT_NE(english, std::string::npos) << text;
  EXPECT_LT(french, english);
  EXPECT_LT(text.find("114,98 $"), english);
  EXPECT_GT(text.find("$114.98"), english);
  EXPECT_GT(text.find("First aid rcr"), english);
  EXPECT_GT(text.find("GST: 987654321 RT0002"), english);
  EXPECT_NE(text.find("the French original prevails"), std::string::npos);
}

TEST_P(Receipts, PrintsTheTaxLinesOfTheReferenceTable) {
  struct Row {
    long long price;
    long long total_cents;
    std::string subtotal, gst, qst, total;
  };
  // 0.01 pays no tax (both round to zero); 99,999.99 pays 5,000.00 and 9,975.00.
  const Row rows[] = {{10000, 11498, "100,00 $", "5,00 $", "9,98 $", "114,98 $"},
                      {15000, 17246, "150,00 $", "7,50 $", "14,96 $", "172,46 $"},
                      {1, 1, "0,01 $", "0,00 $", "0,00 $", "0,01 $"},
                      {9999999, 11497499, "99 999,99 $", "5 000,00 $", "9 975,00 $", "114 974,99 $"}};
  int n = 0;
  for (const auto& row : rows) {
    auto course = insert_course(*server_, "prix-" + std::to_string(++n), row.price);
    auto created = book(course, insert_session(*server_, course, 5), "fr", "",
                        "client" + std::to_string(n) + "@example.com");
    auto receipt = pay(created)["documents"][0];
    EXPECT_EQ(receipt["totalCents"], row.total_cents);
    auto text = pdf_text(download(created, receipt["id"], admin_).body);
    for (const auto& line : {"Sous-total " + row.subtotal, "TPS (5 %) " + row.gst, "TVQ (9,975 %) " + row.qst,
                             "Total " + row.total}) {
      EXPECT_NE(text.find("\n" + line + "\n"), std::string::npos) << line << "\n" << text;
    }
  }
}

TEST_P(Receipts, OnlyWhoMayReadTheBookingDownloadsItsDocuments) {
  auto student = sign_up(*server_, "student@example.com");
  auto created = book(course_, session_, "fr", student, "student@example.com");
  auto receipt_id = pay(created)["documents"][0]["id"].get<long long>();
  auto token = created["accessToken"].get<std::string>();

  auto owner = download(created, receipt_id, student);
  ASSERT_EQ(owner.status, 200) << owner.body;
  EXPECT_EQ(owner.header("content-type"), "application/pdf");
  EXPECT_EQ(owner.header("content-disposition"), "attachment; filename=\"recu-" + year() + "-000001.pdf\"");
  EXPECT_EQ(owner.body.substr(0, 5), "%PDF-");
  EXPECT_EQ(download(created, receipt_id, "", token).status, 200);
  EXPECT_EQ(download(created, receipt_id, admin_).status, 200);

  auto other = sign_up(*server_, "other@example.com");
  for (const auto& refused : {download(created, receipt_id, other), download(created, receipt_id),
                              download(created, receipt_id, "", token + "x")}) {
    EXPECT_EQ(refused.status, 404);
    EXPECT_EQ(refused.json()["error"]["code"], "not-found");
  }
  // A document of another booking, or none, answers like a booking one may not read.
  auto another = book(course_, session_, "fr", "", "marc@example.com");
  auto another_receipt = pay(another)["documents"][0]["id"].get<long long>();
  EXPECT_EQ(download(created, another_receipt, "", token).status, 404);
  EXPECT_EQ(download(created, another_receipt, admin_).status, 404);
  EXPECT_EQ(download(created, 999999, admin_).status, 404);
}

TEST_P(Receipts, AnAdminMailsADocumentAgainWithItsPdf) {
  auto created = book(course_, session_, "en");
  auto receipt = pay(created)["documents"][0];
  const std::string path = "/api/admin/bookings/" + id_of(created) + "/documents/" +
                           std::to_string(receipt["id"].get<long long>()) + "/resend";
  auto before = outbox(server_->database()).size();
  auto sent = call(*server_, "POST", path, json::object(), admin_);
  ASSERT_EQ(sent.status, 202) << sent.body;
  EXPECT_EQ(sent.json()["status"], "accepted");
  auto mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), before + 1);
  const auto& mail = mails.back();
  EXPECT_EQ(mail.recipient, "julie@example.com");
  EXPECT_EQ(mail.subject, "Your receipt " + receipt["number"].get<std::string>() + " — booking " +
                              created["booking"]["reference"].get<std::string>());
  ASSERT_EQ(mail.attachments.size(), 1u);
  EXPECT_EQ(mail.attachments[0].content_type, "application/pdf");
  EXPECT_EQ(mail.attachments[0].filename, "recu-" + receipt["number"].get<std::string>() + ".pdf");
  auto text = pdf_text(mail.attachments[0].content);
  EXPECT_LT(text.find("REÇU"), text.find("RECEIPT"));

  auto student = sign_up(*server_, "student@example.com");
  EXPECT_EQ(call(*server_, "POST", path, json::object(), student).status, 403);
  EXPECT_EQ(call(*server_, "POST", path, json::object()).status, 401);
  auto other = book(course_, session_, "fr", "", "marc@example.com");
  EXPECT_EQ(call(*server_, "POST",
                 "/api/admin/bookings/" + id_of(other) + "/documents/" +
                     std::to_string(receipt["id"].get<long long>()) + "/resend",
                 json::object(), admin_)
                .status,
            404);
  std::size_t resent = 0;
  for (const auto& queued : outbox(server_->database())) resent += queued.subject.starts_with("Your receipt");
  EXPECT_EQ(resent, 1u);  // the refused requests queued nothing
}

TEST_P(Receipts, TheFirstPaymentOfTheNewYearGetsItsFirstNumber) {
  auto set_clock = [&](const std::string& iso) {
    server_->clock().advance(*secours::parse_iso8601(iso) - server_->clock().now());
  };
  set_clock("2026-12-31T23:58:00-05:00");
  admin_ = sign_in_admin(*server_, "office@secours.example");  // the first admin's session has lapsed
  auto course = insert_course(*server_, "nouvel-an", 10000);
  auto session = insert_session(*server_, course, 10);
  auto december = book(course, session, "fr", "", "decembre@example.com");
  auto january = book(course, session, "fr", "", "janvier@example.com");
  EXPECT_EQ(pay(december)["documents"][0]["number"], "2026-000001");
  set_clock("2027-01-01T00:00:30-05:00");
  EXPECT_EQ(pay(january)["documents"][0]["number"], "2027-000001");
}

SECOURS_ON_BOTH_ENGINES(Receipts);
