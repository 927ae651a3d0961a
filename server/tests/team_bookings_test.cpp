// Team bookings and invoices on account (issue 26, decision 045): every seat or none (also with two
// instances), one booking and one mail per attendee, the invoice and its PDF, payments against it,
// reminders sent once, the statement, and who may see what, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "common/display_format.h"
#include "common/quebec_time.h"
#include "companies/invoice_service.h"
#include "companies/payment_instructions.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/mailed_links.h"
#include "support/pdf_text.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

void trust_proxy(secours::core::Config& config) { config.trust_proxy = true; }

json typed(const std::string& first, const std::string& last, const std::string& email = "") {
  json attendee{{"firstName", first}, {"lastName", last}};
  if (!email.empty()) attendee["email"] = email;
  return attendee;
}

}  // namespace

class TeamBookings : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), trust_proxy);
    manager_ = sign_up(*server_, "gestion@acme.example");
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "secourisme-milieu-travail", 10000);
    session_ = insert_session(*server_, course_, 12);
    company_ = create_company(manager_, "Acme Québec inc.");
  }
  std::string company_path(long long company) { return "/api/companies/" + std::to_string(company); }
  std::string path(const std::string& rest = "") { return company_path(company_) + rest; }
  long long create_company(const std::string& cookie, const std::string& name, bool approve = true) {
    auto created = call(*server_, "POST", "/api/companies",
                        json{{"name", name},
                             {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                             {"billingEmail", "comptes@acme.example"},
                             {"purchaseOrder", "BC-114"}},
                        cookie);
    EXPECT_EQ(created.status, 201) << created.body;
    const auto id = created.json()["company"]["id"].get<long long>();
    if (approve) {
      EXPECT_EQ(call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(id),
                     json{{"creditApproved", true}}, admin_)
                    .status,
                200);
    }
    return id;
  }
  HttpResult book_team(const json& attendees, long long session = 0, const std::string& method = "invoice",
                       const std::string& cookie = "") {
    return call(
        *server_, "POST", path("/bookings"),
        json{
            {"sessionId", session ? session : session_}, {"paymentMethod", method}, {"attendees", attendees}},
        cookie.empty() ? manager_ : cookie);
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }
  secours::core::Context context() { return {server_->config(), server_->database(), server_->clock()}; }

  std::unique_ptr<TestServer> server_;
  std::string manager_, admin_;
  long long course_ = 0, session_ = 0, company_ = 0;
};

TEST_P(TeamBookings, AManagerBooksATeamOnInvoiceAndEachAttendeeHasTheirSeat) {
  auto employee =
      call(*server_, "POST", path("/employees"),
           json{{"firstName", "Luc"}, {"lastName", "Tremblay"}, {"email", "luc@acme.example"}}, manager_);
  ASSERT_EQ(employee.status, 201) << employee.body;
  const auto employee_id = employee.json()["employee"]["id"].get<long long>();

  auto booked = book_team(json::array(
      {json{{"employeeId", employee_id}}, typed("Ana", "Roy", "ana@acme.example"), typed("Marc", "Gagnon")}));
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto seats = booked.json()["seats"];
  ASSERT_EQ(seats.size(), 3u);
  EXPECT_EQ(seats[0]["firstName"], "Luc");
  EXPECT_EQ(seats[0]["employeeId"], employee_id);
  EXPECT_FALSE(seats[1]["employeeId"].is_null());  // a person typed in joins the employees
  for (const auto& seat : seats) {
    EXPECT_EQ(seat["status"], "approved");
    EXPECT_EQ(seat["paymentStatus"], "awaiting-payment");
  }
  EXPECT_EQ(seats_taken(server_->database(), session_), 3);
  const auto team = booked.json()["teamBooking"];
  EXPECT_EQ(team["paymentMethod"], "invoice");
  const auto invoice_number = team["invoiceNumber"].get<std::string>();
  EXPECT_EQ(invoice_number.substr(0, 2), "F-");

  // One mail per attendee with an address, none for the one without; the invoice to billing and manager.
  int attendee_mails = 0, invoice_mails = 0;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.recipient == "luc@acme.example" || mail.recipient == "ana@acme.example") {
      ++attendee_mails;
      EXPECT_NE(mail.text.find("Acme Québec inc."), std::string::npos);
    }
    if (mail.subject.find(invoice_number) != std::string::npos) {
      ++invoice_mails;
      ASSERT_EQ(mail.attachments.size(), 1u);
      EXPECT_EQ(mail.attachments[0].content_type, "application/pdf");
    }
  }
  EXPECT_EQ(attendee_mails, 2);
  EXPECT_EQ(invoice_mails, 2);  // comptes@ and gestion@

  auto invoices = call(*server_, "GET", path("/invoices"), nullptr, manager_);
  ASSERT_EQ(invoices.status, 200) << invoices.body;
  ASSERT_EQ(invoices.json()["invoices"].size(), 1u);
  const auto invoice = invoices.json()["invoices"][0];
  EXPECT_EQ(invoice["amounts"]["subtotalCents"], 30000);
  EXPECT_EQ(invoice["amounts"]["gstCents"], 1500);
  EXPECT_EQ(invoice["amounts"]["qstCents"], 2993);  // once on 300 $ (issue 42), not 3 × 9,98 $
  EXPECT_EQ(invoice["balanceCents"], 34493);
  EXPECT_EQ(invoice["dueOn"], secours::add_days(secours::quebec_date(server_->clock().now()), 30));
  EXPECT_EQ(invoice["lines"].size(), 3u);

  auto pdf = server_->get(path("/invoices/" + std::to_string(invoice["id"].get<long long>()) + ".pdf"),
                          {{"Cookie", manager_}});
  ASSERT_EQ(pdf.status, 200);
  const auto text = plain_spaces(pdf_text(pdf.body));
  for (const std::string& expected :
       {std::string("FACTURE"), invoice_number, std::string("Acme Québec inc."), std::string("Luc Tremblay"),
        std::string("Ana Roy"), std::string("Marc Gagnon"), std::string("TPS (5 %)"),
        std::string("TVQ (9,975 %)"), std::string("Net 30 jours"), std::string("BC-114"),
        std::string("344,93 $"),
        std::string("Échéance : ") +
            plain_spaces(secours::format_day(invoice["dueOn"].get<std::string>(), "fr"))}) {
    EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
  }
  // The company's bookings, for its managers.
  auto teams = call(*server_, "GET", path("/bookings"), nullptr, manager_);
  ASSERT_EQ(teams.json()["teamBookings"].size(), 1u);
  auto detail = call(*server_, "GET", path("/bookings/" + std::to_string(team["id"].get<long long>())),
                     nullptr, manager_);
  EXPECT_EQ(detail.json()["seats"].size(), 3u);
}

TEST_P(TeamBookings, EverySeatOrNoneAndNothingHalfDone) {
  const auto small = insert_session(*server_, course_, 3);
  const auto employees_before = count("SELECT COUNT(*) FROM company_employees");
  auto refused = book_team(
      json::array({typed("A", "Un"), typed("B", "Deux"), typed("C", "Trois"), typed("D", "Quatre")}), small);
  ASSERT_EQ(refused.status, 409) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "session-full");
  EXPECT_EQ(seats_taken(server_->database(), small), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM company_employees"), employees_before);
  EXPECT_EQ(book_team(json::array({typed("A", "Un"), typed("B", "Deux"), typed("C", "Trois")}), small).status,
            201);
  EXPECT_EQ(seats_taken(server_->database(), small), 3);

  // Bad attendees are named, and nothing is booked.
  auto invalid =
      book_team(json::array({typed("A", "Un"), json{{"firstName", "B"}, {"email", "pas-une-adresse"}},
                             json{{"employeeId", 999999}}}));
  ASSERT_EQ(invalid.status, 400) << invalid.body;
  const auto fields = invalid.json()["error"]["fields"];
  EXPECT_TRUE(fields.contains("attendees[1].email")) << fields;
  EXPECT_TRUE(fields.contains("attendees[1].lastName")) << fields;
  auto unknown = book_team(json::array({json{{"employeeId", 999999}}}));
  EXPECT_EQ(unknown.status, 400) << unknown.body;
  EXPECT_TRUE(unknown.json()["error"]["fields"].contains("attendees[0].employeeId"));
  EXPECT_EQ(book_team(json::array()).status, 400);
  json fifty_one = json::array();
  for (int i = 0; i < 51; ++i) fifty_one.push_back(typed("P", "N" + std::to_string(i)));
  EXPECT_EQ(book_team(fifty_one).status, 400);
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

TEST_P(TeamBookings, WithoutCreditACompanyCannotBookOnInvoice) {
  const auto other_manager = sign_up(*server_, "rh@beta.example");
  const auto beta = create_company(other_manager, "Béta ltée", false);
  auto refused =
      call(*server_, "POST", company_path(beta) + "/bookings",
           json{{"sessionId", session_}, {"paymentMethod", "invoice"}, {"attendees", {typed("A", "B")}}},
           other_manager);
  ASSERT_EQ(refused.status, 409) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "credit-not-approved");
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
  // A person booking for themselves never pays "on invoice".
  auto personal = post_booking(*server_, booking_request(course_, session_, "invoice"));
  EXPECT_EQ(personal.status, 400) << personal.body;
}

TEST_P(TeamBookings, OnlyTheCompanysManagersAndTheOfficeSeeItsBookingsAndInvoices) {
  ASSERT_EQ(book_team(json::array({typed("A", "Un")})).status, 201);
  const auto invoice_id = count("SELECT MAX(id) FROM invoices");
  const auto stranger = sign_up(*server_, "autre@beta.example");
  create_company(stranger, "Béta ltée");
  const std::vector<std::string> paths{"/bookings",
                                       "/invoices",
                                       "/invoices/" + std::to_string(invoice_id),
                                       "/invoices/" + std::to_string(invoice_id) + ".pdf",
                                       "/statement.pdf",
                                       "/statement.csv"};
  for (const auto& rest : paths) {
    EXPECT_EQ(server_->get(path(rest), {{"Cookie", stranger}}).status, 404) << rest;
    EXPECT_EQ(server_->get(path(rest)).status, 401) << rest;
    EXPECT_EQ(server_->get(path(rest), {{"Cookie", admin_}}).status, 200) << rest;
    EXPECT_EQ(server_->get(path(rest), {{"Cookie", manager_}}).status, 200) << rest;
  }
  EXPECT_EQ(book_team(json::array({typed("A", "Un")}), 0, "invoice", stranger).status, 404);
  EXPECT_EQ(call(*server_, "POST", "/api/admin/invoices/" + std::to_string(invoice_id) + "/payments",
                 json{{"method", "cheque"}, {"amountCents", 100}}, manager_)
                .status,
            403);
  EXPECT_EQ(server_->get("/api/admin/invoices", {{"Cookie", manager_}}).status, 403);
}

TEST_P(TeamBookings, TheAttendeeSeesTheSeatButTheCompanyManagesIt) {
  const auto attendee = sign_up(*server_, "ana@acme.example");
  verify_email(*server_, "ana@acme.example");
  auto booked = book_team(json::array({typed("Ana", "Roy", "ana@acme.example")}));
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto seat_id = booked.json()["seats"][0]["id"].get<long long>();
  auto mine = call(*server_, "GET", "/api/me/bookings", nullptr, attendee);
  ASSERT_EQ(mine.status, 200) << mine.body;
  ASSERT_EQ(mine.json()["bookings"].size(), 1u);
  EXPECT_EQ(mine.json()["bookings"][0]["paymentMethod"], "invoice");
  EXPECT_FALSE(mine.json()["bookings"][0]["cancellable"].get<bool>());
  EXPECT_FALSE(mine.json()["bookings"][0]["movable"].get<bool>());
  auto cancel = change_booking(*server_, seat_id, "cancel", json{{"reason", "malade"}}, "", attendee);
  EXPECT_EQ(cancel.status, 409) << cancel.body;
  EXPECT_EQ(cancel.json()["error"]["code"], "team-seat");
  // The office cancels it from the company, where the invoice is credited, not from the bookings.
  auto office = change_booking(*server_, seat_id, "cancel", json{{"reason", "x"}}, "", admin_);
  EXPECT_EQ(office.status, 409) << office.body;
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);
}

// Issue 42: 7 seats at 150,00 $ are one document, taxed once on its 1 050,00 $: GST 52,50 $ and QST 104,74 $
// (seat by seat, 7 × 14,96 $ = 104,72 $). The seats carry their shares, which add up to the invoice.
TEST_P(TeamBookings, AnInvoiceIsTaxedOnceOnItsSubtotal) {
  const auto course = insert_course(*server_, "secourisme-16-heures", 15000);
  const auto session = insert_session(*server_, course, 12);
  json attendees = json::array();
  for (int i = 1; i <= 7; ++i) attendees.push_back(typed("Personne", "N" + std::to_string(i)));
  auto booked = book_team(attendees, session);
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto team = booked.json()["teamBooking"]["id"].get<long long>();
  const auto invoice_id = booked.json()["teamBooking"]["invoiceId"].get<long long>();
  auto shown = call(*server_, "GET", path("/invoices/" + std::to_string(invoice_id)), nullptr, manager_);
  ASSERT_EQ(shown.status, 200) << shown.body;
  const auto invoice = shown.json()["invoice"];
  EXPECT_EQ(invoice["amounts"]["subtotalCents"], 105000);
  EXPECT_EQ(invoice["amounts"]["gstCents"], 5250);
  EXPECT_EQ(invoice["amounts"]["qstCents"], 10474);
  EXPECT_EQ(invoice["amounts"]["totalCents"], 120724);
  long long lines = 0;
  for (const auto& line : invoice["lines"]) lines += line["amounts"]["subtotalCents"].get<long long>();
  EXPECT_EQ(lines, 105000);
  EXPECT_EQ(count("SELECT SUM(total_cents) FROM bookings WHERE team_booking_id = " + std::to_string(team)),
            120724);
  auto pdf = server_->get(path("/invoices/" + std::to_string(invoice_id) + ".pdf"), {{"Cookie", manager_}});
  ASSERT_EQ(pdf.status, 200);
  const auto text = plain_spaces(pdf_text(pdf.body));
  for (const char* expected : {"1 050,00 $", "52,50 $", "104,74 $", "1 207,24 $"})
    EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
}

// Issue 42: how to pay, as the office set it, on the invoice (each copy in its language), its mail and the
// company's page; French stands in for English when only French is set.
TEST_P(TeamBookings, TheInvoiceSaysHowToPayIt) {
  server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
    config.trust_proxy = true;
    config.invoice_payment_instructions_fr =
        "Virement Interac à paiements@secours.example ; virement bancaire : institution 815, transit 30030, "
        "compte 1234567 ; chèque à l’ordre de Formations Secours Outaouais.";
    config.invoice_payment_instructions_en =
        "Interac e-Transfer to paiements@secours.example; bank transfer: institution 815, transit 30030, "
        "account 1234567; cheque payable to Formations Secours Outaouais.";
  });
  manager_ = sign_up(*server_, "gestion@acme.example");
  admin_ = sign_in_admin(*server_);
  course_ = insert_course(*server_, "secourisme-milieu-travail", 10000);
  session_ = insert_session(*server_, course_, 12);
  company_ = create_company(manager_, "Acme Québec inc.");
  auto booked = book_team(json::array({typed("Ana", "Roy")}));
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto invoice_id = booked.json()["teamBooking"]["invoiceId"].get<long long>();
  auto pdf = server_->get(path("/invoices/" + std::to_string(invoice_id) + ".pdf"), {{"Cookie", manager_}});
  const auto text = plain_spaces(pdf_text(pdf.body));
  EXPECT_NE(text.find("MODALITÉS DE PAIEMENT"), std::string::npos) << text;
  EXPECT_NE(text.find("institution 815, transit 30030"), std::string::npos) << text;
  bool mailed = false;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.recipient != "comptes@acme.example" || !mail.subject.starts_with("Facture ")) continue;
    mailed = true;
    EXPECT_NE(plain_spaces(mail.text).find("virement bancaire : institution 815"), std::string::npos)
        << mail.text;
  }
  EXPECT_TRUE(mailed);
  auto french = call(*server_, "GET", path(), nullptr, manager_);
  EXPECT_TRUE(french.json()["paymentInstructions"].get<std::string>().starts_with("Virement Interac à"));
  auto english = server_->send("GET", path(), "", {{"Cookie", manager_}, {"X-Page-Language", "en"}});
  EXPECT_TRUE(english.json()["paymentInstructions"].get<std::string>().starts_with("Interac e-Transfer to"))
      << english.body;
}

// Unset, the instructions name the office's address and the company's name.
TEST(InvoicePaymentInstructions, FallBackOnTheOfficesAddressAndFrenchFirst) {
  secours::core::Config config;
  EXPECT_EQ(secours::companies::invoice_payment_instructions(config, "fr"),
            "Payez par virement Interac à info@secours.example ou par chèque à l’ordre de Formations Secours "
            "Outaouais, en indiquant le numéro de la facture.");
  EXPECT_TRUE(secours::companies::invoice_payment_instructions(config, "en").starts_with("Pay by Interac"));
  config.invoice_payment_instructions_fr = "Chèque seulement.";
  EXPECT_EQ(secours::companies::invoice_payment_instructions(config, "en"), "Chèque seulement.");
}

TEST_P(TeamBookings, PaymentsAgainstAnInvoiceUntilItIsPaidAndTheReceiptGoesOut) {
  ASSERT_EQ(book_team(json::array({typed("Ana", "Roy", "ana@acme.example"), typed("Marc", "Gagnon")})).status,
            201);
  const auto id = std::to_string(count("SELECT MAX(id) FROM invoices"));
  const auto payments = "/api/admin/invoices/" + id + "/payments";
  auto partial = call(*server_, "POST", payments,
                      json{{"method", "cheque"}, {"amountCents", 10000}, {"reference", "1042"}}, admin_);
  ASSERT_EQ(partial.status, 201) << partial.body;
  EXPECT_EQ(partial.json()["invoice"]["balanceCents"], 22995 - 10000);
  EXPECT_EQ(partial.json()["invoice"]["status"], "open");
  auto too_much = call(*server_, "POST", payments, json{{"method", "eft"}, {"amountCents", 20000}}, admin_);
  ASSERT_EQ(too_much.status, 400);
  EXPECT_EQ(too_much.json()["error"]["fields"]["amountCents"], "amount-exceeds-balance");
  auto bad = call(*server_, "POST", payments,
                  json{{"method", "credit"}, {"amountCents", 0}, {"receivedOn", "2999-01-01"}}, admin_);
  ASSERT_EQ(bad.status, 400);
  for (const char* field : {"method", "amountCents", "receivedOn"})
    EXPECT_TRUE(bad.json()["error"]["fields"].contains(field)) << field;

  auto rest = call(*server_, "POST", payments, json{{"method", "eft"}, {"amountCents", 12995}}, admin_);
  ASSERT_EQ(rest.status, 201) << rest.body;
  const auto paid = rest.json()["invoice"];
  EXPECT_EQ(paid["status"], "paid");
  EXPECT_EQ(paid["balanceCents"], 0);
  EXPECT_FALSE(paid["receiptNumber"].get<std::string>().empty());
  EXPECT_EQ(call(*server_, "POST", payments, json{{"method", "eft"}, {"amountCents", 1}}, admin_).status,
            409);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE payment_status = 'paid'"), 2);

  bool receipt_mailed = false;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.subject.rfind("Reçu " + paid["receiptNumber"].get<std::string>(), 0) != 0) continue;
    receipt_mailed = true;
    ASSERT_EQ(mail.attachments.size(), 1u);
    const auto text = plain_spaces(pdf_text(mail.attachments[0].content));
    EXPECT_NE(text.find("REÇU"), std::string::npos) << text;
    EXPECT_NE(text.find("PAYÉ"), std::string::npos) << text;
    EXPECT_NE(text.find("1042"), std::string::npos) << text;
  }
  EXPECT_TRUE(receipt_mailed);
  EXPECT_EQ(server_->get(path("/invoices/" + id + "/receipt.pdf"), {{"Cookie", manager_}}).status, 200);

  // The statement: the invoice, both payments, nothing owed.
  auto csv = server_->get(path("/statement.csv"), {{"Cookie", manager_}});
  ASSERT_EQ(csv.status, 200);
  // Issue 42: the Type column in words, never a code.
  EXPECT_NE(csv.body.find(";Facture;"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find(";Paiement;"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find(";Solde d’ouverture;"), std::string::npos) << csv.body;
  EXPECT_EQ(csv.body.find(";invoice;"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find("Chèque 1042"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find(";229,95;"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find(";129,95;0,00"), std::string::npos) << csv.body;
  auto statement = server_->get(path("/statement.pdf"), {{"Cookie", manager_}});
  ASSERT_EQ(statement.status, 200);
  EXPECT_NE(plain_spaces(pdf_text(statement.body)).find("RELEVÉ DE COMPTE"), std::string::npos);
  EXPECT_EQ(server_->get(path("/statement.pdf?from=2026-13-01"), {{"Cookie", manager_}}).status, 400);
}

TEST_P(TeamBookings, RemindersGoOutOnceAtTheDueDateAndFifteenDaysLater) {
  ASSERT_EQ(book_team(json::array({typed("Ana", "Roy")})).status, 201);
  auto reminders = [this] {
    int n = 0;
    for (const auto& mail : outbox(server_->database()))
      n += mail.subject.find("Facture") == 0 && mail.subject.find("chéance") != std::string::npos;
    return n;
  };
  auto late = [this] {
    int n = 0;
    for (const auto& mail : outbox(server_->database()))
      n += mail.subject.find("en retard") != std::string::npos;
    return n;
  };
  auto ctx = context();
  EXPECT_EQ(secours::companies::InvoiceService(ctx).send_due_reminders(), 0);
  server_->clock().advance(30 * 86400);
  // Two instances' jobs at once: each invoice reminded once.
  std::atomic<int> sent{0};
  SecondInstance second(*server_);
  std::vector<std::thread> jobs;
  for (int i = 0; i < 4; ++i) {
    jobs.emplace_back([&] {
      auto each = context();
      sent += secours::companies::InvoiceService(each).send_due_reminders();
    });
  }
  for (auto& job : jobs) job.join();
  EXPECT_EQ(sent, 1);
  EXPECT_EQ(reminders(), 2);  // billing and manager
  EXPECT_EQ(secours::companies::InvoiceService(ctx).send_due_reminders(), 0);
  server_->clock().advance(15 * 86400);
  EXPECT_EQ(secours::companies::InvoiceService(ctx).send_due_reminders(), 1);
  EXPECT_EQ(late(), 2);
  EXPECT_EQ(secours::companies::InvoiceService(ctx).send_due_reminders(), 0);
  auto overdue = call(*server_, "GET", "/api/admin/invoices?status=overdue", nullptr,
                      sign_in_admin(*server_, "bureau@secours.example"));
  ASSERT_EQ(overdue.status, 200);
  ASSERT_EQ(overdue.json()["invoices"].size(), 1u);
  EXPECT_TRUE(overdue.json()["invoices"][0]["overdue"].get<bool>());
}

TEST_P(TeamBookings, TwoInstancesRacingForTheLastSeatsNeverSplitATeam) {
  SecondInstance second(*server_);
  const auto session = insert_session(*server_, course_, 10);
  std::atomic<int> booked{0}, full{0}, other{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      json body{{"sessionId", session},
                {"paymentMethod", "invoice"},
                {"attendees",
                 {typed("A", "Team" + std::to_string(i)), typed("B", "Team" + std::to_string(i)),
                  typed("C", "Team" + std::to_string(i))}}};
      while (!go) std::this_thread::yield();
      auto result = http_request(i % 2 ? second.port() : server_->port(), "POST", path("/bookings"),
                                 body.dump(), {{"Content-Type", "application/json"}, {"Cookie", manager_}});
      if (result.status == 201) {
        ++booked;
      } else if (result.status == 409 && result.json()["error"]["code"] == "session-full") {
        ++full;
      } else {
        ++other;
      }
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(booked, 3);
  EXPECT_EQ(full, 5);
  EXPECT_EQ(other, 0);
  EXPECT_EQ(seats_taken(server_->database(), session), 9);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE session_id = " + std::to_string(session)), 9);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 3);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM (SELECT team_booking_id FROM bookings GROUP BY team_booking_id HAVING "
            "COUNT(*) <> 3) AS split"),
      0);
}

TEST_P(TeamBookings, ManagersCancelOrReplaceSeatsUntilTheDeadlineAndTheInvoiceIsCredited) {
  auto booked = book_team(json::array(
      {typed("Ana", "Roy", "ana@acme.example"), typed("Marc", "Gagnon"), typed("Léa", "Fortin")}));
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto team = std::to_string(booked.json()["teamBooking"]["id"].get<long long>());
  const auto seat = [&](int i) { return std::to_string(booked.json()["seats"][i]["id"].get<long long>()); };
  const auto seat_path = [&](int i) { return path("/bookings/" + team + "/seats/" + seat(i)); };
  const auto invoice =
      "/invoices/" + std::to_string(booked.json()["teamBooking"]["invoiceId"].get<long long>());

  auto cancelled = call(*server_, "POST", seat_path(1) + "/cancel", json{{"reason", "congé"}}, manager_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["seats"][1]["status"], "cancelled");
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);
  auto credited = call(*server_, "GET", path(invoice), nullptr, manager_).json()["invoice"];
  EXPECT_EQ(credited["creditedCents"], 11498);  // its share of the invoice's taxes
  EXPECT_EQ(credited["balanceCents"], 34493 - 11498);
  EXPECT_EQ(call(*server_, "POST", seat_path(1) + "/cancel", nullptr, manager_).status, 409);

  // Another attendee for a seat: mailed their seat; the one replaced keeps nothing.
  auto replaced =
      call(*server_, "PUT", seat_path(0),
           json{{"firstName", "Zoé"}, {"lastName", "Martin"}, {"email", "zoe@acme.example"}}, manager_);
  ASSERT_EQ(replaced.status, 200) << replaced.body;
  EXPECT_EQ(replaced.json()["seats"][0]["firstName"], "Zoé");
  EXPECT_EQ(replaced.json()["seats"][0]["status"], "approved");
  bool mailed = false;
  for (const auto& mail : outbox(server_->database())) mailed |= mail.recipient == "zoe@acme.example";
  EXPECT_TRUE(mailed);
  EXPECT_EQ(call(*server_, "PUT", seat_path(0), json{{"firstName", "Zoé"}}, manager_).status, 400);

  // Past the deadline the manager calls the office; the office still can.
  server_->clock().advance(6 * 86400 + 3600);
  manager_ = session_cookie_of(call(*server_, "POST", "/api/auth/login",
                                    json{{"email", "gestion@acme.example"}, {"password", "secret123"}}));
  auto late = call(*server_, "POST", seat_path(2) + "/cancel", nullptr, manager_);
  ASSERT_EQ(late.status, 409) << late.body;
  EXPECT_EQ(late.json()["error"]["code"], "cancellation-deadline-passed");
  const auto office = sign_in_admin(*server_, "bureau@secours.example");
  EXPECT_EQ(call(*server_, "POST", seat_path(2) + "/cancel", nullptr, office).status, 200);
  const auto stranger = sign_up(*server_, "autre@beta.example");
  EXPECT_EQ(call(*server_, "POST", seat_path(0) + "/cancel", nullptr, stranger).status, 404);
}

TEST_P(TeamBookings, SeatsWhoseNamesFollowAreNamedBeforeTheSession) {
  auto booked = book_team(json::array({json::object(), json::object()}));
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_EQ(booked.json()["seats"][0]["firstName"], "");
  EXPECT_EQ(count("SELECT COUNT(*) FROM company_employees"), 0);  // nobody typed in yet
  const auto team = std::to_string(booked.json()["teamBooking"]["id"].get<long long>());
  const auto seat = path("/bookings/" + team + "/seats/" +
                         std::to_string(booked.json()["seats"][1]["id"].get<long long>()));
  EXPECT_EQ(call(*server_, "PUT", seat, json::object(), manager_).status, 400);
  auto named = call(*server_, "PUT", seat, typed("Léa", "Fortin"), manager_);
  ASSERT_EQ(named.status, 200) << named.body;
  EXPECT_EQ(named.json()["seats"][1]["lastName"], "Fortin");
  const auto invoice = booked.json()["teamBooking"]["invoiceId"].get<long long>();
  auto pdf = server_->get(path("/invoices/" + std::to_string(invoice) + ".pdf"), {{"Cookie", manager_}});
  EXPECT_NE(plain_spaces(pdf_text(pdf.body)).find("Nom à venir"), std::string::npos);
}

SECOURS_ON_BOTH_ENGINES(TeamBookings);
