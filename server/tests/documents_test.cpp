#include <gtest/gtest.h>

#include "common/errors.h"
#include "common/quebec_time.h"
#include "db/transaction.h"
#include "documents/document_repository.h"
#include "documents/document_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/pdf_text.h"

using namespace secours::testing;
namespace documents = secours::documents;
using secours::payments::Amounts;
using secours::payments::quebec_taxes;

namespace {

long long at(const std::string& iso) { return *secours::parse_iso8601(iso); }

void expect_amounts(const Amounts& actual, const Amounts& expected, const std::string& what) {
  EXPECT_EQ(actual.subtotal_cents, expected.subtotal_cents) << what;
  EXPECT_EQ(actual.gst_cents, expected.gst_cents) << what;
  EXPECT_EQ(actual.qst_cents, expected.qst_cents) << what;
  EXPECT_EQ(actual.total_cents, expected.total_cents) << what;
}

Amounts minus(const Amounts& a, const Amounts& b) {
  return {a.subtotal_cents - b.subtotal_cents, a.gst_cents - b.gst_cents, a.qst_cents - b.qst_cents,
          a.total_cents - b.total_cents};
}

}  // namespace

TEST(DocumentNumbers, AreTheYearAndSixDigitsWithTheirOwnPrefixForCreditNotes) {
  EXPECT_EQ(documents::document_number(documents::receipt, 2026, 123), "2026-000123");
  EXPECT_EQ(documents::document_number(documents::credit_note, 2026, 12), "NC-2026-000012");
  EXPECT_EQ(documents::document_number(documents::receipt, 2027, 1234567), "2027-1234567");
}

TEST(RefundSplit, AFullRefundMirrorsWhatRemainsExactly) {
  for (long long price : {1LL, 10000LL, 15000LL, 9999999LL}) {
    auto paid = quebec_taxes(price);
    expect_amounts(documents::split_refund(paid, paid.total_cents), paid, std::to_string(price));
  }
}

TEST(RefundSplit, APartialRefundAddsUpExactlyAndNeverTakesMoreThanRemainsOfEachPart) {
  for (long long price : {1LL, 7LL, 99LL, 10000LL, 15000LL, 123457LL, 9999999LL}) {
    auto paid = quebec_taxes(price);
    for (long long refund = 1; refund <= paid.total_cents; refund += 1 + paid.total_cents / 97) {
      auto part = documents::split_refund(paid, refund);
      const std::string what = std::to_string(price) + " / " + std::to_string(refund);
      EXPECT_EQ(part.total_cents, refund) << what;
      EXPECT_EQ(part.subtotal_cents + part.gst_cents + part.qst_cents, refund) << what;
      EXPECT_GE(part.subtotal_cents, 0) << what;
      EXPECT_GE(part.gst_cents, 0) << what;
      EXPECT_GE(part.qst_cents, 0) << what;
      EXPECT_LE(part.subtotal_cents, paid.subtotal_cents) << what;
      EXPECT_LE(part.gst_cents, paid.gst_cents) << what;
      EXPECT_LE(part.qst_cents, paid.qst_cents) << what;
    }
  }
  // 50.00 of 114.98: the taxes in the receipt's proportions, rounded half-up.
  expect_amounts(documents::split_refund(quebec_taxes(10000), 5000), {4349, 217, 434, 5000}, "50.00");
  EXPECT_THROW(documents::split_refund(quebec_taxes(10000), 0), std::invalid_argument);
  EXPECT_THROW(documents::split_refund(quebec_taxes(10000), 11499), std::invalid_argument);
}

TEST(RefundSplit, SuccessiveRefundsEndAtExactlyZeroOnEveryLine) {
  // Rounding could leave a tax cent behind or take one too many; the parts left never go below zero.
  for (long long price : {3LL, 10000LL, 15000LL, 9999999LL}) {
    Amounts remaining = quebec_taxes(price);
    for (long long refund = 1; remaining.total_cents > 0; refund = refund * 3 + 1) {
      auto part = documents::split_refund(remaining, std::min(refund, remaining.total_cents));
      remaining = minus(remaining, part);
      ASSERT_GE(remaining.subtotal_cents, 0);
      ASSERT_GE(remaining.gst_cents, 0);
      ASSERT_GE(remaining.qst_cents, 0);
    }
    expect_amounts(remaining, {0, 0, 0, 0}, std::to_string(price));
  }
}

class Documents : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    auto course = insert_course(*server_, "rcr", 10000);
    auto booked = post_booking(*server_, booking_request(course, insert_session(*server_, course, 10)));
    ASSERT_EQ(booked.status, 201) << booked.body;
    sale_.booking_id = booked.json()["booking"]["id"].get<long long>();
    sale_.booking_reference = booked.json()["booking"]["reference"].get<std::string>();
    sale_.buyer_name = "Julie Bérubé";
    sale_.course_title_fr = "Secourisme rcr";
    sale_.payment_method = secours::payments::PaymentMethod::interac;
    sale_.amounts = quebec_taxes(10000);
  }
  documents::Document receipt_at(long long now) {
    secours::db::Transaction tx(server_->database());
    auto receipt = documents::issue_receipt(tx.sql(), server_->config(), sale_, now);
    tx.commit();
    return receipt;
  }
  documents::Document credit_note(long long receipt_id, long long cents) {
    secours::db::Transaction tx(server_->database());
    auto note =
        documents::issue_credit_note(tx.sql(), server_->config(), receipt_id, cents, server_->clock().now());
    tx.commit();
    return note;
  }

  std::unique_ptr<TestServer> server_;
  documents::Sale sale_;
};

TEST_P(Documents, NumbersReceiptsPerQuebecYearAndStartAgainAtNewYear) {
  EXPECT_EQ(receipt_at(at("2026-12-31T23:59:59-05:00")).number, "2026-000001");
  // 03:00 UTC on January 1st is still December 31st in Montreal.
  EXPECT_EQ(receipt_at(at("2027-01-01T03:00:00Z")).number, "2026-000002");
  EXPECT_EQ(receipt_at(at("2027-01-01T00:00:00-05:00")).number, "2027-000001");
  EXPECT_EQ(receipt_at(at("2027-06-01T12:00:00-04:00")).number, "2027-000002");
  EXPECT_EQ(receipt_at(at("2026-12-31T12:00:00-05:00")).number, "2026-000003");
}

TEST_P(Documents, ARolledBackIssueGivesItsNumberBack) {
  const long long now = at("2026-05-01T12:00:00-04:00");
  {
    secours::db::Transaction tx(server_->database());
    EXPECT_EQ(documents::issue_receipt(tx.sql(), server_->config(), sale_, now).number, "2026-000001");
  }  // rolled back
  auto receipt = receipt_at(now);
  EXPECT_EQ(receipt.number, "2026-000001");
  auto sql = secours::db::connection(server_->database());
  auto stored = documents::document_rows::find(*sql, receipt.id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->number, "2026-000001");
  EXPECT_EQ(stored->seller.gst_number, "123456789 RT0001");
  EXPECT_EQ(stored->seller.qst_number, "1234567890 TQ0001");
  EXPECT_EQ(stored->sale.buyer_name, "Julie Bérubé");
  expect_amounts(stored->sale.amounts, {10000, 500, 998, 11498}, "stored receipt");
}

TEST_P(Documents, CreditNotesReferToTheirReceiptAndNeverRefundMoreThanItsTotal) {
  auto receipt = receipt_at(server_->clock().now());
  const std::string year = std::to_string(secours::montreal_time(server_->clock().now()).year);
  auto first = credit_note(receipt.id, 5000);
  EXPECT_EQ(first.number, "NC-" + year + "-000001");
  EXPECT_EQ(first.kind, documents::credit_note);
  EXPECT_EQ(first.receipt_number, receipt.number);
  expect_amounts(first.sale.amounts, {-4349, -217, -434, -5000}, "first refund");
  auto rest = credit_note(receipt.id, 6498);
  EXPECT_EQ(rest.number, "NC-" + year + "-000002");
  // The two credit notes together mirror the receipt exactly.
  expect_amounts(rest.sale.amounts, {-5651, -283, -564, -6498}, "the rest");
  try {
    credit_note(receipt.id, 1);
    FAIL() << "a refund beyond the receipt's total";
  } catch (const secours::errors::HttpError& error) {
    EXPECT_EQ(error.status(), 409);
    EXPECT_EQ(error.code(), "refund-exceeds-receipt");
  }
  EXPECT_THROW(credit_note(first.id, 1), secours::errors::HttpError);  // a credit note is not a receipt
  EXPECT_THROW(credit_note(receipt.id, 0), std::invalid_argument);
  auto sql = secours::db::connection(server_->database());
  expect_amounts(documents::document_rows::credited(*sql, receipt.id), {-10000, -500, -998, -11498},
                 "credited");
}

TEST_P(Documents, AFullRefundOfEachReferenceAmountMirrorsItsReceiptOnTheCreditNote) {
  struct Row {
    long long price;
    std::vector<std::string> lines;  // as the credit note's PDF prints them
  };
  const Row rows[] = {
      {10000, {"Sous-total -100,00 $", "TPS (5 %) -5,00 $", "TVQ (9,975 %) -9,98 $", "Total -114,98 $"}},
      {15000, {"Sous-total -150,00 $", "TPS (5 %) -7,50 $", "TVQ (9,975 %) -14,96 $", "Total -172,46 $"}},
      {1, {"Sous-total -0,01 $", "TPS (5 %) 0,00 $", "TVQ (9,975 %) 0,00 $", "Total -0,01 $"}},
      {9999999,
       {"Sous-total -99 999,99 $", "TPS (5 %) -5 000,00 $", "TVQ (9,975 %) -9 975,00 $",
        "Total -114 974,99 $"}}};
  for (const auto& row : rows) {
    sale_.amounts = quebec_taxes(row.price);
    auto receipt = receipt_at(server_->clock().now());
    auto note = credit_note(receipt.id, sale_.amounts.total_cents);
    expect_amounts(note.sale.amounts,
                   {-sale_.amounts.subtotal_cents, -sale_.amounts.gst_cents, -sale_.amounts.qst_cents,
                    -sale_.amounts.total_cents},
                   std::to_string(row.price));
    auto file = documents::pdf_file(note);
    EXPECT_EQ(file.filename, "note-de-credit-" + note.number + ".pdf");
    auto text = pdf_text(file.bytes);
    for (const auto& line : row.lines) {
      EXPECT_NE(text.find("\n" + line + "\n"), std::string::npos) << line << "\n" << text;
    }
    EXPECT_NE(text.find("NOTE DE CRÉDIT"), std::string::npos);
    EXPECT_NE(text.find("Reçu " + receipt.number), std::string::npos) << text;
  }
}

SECOURS_ON_BOTH_ENGINES(Documents);
