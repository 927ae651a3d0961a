// What « paid » means for team seats on invoice (issue 39, decision 054), on both engines: a cancelled
// and credited seat is credited, never paid; revenue is money received less money refunded, the same in
// the office's overview, the accountant's money.csv, the company's statement and the invoice; a fully
// credited invoice is neither paid nor numbered; every receipt of the series (bookings' and invoices')
// is a row of money.csv.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <cstdio>

#include "common/quebec_time.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

void trust_proxy(secours::core::Config& config) { config.trust_proxy = true; }

json typed(const std::string& first, const std::string& last) {
  return json{{"firstName", first}, {"lastName", last}};
}

std::vector<std::string> csv_lines(const std::string& body) {
  std::vector<std::string> lines;
  std::size_t start = body.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
  while (start < body.size()) {
    auto end = body.find("\r\n", start);
    if (end == std::string::npos) end = body.size();
    lines.push_back(body.substr(start, end - start));
    start = end + 2;
  }
  return lines;
}

std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto end = line.find(';', start);
    out.push_back(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return out;
    start = end + 1;
  }
}

// "114,98" → 11498; "-57,49" → -5749.
long long cents_of(std::string amount) {
  amount.erase(amount.find(','), 1);
  return std::stoll(amount);
}

}  // namespace

class InvoiceMoneyTruth : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), trust_proxy);
    manager_ = sign_up(*server_, "gestion@acme.example");
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "secourisme-milieu-travail", 10000);
    session_ = insert_session(*server_, course_, 12);
    auto created = call(*server_, "POST", "/api/companies",
                        json{{"name", "Acme Québec inc."},
                             {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                             {"billingEmail", "comptes@acme.example"}},
                        manager_);
    ASSERT_EQ(created.status, 201) << created.body;
    company_ = created.json()["company"]["id"].get<long long>();
    ASSERT_EQ(call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(company_),
                   json{{"creditApproved", true}}, admin_)
                  .status,
              200);
  }
  std::string path(const std::string& rest) { return "/api/companies/" + std::to_string(company_) + rest; }
  // A team on invoice: its booking's answer.
  json book_team(int seats) {
    json attendees = json::array();
    for (int i = 0; i < seats; ++i) attendees.push_back(typed("Personne", "N" + std::to_string(i)));
    auto booked =
        call(*server_, "POST", path("/bookings"),
             json{{"sessionId", session_}, {"paymentMethod", "invoice"}, {"attendees", attendees}}, manager_);
    EXPECT_EQ(booked.status, 201) << booked.body;
    return booked.json();
  }
  json cancel_seat(const json& team, int seat) {
    const auto team_id = std::to_string(team["teamBooking"]["id"].get<long long>());
    const auto seat_id = std::to_string(team["seats"][seat]["id"].get<long long>());
    auto cancelled = call(*server_, "POST", path("/bookings/" + team_id + "/seats/" + seat_id + "/cancel"),
                          json{{"reason", "congé"}}, manager_);
    EXPECT_EQ(cancelled.status, 200) << cancelled.body;
    return cancelled.json();
  }
  HttpResult pay_invoice(const json& team, long long cents) {
    return call(*server_, "POST",
                "/api/admin/invoices/" + std::to_string(team["teamBooking"]["invoiceId"].get<long long>()) +
                    "/payments",
                json{{"method", "cheque"}, {"amountCents", cents}, {"reference", "1042"}}, admin_);
  }
  json invoice_of(const json& team) {
    auto got = call(*server_, "GET",
                    path("/invoices/" + std::to_string(team["teamBooking"]["invoiceId"].get<long long>())),
                    nullptr, manager_);
    EXPECT_EQ(got.status, 200) << got.body;
    return got.json()["invoice"];
  }
  json seats_of(const json& team) {
    auto got =
        call(*server_, "GET", path("/bookings/" + std::to_string(team["teamBooking"]["id"].get<long long>())),
             nullptr, manager_);
    EXPECT_EQ(got.status, 200) << got.body;
    return got.json()["seats"];
  }
  // A person's own booking paid by Interac now (its receipt takes the series' next number).
  void person_pays(const std::string& name) {
    auto request = booking_request(course_, session_, "interac", name + "@example.com");
    request["lastName"] = name;
    auto created = post_booking(*server_, request);
    ASSERT_EQ(created.status, 201) << created.body;
    auto paid =
        call(*server_, "PATCH",
             "/api/admin/bookings/" + std::to_string(created.json()["booking"]["id"].get<long long>()),
             {{"paymentReceived", true}}, admin_);
    ASSERT_EQ(paid.status, 200) << paid.body;
  }
  long long revenue() {
    auto overview = call(*server_, "GET", "/api/admin/overview", nullptr, admin_);
    EXPECT_EQ(overview.status, 200) << overview.body;
    return overview.json()["revenueCents"].get<long long>();
  }
  // money.csv of today, French: its rows without the headings.
  std::vector<std::vector<std::string>> money_rows() {
    const auto today = secours::quebec_date(server_->clock().now());
    auto answer =
        call(*server_, "GET", "/api/admin/exports/money.csv?from=" + today + "&to=" + today + "&lang=fr",
             nullptr, admin_);
    EXPECT_EQ(answer.status, 200) << answer.body;
    std::vector<std::vector<std::string>> rows;
    auto lines = csv_lines(answer.body);
    for (std::size_t i = 1; i < lines.size(); ++i) rows.push_back(cells(lines[i]));
    return rows;
  }
  static long long total_of(const std::vector<std::vector<std::string>>& rows) {
    long long cents = 0;
    for (const auto& row : rows) cents += cents_of(row.back());
    return cents;
  }
  std::string receipt_number(int sequence) {
    char text[32];
    std::snprintf(text, sizeof text, "%d-%06d", secours::montreal_time(server_->clock().now()).year,
                  sequence);
    return text;
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }

  std::unique_ptr<TestServer> server_;
  std::string manager_, admin_;
  long long course_ = 0, session_ = 0, company_ = 0;
};

// The probe's scenario: 3 seats at 100 $ (344,93 $: taxed once, issue 42), 2 cancelled (their shares, 229,95
// $, credited), 114,98 $ received.
TEST_P(InvoiceMoneyTruth, CancelledCreditedSeatsAreCreditedAndOnlyTheMoneyReceivedIsRevenue) {
  person_pays("Avant");  // receipt 000001
  const auto team = book_team(3);
  EXPECT_EQ(invoice_of(team)["balanceCents"], 34493);
  cancel_seat(team, 1);
  const auto after = cancel_seat(team, 2);
  EXPECT_EQ(after["seats"][1]["paymentStatus"], "credited");
  EXPECT_EQ(after["seats"][2]["paymentStatus"], "credited");
  const auto credited = invoice_of(team);
  EXPECT_EQ(credited["creditedCents"], 22995);
  EXPECT_EQ(credited["balanceCents"], 11498);
  EXPECT_EQ(credited["status"], "open");

  auto paid = pay_invoice(team, 11498);
  ASSERT_EQ(paid.status, 201) << paid.body;
  const auto invoice = paid.json()["invoice"];
  EXPECT_EQ(invoice["status"], "paid");
  EXPECT_EQ(invoice["paidCents"], 11498);
  EXPECT_EQ(invoice["creditedCents"], 22995);
  EXPECT_EQ(invoice["balanceCents"], 0);
  EXPECT_EQ(invoice["receiptNumber"], receipt_number(2));

  // The seat still booked is paid; the two cancelled and credited ones are credited, not paid.
  const auto seats = seats_of(team);
  ASSERT_EQ(seats.size(), 3u);
  EXPECT_EQ(seats[0]["status"], "approved");
  EXPECT_EQ(seats[0]["paymentStatus"], "paid");
  for (int i : {1, 2}) {
    EXPECT_EQ(seats[i]["status"], "cancelled");
    EXPECT_EQ(seats[i]["paymentStatus"], "credited") << i;
  }
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM bookings WHERE team_booking_id IS NOT NULL AND payment_status = 'paid'"),
      1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE team_booking_id IS NOT NULL AND refund_needed = 1"),
            0);

  person_pays("Apres");  // receipt 000003: the invoice's took 000002
  // Revenue: the two persons' payments and the money received on the invoice, never the credited seats.
  EXPECT_EQ(revenue(), 3 * 11498);

  // money.csv: every receipt of the series, without a gap, the invoice's as its money received.
  const auto rows = money_rows();
  ASSERT_EQ(rows.size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(rows[i][1], receipt_number(i + 1)) << i;
    EXPECT_EQ(rows[i][2], "Reçu") << i;
  }
  EXPECT_EQ(rows[1][4], invoice["number"].get<std::string>());
  EXPECT_EQ(rows[1][5], "Acme Québec inc.");
  EXPECT_EQ(rows[1][7], "Facture");
  const std::vector<std::string> amounts(rows[1].end() - 4, rows[1].end());
  EXPECT_EQ(amounts, (std::vector<std::string>{"100,00", "5,00", "9,98", "114,98"}));
  EXPECT_EQ(total_of(rows), revenue());

  // The company's statement says the same: 344,93 invoiced, 229,95 credited, 114,98 received, nothing owed.
  auto statement = server_->get(path("/statement.csv"), {{"Cookie", manager_}});
  ASSERT_EQ(statement.status, 200);
  long long debit = 0, credit = 0, received = 0;
  std::string balance;
  for (const auto& line : csv_lines(statement.body)) {
    const auto row = cells(line);
    if (row.size() < 7 || row[2] != invoice["number"].get<std::string>()) continue;
    if (!row[4].empty()) debit += cents_of(row[4]);
    if (row[1] == "Crédit (place annulée)") credit += cents_of(row[5]);
    if (row[1] == "Paiement") received += cents_of(row[5]);
    balance = row[6];
  }
  EXPECT_EQ(debit, 34493);
  EXPECT_EQ(credit, 22995);
  EXPECT_EQ(received, 11498);
  EXPECT_EQ(balance, "0,00") << statement.body;
  const auto invoice_id = std::to_string(team["teamBooking"]["invoiceId"].get<long long>());
  EXPECT_EQ(server_->get(path("/invoices/" + invoice_id + "/receipt.pdf"), {{"Cookie", manager_}}).status,
            200);
}

TEST_P(InvoiceMoneyTruth, AFullyCreditedInvoiceIsNotPaidTakesNoReceiptNumberAndAddsNoRevenue) {
  const auto team = book_team(2);
  cancel_seat(team, 0);
  const auto after = cancel_seat(team, 1);
  for (int i : {0, 1}) EXPECT_EQ(after["seats"][i]["paymentStatus"], "credited") << i;

  const auto invoice = invoice_of(team);
  EXPECT_EQ(invoice["status"], "credited");
  EXPECT_EQ(invoice["paidCents"], 0);
  EXPECT_EQ(invoice["creditedCents"], 22995);  // 200 $ taxed once
  EXPECT_EQ(invoice["balanceCents"], 0);
  EXPECT_EQ(invoice["receiptNumber"], "");
  EXPECT_TRUE(invoice["paidAt"].is_null());
  EXPECT_FALSE(invoice["overdue"].get<bool>());
  const auto invoice_id = std::to_string(team["teamBooking"]["invoiceId"].get<long long>());
  EXPECT_EQ(server_->get(path("/invoices/" + invoice_id + "/receipt.pdf"), {{"Cookie", manager_}}).status,
            404);
  auto refused = pay_invoice(team, 1);
  EXPECT_EQ(refused.status, 409) << refused.body;
  auto listed = call(*server_, "GET", "/api/admin/invoices?status=paid", nullptr, admin_);
  ASSERT_EQ(listed.status, 200);
  EXPECT_TRUE(listed.json()["invoices"].empty());

  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE payment_status = 'paid'"), 0);
  EXPECT_EQ(revenue(), 0);
  EXPECT_TRUE(money_rows().empty());
  // No receipt number was taken: the next payment's receipt is the year's first.
  person_pays("Ensuite");
  const auto rows = money_rows();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0][1], receipt_number(1));
  EXPECT_EQ(total_of(rows), revenue());
  EXPECT_EQ(revenue(), 11498);
}

// Money received before seats were cancelled can cover part of a cancelled seat: the credit stops at the
// balance, the seat is paid and flagged for the refund of the rest, and revenue is what was received.
TEST_P(InvoiceMoneyTruth, MoneyReceivedBeforeACancellationStaysRevenueAndTheSeatWaitsForItsRefund) {
  const auto team = book_team(3);
  ASSERT_EQ(pay_invoice(team, 20000).status, 201);
  cancel_seat(team, 1);  // its share, 114,98, credited: 29,95 left to pay
  cancel_seat(team, 2);  // 29,95 credited: money received covers the rest of its 114,97
  const auto invoice = invoice_of(team);
  EXPECT_EQ(invoice["status"], "paid");
  EXPECT_EQ(invoice["paidCents"], 20000);
  EXPECT_EQ(invoice["creditedCents"], 34493 - 20000);
  EXPECT_EQ(invoice["receiptNumber"], receipt_number(1));
  const auto seats = seats_of(team);
  EXPECT_EQ(seats[0]["paymentStatus"], "paid");
  EXPECT_EQ(seats[1]["paymentStatus"], "credited");
  EXPECT_EQ(seats[2]["paymentStatus"], "paid");
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE refund_needed = 1 AND id = " +
                  std::to_string(team["seats"][2]["id"].get<long long>())),
            1);
  EXPECT_EQ(revenue(), 20000);
  const auto rows = money_rows();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0][1], receipt_number(1));
  EXPECT_EQ(total_of(rows), 20000);
}

SECOURS_ON_BOTH_ENGINES(InvoiceMoneyTruth);
