// A company's team paid by card at once (issue 26, decision 046): one PaymentIntent for every held seat,
// Stripe's confirmation pays them all and issues one paid invoice with its receipt for the company, the
// hold lapses for the whole team, a late payment seats the team again together or not at all, and two
// instances delivering and expiring at once apply each payment once, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "bookings/hold_expiry.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/pdf_text.h"
#include "support/second_instance.h"
#include "support/stripe_events.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

json typed(const std::string& first, const std::string& last, const std::string& email = "") {
  json attendee{{"firstName", first}, {"lastName", last}};
  if (!email.empty()) attendee["email"] = email;
  return attendee;
}

constexpr long long seat_total = 11498;  // 100 $ with GST and QST
// Seats paid together are one document, taxed once (issue 42): 300 $ → 15,00 $ + 29,93 $ (seat by seat,
// 29,94 $); after one seat leaves, the two others share the taxes of 200 $ again: 10,00 $ + 19,95 $.
constexpr long long three_seats_total = 34493;
constexpr long long two_seats_total = 22995;

struct Intent {
  std::string id, client_secret;
  long long amount = 0;
};

}  // namespace

class TeamCardPayments : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [this](secours::core::Config& config) { use_stripe(config, stripe_.base_url()); });
    manager_ = sign_up(*server_, "gestion@acme.example");
    course_ = insert_course(*server_, "secourisme-milieu-travail", 10000);
    session_ = insert_session(*server_, course_, 12);
    auto created = call(*server_, "POST", "/api/companies",
                        json{{"name", "Acme Québec inc."},
                             {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                             {"billingEmail", "comptes@acme.example"}},
                        manager_);
    ASSERT_EQ(created.status, 201) << created.body;
    company_ = created.json()["company"]["id"].get<long long>();  // not approved for credit
  }
  std::string path(const std::string& rest = "") {
    return "/api/companies/" + std::to_string(company_) + rest;
  }
  std::string team_path(long long team, const std::string& rest = "") {
    return path("/bookings/" + std::to_string(team) + rest);
  }
  json book_card_team(const json& attendees, long long session = 0) {
    auto booked = call(
        *server_, "POST", path("/bookings"),
        json{
            {"sessionId", session ? session : session_}, {"paymentMethod", "card"}, {"attendees", attendees}},
        manager_);
    EXPECT_EQ(booked.status, 201) << booked.body;
    return booked.json();
  }
  json three_seats(long long session = 0) {
    return book_card_team(json::array({typed("Luc", "Tremblay", "luc@acme.example"),
                                       typed("Ana", "Roy", "ana@acme.example"), typed("Marc", "Gagnon")}),
                          session);
  }
  Intent start_payment(long long team) {
    auto started = call(*server_, "POST", team_path(team, "/payment"), nullptr, manager_);
    EXPECT_EQ(started.status, 200) << started.body;
    const std::string secret = started.json().value("clientSecret", "");
    return {secret.substr(0, secret.find("_secret")), secret, started.json().value("amountCents", 0LL)};
  }
  json succeeded(long long team, const std::string& intent, long long amount, const std::string& event_id) {
    return {{"id", event_id},
            {"object", "event"},
            {"type", "payment_intent.succeeded"},
            {"data",
             {{"object",
               {{"id", intent},
                {"object", "payment_intent"},
                {"amount", amount},
                {"amount_received", amount},
                {"currency", "cad"},
                {"metadata", {{"team_booking_id", std::to_string(team)}}}}}}}};
  }
  json details(long long team) { return call(*server_, "GET", team_path(team), nullptr, manager_).json(); }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }
  int receipt_mails() {
    int mails = 0;
    for (const auto& mail : outbox(server_->database())) mails += mail.subject.rfind("Reçu ", 0) == 0;
    return mails;
  }

  StripeFake stripe_;
  std::unique_ptr<TestServer> server_;
  std::string manager_;
  long long course_ = 0, session_ = 0, company_ = 0;
};

TEST_P(TeamCardPayments, ACompanyWithoutCreditPaysItsWholeTeamOnceAndGetsOneReceipt) {
  auto booked = three_seats();
  const auto team = booked["teamBooking"]["id"].get<long long>();
  EXPECT_EQ(booked["teamBooking"]["paymentMethod"], "card");
  EXPECT_TRUE(booked["teamBooking"]["invoiceId"].is_null());
  for (const auto& seat : booked["seats"]) {
    EXPECT_EQ(seat["status"], "pending");
    EXPECT_EQ(seat["paymentStatus"], "awaiting-payment");
  }
  ASSERT_TRUE(booked["cardPayment"].is_object()) << booked;
  EXPECT_EQ(booked["cardPayment"]["amountCents"], three_seats_total);
  EXPECT_EQ(seats_taken(server_->database(), session_), 3);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 0);

  auto intent = start_payment(team);
  EXPECT_EQ(intent.amount, three_seats_total);
  auto calls = stripe_.calls_to("/v1/payment_intents");
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].form["amount"], std::to_string(three_seats_total));
  EXPECT_EQ(calls[0].form["metadata[team_booking_id]"], std::to_string(team));
  EXPECT_EQ(calls[0].form.count("metadata[booking_id]"), 0u);
  EXPECT_EQ(start_payment(team).client_secret, intent.client_secret);  // asked again: the same one

  auto paid = deliver_stripe_event(*server_, succeeded(team, intent.id, three_seats_total, "evt_team_paid"));
  ASSERT_EQ(paid.status, 200) << paid.body;
  auto after = details(team);
  EXPECT_TRUE(after["cardPayment"].is_null());
  for (const auto& seat : after["seats"]) {
    EXPECT_EQ(seat["status"], "approved");
    EXPECT_EQ(seat["paymentStatus"], "paid");
  }
  const auto invoice_number = after["teamBooking"]["invoiceNumber"].get<std::string>();
  EXPECT_EQ(invoice_number.substr(0, 2), "F-");
  auto invoices = call(*server_, "GET", path("/invoices"), nullptr, manager_).json()["invoices"];
  ASSERT_EQ(invoices.size(), 1u);
  EXPECT_EQ(invoices[0]["status"], "paid");
  EXPECT_EQ(invoices[0]["balanceCents"], 0);
  EXPECT_EQ(invoices[0]["lines"].size(), 3u);
  ASSERT_EQ(invoices[0]["payments"].size(), 1u);
  EXPECT_EQ(invoices[0]["payments"][0]["method"], "card");
  EXPECT_EQ(invoices[0]["payments"][0]["reference"], intent.id);
  auto pdf = server_->get(path("/invoices/" + std::to_string(invoices[0]["id"].get<long long>()) + ".pdf"),
                          {{"Cookie", manager_}});
  ASSERT_EQ(pdf.status, 200);
  EXPECT_NE(pdf_text(pdf.body).find("Payée par carte à la réservation"), std::string::npos);

  // One receipt, to the company's billing address and its manager; nothing more to the attendees.
  EXPECT_EQ(receipt_mails(), 2);
  int to_attendees = 0;
  for (const auto& mail : outbox(server_->database()))
    to_attendees += mail.recipient == "luc@acme.example" || mail.recipient == "ana@acme.example";
  EXPECT_EQ(to_attendees, 2);  // their seat's mail, when booked

  // Stripe delivers again, or sends a second event for the same PaymentIntent: nothing more happens.
  EXPECT_EQ(
      deliver_stripe_event(*server_, succeeded(team, intent.id, three_seats_total, "evt_team_paid")).status,
      200);
  EXPECT_EQ(
      deliver_stripe_event(*server_, succeeded(team, intent.id, three_seats_total, "evt_team_again")).status,
      200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 1);
  EXPECT_EQ(receipt_mails(), 2);
  EXPECT_EQ(seats_taken(server_->database(), session_), 3);
  auto again = call(*server_, "POST", team_path(team, "/payment"), nullptr, manager_);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "team-not-payable");
}

TEST_P(TeamCardPayments, AnAmountThatIsNotTheSeatsTotalPaysNothing) {
  const auto team = three_seats()["teamBooking"]["id"].get<long long>();
  auto intent = start_payment(team);
  ASSERT_EQ(deliver_stripe_event(*server_, succeeded(team, intent.id, seat_total, "evt_short")).status, 200);
  auto after = details(team);
  for (const auto& seat : after["seats"]) EXPECT_EQ(seat["paymentStatus"], "awaiting-payment");
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_events WHERE action = 'payment-amount-mismatch'"), 3);
  // An event naming another team's seats, or none of ours, changes nothing either.
  ASSERT_EQ(
      deliver_stripe_event(*server_, succeeded(team + 1, intent.id, three_seats_total, "evt_other")).status,
      200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 0);
}

TEST_P(TeamCardPayments, ASeatCancelledBeforePayingAsksForANewTotal) {
  auto booked = three_seats();
  const auto team = booked["teamBooking"]["id"].get<long long>();
  const auto first = start_payment(team);
  const auto third_seat = booked["seats"][2]["id"].get<long long>();
  ASSERT_EQ(call(*server_, "POST", team_path(team, "/seats/" + std::to_string(third_seat) + "/cancel"),
                 nullptr, manager_)
                .status,
            200);
  EXPECT_EQ(details(team)["cardPayment"]["amountCents"], two_seats_total);
  const auto second = start_payment(team);
  EXPECT_NE(second.id, first.id);
  EXPECT_EQ(second.amount, two_seats_total);
  // The stale PaymentIntent paid anyway is not the seats' total: nothing is paid by it.
  deliver_stripe_event(*server_, succeeded(team, first.id, three_seats_total, "evt_stale"));
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices"), 0);
  deliver_stripe_event(*server_, succeeded(team, second.id, two_seats_total, "evt_new"));
  auto invoices = call(*server_, "GET", path("/invoices"), nullptr, manager_).json()["invoices"];
  ASSERT_EQ(invoices.size(), 1u);
  EXPECT_EQ(invoices[0]["lines"].size(), 2u);
  EXPECT_EQ(invoices[0]["amounts"]["totalCents"], two_seats_total);
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);
}

TEST_P(TeamCardPayments, TheHoldLapsesForTheWholeTeamAndALatePaymentSeatsItAgainTogether) {
  const auto session = insert_session(*server_, course_, 4);
  const auto team = three_seats(session)["teamBooking"]["id"].get<long long>();
  const auto intent = start_payment(team);
  server_->clock().advance(31 * 60);
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  EXPECT_EQ(worker.run_once(), 3u);
  EXPECT_EQ(seats_taken(server_->database(), session), 0);
  auto lapsed = details(team);
  EXPECT_TRUE(lapsed["cardPayment"].is_null());
  for (const auto& seat : lapsed["seats"]) EXPECT_EQ(seat["status"], "cancelled");
  auto refused = call(*server_, "POST", team_path(team, "/payment"), nullptr, manager_);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "team-not-payable");

  // The customer had confirmed just before: the payment arrives and the seats are free.
  deliver_stripe_event(*server_, succeeded(team, intent.id, three_seats_total, "evt_late"));
  for (const auto& seat : details(team)["seats"]) {
    EXPECT_EQ(seat["status"], "approved");
    EXPECT_EQ(seat["paymentStatus"], "paid");
  }
  EXPECT_EQ(seats_taken(server_->database(), session), 3);
  EXPECT_EQ(held_seats(server_->database(), session), 3);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE refund_needed = 1"), 0);
}

TEST_P(TeamCardPayments, ALatePaymentNeverSeatsPartOfATeam) {
  const auto session = insert_session(*server_, course_, 4);
  const auto team = three_seats(session)["teamBooking"]["id"].get<long long>();
  const auto intent = start_payment(team);
  server_->clock().advance(31 * 60);
  secours::bookings::HoldExpiryWorker(server_->database(), server_->clock()).run_once();
  // Two of the four seats are taken meanwhile: the team of three cannot sit together any more.
  book_card_team(json::array({typed("Zoé", "Autre"), typed("Yves", "Autre")}), session);
  deliver_stripe_event(*server_, succeeded(team, intent.id, three_seats_total, "evt_too_late"));
  auto after = details(team);
  for (const auto& seat : after["seats"]) {
    EXPECT_EQ(seat["status"], "cancelled");
    EXPECT_EQ(seat["paymentStatus"], "paid");
  }
  EXPECT_EQ(seats_taken(server_->database(), session), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE refund_needed = 1"), 3);
  // The money was received: the company has its paid invoice and receipt, and the office the refunds to make.
  auto invoices = call(*server_, "GET", path("/invoices"), nullptr, manager_).json()["invoices"];
  ASSERT_EQ(invoices.size(), 1u);
  EXPECT_EQ(invoices[0]["status"], "paid");
  EXPECT_EQ(invoices[0]["amounts"]["totalCents"], three_seats_total);
}

TEST_P(TeamCardPayments, OnlyItsManagersAndTheOfficeStartTheTeamsPayment) {
  const auto team = three_seats()["teamBooking"]["id"].get<long long>();
  const auto stranger = sign_up(*server_, "rh@beta.example");
  EXPECT_EQ(call(*server_, "POST", team_path(team, "/payment"), nullptr, stranger).status, 404);
  EXPECT_EQ(call(*server_, "POST", team_path(team, "/payment")).status, 401);
  EXPECT_EQ(call(*server_, "POST", team_path(team, "/payment"), nullptr, sign_in_admin(*server_)).status,
            200);
  EXPECT_EQ(call(*server_, "POST", team_path(team + 1000, "/payment"), nullptr, manager_).status, 404);
}

// Stripe delivers the same confirmation to both instances while both run the hold expiry at the moment the
// hold lapses: every team ends paid, seated once, with one invoice and one receipt.
TEST_P(TeamCardPayments, TwoInstancesDeliveringAndExpiringAtOnceApplyEachPaymentOnce) {
  SecondInstance second(*server_);
  const auto session = insert_session(*server_, course_, 30);
  struct Paying {
    long long team;
    Intent intent;
  };
  std::vector<Paying> teams;
  for (int i = 0; i < 6; ++i) {
    const auto team = three_seats(session)["teamBooking"]["id"].get<long long>();
    teams.push_back({team, start_payment(team)});
  }
  server_->clock().advance(30 * 60);  // the holds lapse now
  std::atomic<bool> go{false};
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int instance = 0; instance < 2; ++instance) {
    threads.emplace_back([&, instance] {
      while (!go) std::this_thread::yield();
      for (const auto& paying : teams) {
        const auto payload =
            succeeded(paying.team, paying.intent.id, three_seats_total, "evt_" + std::to_string(paying.team))
                .dump();
        auto result = http_request(
            instance ? second.port() : server_->port(), "POST", "/api/webhooks/stripe", payload,
            {{"Content-Type", "application/json"},
             {"Stripe-Signature",
              stripe_signature_header(payload, stripe_test_webhook_secret, server_->clock().now())}});
        if (result.status != 200) ++failures;
      }
    });
    threads.emplace_back([&] {
      while (!go) std::this_thread::yield();
      secours::bookings::HoldExpiryWorker(server_->database(), server_->clock()).run_once();
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures, 0);
  for (const auto& paying : teams) {
    for (const auto& seat : details(paying.team)["seats"]) {
      EXPECT_EQ(seat["status"], "approved") << paying.team;
      EXPECT_EQ(seat["paymentStatus"], "paid");
    }
  }
  EXPECT_EQ(seats_taken(server_->database(), session), 18);
  EXPECT_EQ(held_seats(server_->database(), session), 18);
  EXPECT_EQ(count("SELECT COUNT(*) FROM invoices WHERE status = 'paid'"), 6);
  EXPECT_EQ(receipt_mails(), 12);  // billing and manager, once per team
}

TEST_P(TeamCardPayments, WithoutStripeATeamCannotBeBookedByCard) {
  TestServer plain(GetParam());
  const auto manager = sign_up(plain, "gestion@acme.example");
  const auto course = insert_course(plain, "rcr", 10000);
  const auto session = insert_session(plain, course, 5);
  auto company =
      call(plain, "POST", "/api/companies",
           json{{"name", "Acme"}, {"address", "12 rue Principale"}, {"billingEmail", "c@acme.example"}},
           manager)
          .json()["company"]["id"]
          .get<long long>();
  auto refused = call(
      plain, "POST", "/api/companies/" + std::to_string(company) + "/bookings",
      json{{"sessionId", session}, {"paymentMethod", "card"}, {"attendees", {typed("A", "B")}}}, manager);
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(refused.json()["error"]["code"], "payments-unavailable");
  EXPECT_EQ(seats_taken(plain.database(), session), 0);
}

SECOURS_ON_BOTH_ENGINES(TeamCardPayments);
