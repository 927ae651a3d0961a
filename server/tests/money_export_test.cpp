// GET /api/admin/exports/money.csv: the accountant's export of receipts and credit notes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "common/quebec_time.h"
#include "db/bulk_insert.h"
#include "db/statements.h"
#include "db/transaction.h"
#include "documents/document_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

std::vector<std::string> lines_of(const std::string& body) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < body.size()) {
    auto end = body.find("\r\n", start);
    if (end == std::string::npos) end = body.size();
    lines.push_back(body.substr(start, end - start));
    start = end + 2;
  }
  return lines;
}

}  // namespace

class MoneyExport : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
  }
  // A booking paid now; answers its receipt's id.
  long long pay(const std::string& method, const std::string& name, const std::string& language = "fr") {
    auto request = booking_request(course_, session_, method, "buyer@example.com", language);
    request["firstName"] = name;
    request["lastName"] = "Roy";
    auto created = post_booking(*server_, request);
    EXPECT_EQ(created.status, 201) << created.body;
    auto id = created.json()["booking"]["id"].get<long long>();
    last_booking_ = id;
    auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id),
                     {{"paymentReceived", true}}, admin_);
    EXPECT_EQ(paid.status, 200) << paid.body;
    return paid.json()["booking"]["documents"].at(0)["id"].get<long long>();
  }
  HttpResult fetch(const std::string& query, const std::string& cookie) {
    return call(*server_, "GET", "/api/admin/exports/money.csv" + query, nullptr, cookie);
  }
  std::string today() { return secours::quebec_date(server_->clock().now()); }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0, last_booking_ = 0;
  std::string admin_;
};

TEST_P(MoneyExport, OneRowPerReceiptAndCreditNoteInAFrenchSpreadsheetsDialect) {
  auto receipt = pay("interac", "Tremblay");
  pay("cash", "=HYPERLINK(\"x\");");
  {
    secours::db::Transaction tx(server_->database());
    secours::documents::issue_credit_note(tx.sql(), server_->config(), receipt, 5749, server_->clock().now());
    tx.commit();
  }
  auto result = fetch("?from=" + today() + "&to=" + today() + "&lang=fr", admin_);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(result.header("content-type"), "text/csv; charset=utf-8");
  EXPECT_NE(result.header("content-disposition").find("mouvements-" + today()), std::string::npos);
  ASSERT_EQ(result.body.rfind("\xEF\xBB\xBF", 0), 0u) << "UTF-8 byte order mark first";
  auto lines = lines_of(result.body.substr(3));
  ASSERT_EQ(lines.size(), 4u) << result.body;
  EXPECT_EQ(lines[0],
            "Date;Numéro;Type;Reçu d’origine;Réservation;Client;Formation;Mode de paiement;Code promo;Rabais;"
            "Sous-total;TPS;TVQ;"
            "Total");
  const int year = secours::montreal_time(server_->clock().now()).year;
  const std::string first = std::to_string(year) + "-000001";
  EXPECT_EQ(lines[1].substr(0, lines[1].find(';', 11)), today() + ";" + first);
  EXPECT_NE(lines[1].find(";Reçu;;SEC-"), std::string::npos) << lines[1];
  EXPECT_NE(lines[1].find(";Secourisme rcr;Virement Interac;;;100,00;5,00;9,98;114,98"), std::string::npos)
      << lines[1];
  // A name that a spreadsheet would run as a formula stays text, quoted around its ';'.
  EXPECT_NE(lines[2].find(";\"'=HYPERLINK(\"\"x\"\"); Roy\";"), std::string::npos) << lines[2];
  EXPECT_NE(lines[3].find(";NC-" + std::to_string(year) + "-000001;Note de crédit;" + first + ";"),
            std::string::npos)
      << lines[3];
  EXPECT_NE(lines[3].find(";-50,00;-2,50;-4,99;-57,49"), std::string::npos) << lines[3];
}

TEST_P(MoneyExport, EnglishUsesCommasAndDecimalPoints) {
  pay("cash", "Smith", "en");
  auto result = fetch("?from=" + today() + "&to=" + today() + "&lang=en", admin_);
  ASSERT_EQ(result.status, 200) << result.body;
  auto lines = lines_of(result.body.substr(3));
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].substr(0, 26), "Date,Number,Type,Original ");
  EXPECT_NE(lines[1].find(",First aid rcr,Cash,,,100.00,5.00,9.98,114.98"), std::string::npos) << lines[1];
  EXPECT_NE(result.header("content-disposition").find("money-"), std::string::npos);
}

TEST_P(MoneyExport, TheRangeIsInQuebecDatesAndTotalsMatchTheOverview) {
  pay("interac", "Avant");
  const std::string first_day = today();
  server_->clock().advance(3 * 86400);
  admin_ = sign_in_admin(*server_);  // the first sign-in has lapsed
  pay("cash", "Apres");
  pay("interac", "Apres2");

  using Rows = std::pair<std::size_t, long long>;
  auto total_of = [&](const std::string& from, const std::string& to) {
    auto lines = lines_of(fetch("?from=" + from + "&to=" + to, admin_).body.substr(3));
    long long cents = 0;
    for (std::size_t i = 1; i < lines.size(); ++i) {
      auto total = lines[i].substr(lines[i].rfind(';') + 1);
      total.erase(total.find(','), 1);
      cents += std::stoll(total);
    }
    return Rows{lines.size() - 1, cents};
  };
  EXPECT_EQ(total_of(first_day, first_day), (Rows{1, 11498}));
  EXPECT_EQ(total_of(secours::add_days(first_day, 1), today()), (Rows{2, 22996}));
  // A refund by hand of part of the last payment: its credit note is a negative row, and the
  // overview's revenue is net of it.
  auto refunded = call(*server_, "POST", "/api/admin/bookings/" + std::to_string(last_booking_) + "/refunds",
                       {{"amountCents", 5749}, {"note", "Garantie de 30 jours"}}, admin_);
  ASSERT_EQ(refunded.status, 201) << refunded.body;
  auto all = total_of(first_day, today());
  EXPECT_EQ(all.first, 4u);
  EXPECT_EQ(all.second, 3 * 11498 - 5749);
  auto overview = call(*server_, "GET", "/api/admin/overview", nullptr, admin_).json();
  EXPECT_EQ(all.second, overview["revenueCents"].get<long long>());
}

TEST_P(MoneyExport, RefusesBadRangesAndNonAdmins) {
  auto missing = fetch("", admin_);
  EXPECT_EQ(missing.status, 400);
  EXPECT_EQ(missing.json()["error"]["fields"]["from"], "required");
  EXPECT_EQ(missing.json()["error"]["fields"]["to"], "required");
  EXPECT_EQ(fetch("?from=2026-13-01&to=2026-12-01", admin_).json()["error"]["fields"]["from"],
            "invalid-date");
  EXPECT_EQ(fetch("?from=2026-12-02&to=2026-12-01", admin_).json()["error"]["fields"]["to"], "before-start");
  EXPECT_EQ(fetch("?from=2000-01-01&to=2026-12-01", admin_).json()["error"]["fields"]["to"],
            "range-too-long");
  auto german = fetch("?from=2026-01-01&to=2026-12-01&lang=de", admin_);
  EXPECT_EQ(german.status, 400);
  EXPECT_EQ(german.json()["error"]["fields"]["lang"], "invalid-choice");
  auto student = sign_up(*server_, "student@example.com");
  EXPECT_EQ(fetch("?from=2026-01-01&to=2026-12-01", student).status, 403);
  EXPECT_EQ(fetch("?from=2026-01-01&to=2026-12-01", "").status, 401);
}

// More documents than one page of the export (1,000), in order, each once; the file it was written to
// is gone once sent, and a spool folder the server cannot write gives a 503 and no half file.
TEST_P(MoneyExport, ALongHistoryComesWholeInPagesAndLeavesNoFileBehind) {
  {
    soci::session sql(server_->database().pool());
    secours::db::BulkInsert insert(
        sql,
        "INSERT INTO booking_documents (booking_id, kind, number, issued_at, language, seller_name, "
        "seller_address, seller_phone, seller_email, gst_number, qst_number, buyer_name, booking_reference, "
        "course_title_fr, course_title_en, session_starts_at, session_ends_at, session_location, "
        "payment_method, "
        "subtotal_cents, gst_cents, qst_cents, total_cents) VALUES");
    pay("cash", "Zoé");
    const long long booking_id = secours::db::select_integers(sql, "SELECT MIN(id) FROM bookings").at(0);
    const long long at = server_->clock().now() - 3600;
    for (int i = 0; i < 2500; ++i) {
      insert.row(booking_id, "receipt", "2026-9" + std::to_string(10000 + i), at + i % 7, "fr", "S", "", "",
                 "", "", "", "Zoé", "SEC-X", "T", "T", 0, 0, "L", "cash", 100, 5, 10, 115);
    }
  }
  const auto day = today();
  auto answer = fetch("?from=" + secours::add_days(day, -1) + "&to=" + day + "&lang=en", admin_);
  ASSERT_EQ(answer.status, 200);
  std::set<std::string> numbers;
  std::istringstream lines(answer.body);
  std::string line;
  int rows = 0;
  while (std::getline(lines, line)) {
    const auto comma = line.find(',', 0), second = line.find(',', comma + 1);
    if (rows++ == 0) continue;
    EXPECT_TRUE(numbers.insert(line.substr(comma + 1, second - comma - 1)).second) << line;
  }
  EXPECT_EQ(numbers.size(), 2501u);  // 2,500 and the cash payment's receipt
  const auto spool = std::filesystem::path(server_->config().data_dir) / "spool";
  EXPECT_TRUE(!std::filesystem::exists(spool) || std::filesystem::is_empty(spool));

  std::filesystem::remove_all(spool);
  std::ofstream(spool.string()) << "a file where the folder should be";
  auto refused = fetch("?from=" + day + "&to=" + day, admin_);
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(refused.json()["error"]["code"], "storage-unavailable");
  std::filesystem::remove(spool);
}

SECOURS_ON_BOTH_ENGINES(MoneyExport);
