// The office's Interac reconciliation from a bank's CSV export (issue 25, decision 037).
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "common/base64.h"
#include "common/pdf.h"
#include "common/text_encoding.h"
#include "db/statements.h"
#include "payments/bank_statement.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;
using secours::payments::BankFileError;
using secours::payments::read_bank_statement;

namespace {

std::string sample(const std::string& name) {
  std::ifstream in(std::filesystem::path(SECOURS_BANK_FILES_DIR) / name, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

// Each bank's export: its credits, dated and in cents, with the memo where the payer wrote the code.
TEST(BankStatement, ReadsTheCreditsOfEachBanksExport) {
  for (const auto& [file, bank] : {std::pair<std::string, std::string>{"desjardins.csv", "desjardins"},
                                   {"rbc.csv", "rbc"},
                                   {"td.csv", "td"},
                                   {"bmo.csv", "bmo"},
                                   {"national-bank.csv", "national-bank"},
                                   {"tangerine.csv", "tangerine"}}) {
    auto statement = read_bank_statement(sample(file));
    EXPECT_EQ(statement.bank, bank) << file;
    ASSERT_FALSE(statement.credits.empty()) << file;
    const auto& first = statement.credits.front();
    EXPECT_EQ(first.date, "2026-11-18") << file;
    EXPECT_EQ(first.amount_cents, 14372) << file;
    for (const auto& credit : statement.credits) EXPECT_GT(credit.amount_cents, 0) << file;  // debits skipped
    if (bank != "td") {
      EXPECT_EQ(secours::payments::interac_code_in(first.memo), 1234567) << file << ": " << first.memo;
    }
  }
  auto desjardins = read_bank_statement(sample("desjardins.csv"));
  ASSERT_EQ(desjardins.credits.size(), 2u);
  EXPECT_EQ(desjardins.credits[1].amount_cents, 125000);  // "1 250,00"
  EXPECT_EQ(desjardins.credits[1].line, 3);
  auto td = read_bank_statement(sample("td.csv"));
  ASSERT_EQ(td.credits.size(), 2u);
  EXPECT_EQ(secours::payments::interac_code_in(td.credits[1].memo), 7654321);
}

// Issue 42: the banks export UTF-8, UTF-8 with its byte-order mark, or Windows-1252 (what a caisse's
// file and a spreadsheet saved on Windows are): each sample reads the same in all three, accents included.
TEST(BankStatement, ReadsEachSampleInEveryEncodingTheBanksWrite) {
  auto same = [](const secours::payments::BankStatement& a, const secours::payments::BankStatement& b) {
    if (a.bank != b.bank || a.credits.size() != b.credits.size()) return false;
    for (std::size_t i = 0; i < a.credits.size(); ++i) {
      const auto &x = a.credits[i], &y = b.credits[i];
      if (x.line != y.line || x.date != y.date || x.amount_cents != y.amount_cents || x.memo != y.memo)
        return false;
    }
    return true;
  };
  for (const auto* file :
       {"desjardins.csv", "rbc.csv", "td.csv", "bmo.csv", "national-bank.csv", "tangerine.csv"}) {
    const auto utf8 = sample(file);
    const auto read = read_bank_statement(utf8);
    EXPECT_TRUE(same(read, read_bank_statement("\xEF\xBB\xBF" + utf8))) << file << " with a byte-order mark";
    EXPECT_TRUE(same(read, read_bank_statement(secours::pdf::to_cp1252(utf8)))) << file << " in Windows-1252";
  }
  const auto latin = read_bank_statement(secours::pdf::to_cp1252(sample("desjardins.csv")));
  EXPECT_EQ(latin.credits[0].memo, "Virement Interac reçu - Julie Bérubé 1234567");
  EXPECT_EQ(latin.credits[1].memo, "Virement Interac reçu - Marc Côté");
  // National Bank's header has accents (« Catégorie;Débit;Crédit »): recognized in Windows-1252 too.
  EXPECT_EQ(read_bank_statement(secours::pdf::to_cp1252(sample("national-bank.csv"))).bank, "national-bank");
  // Bytes that are neither UTF-8 nor text a bank writes are still read as Windows-1252, never cut.
  EXPECT_EQ(secours::text_encoding::as_utf8("re\xE7u \x80 \x9C"), "reçu € œ");
  EXPECT_FALSE(secours::text_encoding::is_utf8("\xC0\xAF"));      // overlong '/'
  EXPECT_FALSE(secours::text_encoding::is_utf8("\xED\xA0\x80"));  // a surrogate
  EXPECT_FALSE(secours::text_encoding::is_utf8("\xE9t\xE9"));     // "été" in Latin-1
  EXPECT_TRUE(secours::text_encoding::is_utf8("été ☕ 𝄞"));
}

TEST(BankStatement, NamesTheLineItCannotRead) {
  auto line_of = [](const std::string& text) {
    try {
      read_bank_statement(text);
    } catch (const BankFileError& error) {
      return std::to_string(error.line) + " " + error.reason;
    }
    return std::string("read");
  };
  EXPECT_EQ(line_of("Transaction date,Transaction,Name,Memo,Amount\n11/18/2026,OTHER,A,Ref 1234567,abc\n"),
            "2 invalid-amount");
  EXPECT_EQ(
      line_of(
          "Transaction date,Transaction,Name,Memo,Amount\n11/18/2026,OTHER,A,B,1.00\n13/45/2026,X,A,B,2\n"),
      "3 invalid-date");
  EXPECT_EQ(line_of("name,age\nJulie,12\n"), "1 unknown-format");
  EXPECT_EQ(line_of(std::string("a\0b", 3)), "0 not-text");
  EXPECT_EQ(secours::payments::interac_code_in("Ref 12345678 et 1234567"), 1234567);
  EXPECT_EQ(secours::payments::interac_code_in("tel 819 555-0142"), 0);
}

class InteracReconciliation : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 12500);  // 143.72 with taxes
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
    julie_ = with_code(book(*server_, booking_request(course_, session_, "interac", "julie@example.com")).id,
                       1234567);
    marc_ = with_code(book(*server_, booking_request(course_, session_, "interac", "marc@example.com")).id,
                      7654321);
  }
  long long with_code(long long booking, long long code) {
    soci::session sql(server_->database().pool());
    sql << "UPDATE bookings SET interac_reference = :c WHERE id = :id", soci::use(code), soci::use(booking);
    return booking;
  }
  HttpResult post(const std::string& path, const std::string& file) {
    return call(*server_, "POST", "/api/admin/reconciliation/interac" + path, {{"file", file}}, admin_);
  }
  // As the site sends it: the file's bytes, whatever their encoding.
  HttpResult post_bytes(const std::string& path, const std::string& bytes) {
    return call(*server_, "POST", "/api/admin/reconciliation/interac" + path,
                {{"fileBase64", secours::base64::encode(bytes)}}, admin_);
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    return secours::db::select_integers(sql, query).at(0);
  }
  std::string payment_of(long long booking) {
    return call(*server_, "GET", "/api/admin/bookings/" + std::to_string(booking), nullptr, admin_)
        .json()["booking"]["paymentStatus"];
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0, julie_ = 0, marc_ = 0;
  std::string admin_;
};

// TD: Julie's transfer matches; Marc's code comes with another amount; a credit without a code is
// left alone. The preview changes nothing; confirming records Julie's, with its receipt, once.
TEST_P(InteracReconciliation, PreviewsThenRecordsTheMatchedTransfersOnce) {
  const std::string file =
      "11/18/2026,E-TRANSFER 1234567 JULIE,,143.72,2143.72\r\n"
      "11/19/2026,HYDRO QUEBEC,85.10,,2058.62\r\n"
      "11/20/2026,E-TRANSFER 7654321 MARC,,99.00,2157.62\r\n"
      "11/20/2026,E-TRANSFER 9999999 INCONNU,,143.72,2301.34\r\n"
      "11/21/2026,DEPOT GUICHET,,20.00,2321.34\r\n";
  auto preview = post("/preview", file);
  ASSERT_EQ(preview.status, 200) << preview.body;
  const auto lines = preview.json()["lines"];
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(preview.json()["bank"], "td");
  EXPECT_EQ(lines[0]["outcome"], "matched");
  EXPECT_EQ(lines[0]["booking"]["id"], julie_);
  EXPECT_EQ(lines[0]["line"], 1);
  EXPECT_EQ(lines[1]["outcome"], "amount-differs");
  EXPECT_EQ(lines[1]["booking"]["id"], marc_);
  EXPECT_EQ(lines[2]["outcome"], "unknown-code");
  EXPECT_EQ(lines[3]["outcome"], "no-code");
  EXPECT_EQ(payment_of(julie_), "awaiting-payment");
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents"), 0);

  auto applied = post("", file);
  ASSERT_EQ(applied.status, 200) << applied.body;
  EXPECT_EQ(applied.json()["lines"][0]["outcome"], "recorded");
  EXPECT_EQ(applied.json()["summary"]["recorded"], 1);
  EXPECT_EQ(payment_of(julie_), "paid");
  EXPECT_EQ(payment_of(marc_), "awaiting-payment");
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE kind = 'receipt'"), 1);
  bool mailed = false;
  for (const auto& mail : outbox(server_->database())) {
    mailed = mailed || (mail.recipient == "julie@example.com" && mail.subject.starts_with("Paiement reçu"));
  }
  EXPECT_TRUE(mailed);

  // The same file again records nothing new.
  auto again = post("", file);
  ASSERT_EQ(again.status, 200);
  EXPECT_EQ(again.json()["lines"][0]["outcome"], "already-recorded");
  // Which booking that line paid, for the office.
  EXPECT_EQ(again.json()["lines"][0]["booking"]["paymentStatus"], "paid");
  EXPECT_EQ(again.json()["lines"][0]["booking"]["id"], applied.json()["lines"][0]["booking"]["id"]);
  EXPECT_EQ(again.json()["summary"]["recorded"], 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE kind = 'receipt'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM interac_transfers"), 1);
}

// A file that cannot be read is refused whole, naming its line; nothing is recorded.
TEST_P(InteracReconciliation, RefusesAnUnreadableFileAndRecordsNothing) {
  auto bad = post("", "11/18/2026,E-TRANSFER 1234567 JULIE,,143.72,2143.72\r\n11/19/2026,X,,1O.00,1\r\n");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["file"], "invalid-amount");
  EXPECT_EQ(bad.json()["error"]["fields"]["line"], "2");
  EXPECT_EQ(payment_of(julie_), "awaiting-payment");
  auto unknown = post("/preview", "nom;age\nJulie;12\n");
  EXPECT_EQ(unknown.status, 400);
  EXPECT_EQ(unknown.json()["error"]["fields"]["file"], "unknown-format");
  EXPECT_EQ(post("", "").json()["error"]["fields"]["file"], "required");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/reconciliation/interac", {{"file", "x"}}, "").status, 401);
}

// Issue 42: a caisse's file in Windows-1252, sent as its bytes, is matched and its memos read right.
TEST_P(InteracReconciliation, ReadsAWindows1252FileSentAsItsBytes) {
  auto preview = post_bytes("/preview", secours::pdf::to_cp1252(sample("desjardins.csv")));
  ASSERT_EQ(preview.status, 200) << preview.body;
  EXPECT_EQ(preview.json()["bank"], "desjardins");
  EXPECT_EQ(preview.json()["lines"][0]["outcome"], "matched");
  EXPECT_EQ(preview.json()["lines"][0]["memo"], "Virement Interac reçu - Julie Bérubé 1234567");
  auto bad = call(*server_, "POST", "/api/admin/reconciliation/interac/preview",
                  {{"fileBase64", "not*base64"}}, admin_);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["fileBase64"], "invalid");
}

// Two admins confirm the same file at once: the booking is paid once, with one receipt.
TEST_P(InteracReconciliation, TwoConfirmationsAtOnceRecordEachTransferOnce) {
  const std::string file = sample("rbc.csv");
  std::vector<std::thread> threads;
  std::vector<int> statuses(2);
  for (int i = 0; i < 2; ++i) {
    threads.emplace_back([&, i] { statuses[i] = post("", file).status; });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(statuses[0], 200);
  EXPECT_EQ(statuses[1], 200);
  EXPECT_EQ(payment_of(julie_), "paid");
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE kind = 'receipt'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM interac_transfers"), 1);
}

SECOURS_ON_BOTH_ENGINES(InteracReconciliation);
