// The roster (issue 29), on both engines: only the session's instructors and the office read it; a tap
// is recorded once whatever the retries; the signature locks it and issues certificates to every attendee
// who passed and whose booking is paid, with or without an account, mailed with their PDF; the office
// reopens it with a reason; the sign-in sheet; two instances signing at once issue each certificate once.
#include <atomic>
#include <thread>

#include "support/class_day_fixture.h"
#include "support/mailed_links.h"
#include "support/pdf_text.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class ClassDayRoster : public ClassDayFixture {
 protected:
  void SetUp() override {
    ClassDayFixture::SetUp();
    if (IsSkipped()) return;
    josee_ = instructor("josee@example.com");
    call(*server_, "PUT", "/api/instructor/profile",
         {{"languages", {"fr"}}, {"credentials", {{{"body", "Croix-Rouge"}, {"number", "CR-77"}}}}},
         josee_.cookie);
    session_ = scheduled(session_body(3, 12, {josee_.id}));
  }
  json attendee(const HttpResult& roster, long long booking) {
    // (kept: a loop over a temporary's member would read freed memory)
    return attendee(roster.json(), booking);
  }
  json attendee(const json& roster, long long booking) {
    for (const auto& a : roster["attendees"]) {
      if (a["bookingId"] == booking) return a;
    }
    return nullptr;
  }
  void passes(long long booking) {
    ASSERT_EQ(
        record(session_, booking, {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie).status,
        200);
  }

  SignedInInstructor josee_;
  long long session_ = 0;
};

TEST_P(ClassDayRoster, OnlyTheSessionsInstructorsAndTheOfficeReadIt) {
  auto marc = instructor("marc@example.com", "Marc", "Lavoie");
  auto student = sign_up(*server_, "eleve@example.com");
  auto guest = booked(session_, "lea@example.com");
  {
    auto sql = secours::db::connection(server_->database());
    *sql << "UPDATE bookings SET special_requests = 'Allergie aux arachides' WHERE id = :b",
        soci::use(guest.id);
  }
  EXPECT_EQ(call(*server_, "GET", roster_path(session_)).status, 401);
  EXPECT_EQ(call(*server_, "GET", roster_path(session_), nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", roster_path(session_), nullptr, marc.cookie).status, 404);
  EXPECT_EQ(record(session_, guest.id, {{"attendance", "present"}}, marc.cookie).status, 404);
  EXPECT_EQ(record(session_, guest.id, {{"attendance", "present"}}, student).status, 403);
  EXPECT_EQ(finalize(session_, marc.cookie).status, 404);
  EXPECT_EQ(
      call(*server_, "GET", "/api/instructor/sessions/" + std::to_string(session_) + "/sign-in-sheet.pdf",
           nullptr, marc.cookie)
          .status,
      404);

  auto mine = call(*server_, "GET", roster_path(session_), nullptr, josee_.cookie);
  ASSERT_EQ(mine.status, 200) << mine.body;
  EXPECT_EQ(mine.json()["roster"]["status"], "open");
  EXPECT_EQ(mine.json()["session"]["instructors"][0]["name"], "Josée Gagnon");
  ASSERT_EQ(mine.json()["attendees"].size(), 1u);
  EXPECT_EQ(attendee(mine, guest.id)["specialRequests"], "Allergie aux arachides");
  EXPECT_EQ(attendee(mine, guest.id)["attendance"], nullptr);
  EXPECT_EQ(call(*server_, "GET", roster_path(session_), nullptr, admin_).status, 200);
  EXPECT_EQ(call(*server_, "GET", roster_path(999999), nullptr, josee_.cookie).status, 404);

  // Issue 41: the page's language (X-Page-Language, sent by the site), not the account's, names the course.
  const auto french_title = mine.json()["session"]["course"]["title"].get<std::string>();
  EXPECT_TRUE(french_title.starts_with("Secourisme")) << french_title;
  auto english =
      server_->send("GET", roster_path(session_), "", {{"Cookie", josee_.cookie}, {"X-Page-Language", "en"}});
  ASSERT_EQ(english.status, 200) << english.body;
  EXPECT_TRUE(english.json()["session"]["course"]["title"].get<std::string>().starts_with("First aid"))
      << english.body;
}

TEST_P(ClassDayRoster, ATapIsRecordedOnceWhateverTheRetries) {
  auto guest = booked(session_, "lea@example.com");
  go_to_class(session_);
  EXPECT_EQ(record(session_, guest.id, {{"result", "passed"}}, josee_.cookie).json()["error"]["code"],
            "attendance-required");
  auto first = record(session_, guest.id, {{"attendance", "present"}, {"version", 0}}, josee_.cookie);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(first.json()["attendee"]["attendance"], "present");
  EXPECT_EQ(first.json()["attendee"]["version"], 1);
  // The same tap again (its answer was lost on a weak network): answered, not applied twice.
  auto retried = record(session_, guest.id, {{"attendance", "present"}, {"version", 0}}, josee_.cookie);
  ASSERT_EQ(retried.status, 200) << retried.body;
  EXPECT_EQ(retried.json()["attendee"]["version"], 1);
  // Another device that read version 0 and wants something else: told to read again.
  EXPECT_EQ(record(session_, guest.id, {{"attendance", "late"}, {"version", 0}}, josee_.cookie)
                .json()["error"]["code"],
            "roster-changed");
  auto late = record(session_, guest.id,
                     {{"attendance", "late"}, {"note", "Arrivée à 9 h 20"}, {"version", 1}}, josee_.cookie);
  ASSERT_EQ(late.status, 200) << late.body;
  EXPECT_EQ(late.json()["attendee"]["version"], 2);
  EXPECT_EQ(late.json()["attendee"]["note"], "Arrivée à 9 h 20");
  auto cleared = record(session_, guest.id, {{"attendance", nullptr}}, josee_.cookie);
  EXPECT_EQ(cleared.json()["attendee"]["attendance"], nullptr);

  EXPECT_EQ(record(session_, guest.id, {{"attendance", "asleep"}}, josee_.cookie)
                .json()["error"]["fields"]["attendance"],
            "invalid-choice");
  EXPECT_EQ(record(session_, guest.id, json::object(), josee_.cookie).json()["error"]["code"],
            "nothing-to-change");
  auto other = scheduled(session_body(5, 12, {josee_.id}));
  go_to_class(other);
  EXPECT_EQ(record(other, guest.id, {{"attendance", "present"}}, josee_.cookie).status, 404);
  // The office corrects a line too.
  EXPECT_EQ(record(session_, guest.id, {{"attendance", "absent"}, {"result", "no-show"}}, admin_).status,
            200);
}

// Issue 41: before its certificate, a course booked on a session names those staffed on it (one query for
// the whole dashboard), not the instructor the course's page presents.
TEST_P(ClassDayRoster, TheDashboardNamesTheSessionsStaffBeforeTheCertificate) {
  auto marc = instructor("marc@example.com", "Marc", "Lavoie");
  const auto both = scheduled(session_body(5, 12, {marc.id, josee_.id}));
  auto student = sign_up(*server_, "marie@example.com");
  prove_address("marie@example.com");
  auto booking = booked(both, "marie@example.com", student, "Marie");
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booking.id),
                 {{"status", "approved"}}, admin_)
                .status,
            200);
  auto dashboard = call(*server_, "GET", "/api/me/dashboard", nullptr, student).json();
  ASSERT_EQ(dashboard["courses"].size(), 1u) << dashboard;
  EXPECT_EQ(dashboard["courses"][0]["instructor"], "Josée Gagnon, Marc Lavoie");
}

TEST_P(ClassDayRoster, TheSignatureIssuesCertificatesToThoseWhoPassedAndPaid) {
  auto student = sign_up(*server_, "marie@example.com");
  prove_address("marie@example.com");
  auto with_account = booked(session_, "marie@example.com", student, "Marie");
  call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(with_account.id), {{"status", "approved"}},
       admin_);
  auto guest = booked(session_, "lea@example.com", "", "Léa");
  auto unpaid = booked(session_, "paul@example.com", "", "Paul");
  auto failed = booked(session_, "rose@example.com", "", "Rose");
  for (auto paid : {with_account.id, guest.id, failed.id}) mark_paid(paid);
  go_to_class(session_);
  passes(with_account.id);
  passes(guest.id);
  passes(unpaid.id);
  ASSERT_EQ(record(session_, failed.id, {{"attendance", "present"}, {"result", "remediation"}}, josee_.cookie)
                .status,
            200);
  const auto mails_before = outbox(server_->database()).size();

  EXPECT_EQ(finalize(session_, admin_).json()["error"]["code"], "instructor-only");
  EXPECT_EQ(finalize(session_, josee_.cookie, "").status, 400);
  auto signed_roster = finalize(session_, josee_.cookie);
  ASSERT_EQ(signed_roster.status, 200) << signed_roster.body;
  const auto outcome = signed_roster.json();
  EXPECT_EQ(outcome["roster"]["status"], "finalized");
  EXPECT_EQ(outcome["roster"]["signature"], "Josée Gagnon");
  ASSERT_EQ(outcome["certificates"].size(), 2u);
  ASSERT_EQ(outcome["leftOut"].size(), 2u);
  for (const auto& left : outcome["leftOut"]) {
    if (left["bookingId"] == unpaid.id) {
      EXPECT_EQ(left["reason"], "unpaid");
    }
    if (left["bookingId"] == failed.id) {
      EXPECT_EQ(left["reason"], "not-passed");
      EXPECT_EQ(left["result"], "remediation");
    }
  }

  // One mail per certificate, its PDF naming the holder and the instructor with their number.
  auto mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), mails_before + 2);
  const auto& guest_mail =
      mails.back().recipient == "lea@example.com" ? mails.back() : mails[mails.size() - 2];
  EXPECT_EQ(guest_mail.recipient, "lea@example.com");
  EXPECT_NE(guest_mail.text.find("Créez votre compte avec cette adresse"), std::string::npos);
  ASSERT_EQ(guest_mail.attachments.size(), 1u);
  const auto pdf = plain_spaces(pdf_text(guest_mail.attachments[0].content));
  EXPECT_NE(pdf.find("Léa Bérubé"), std::string::npos) << pdf;
  EXPECT_NE(pdf.find("Josée Gagnon — CR-77 (Croix-Rouge)"), std::string::npos) << pdf;

  // Anyone verifies it; the student's dashboard has theirs, completed.
  std::string guest_credential;
  for (const auto& c : outcome["certificates"])
    if (c["bookingId"] == guest.id) {
      guest_credential = c["credentialId"];
    }
  auto verified = call(*server_, "GET", "/api/certificates/" + guest_credential);
  ASSERT_EQ(verified.status, 200) << verified.body;
  EXPECT_EQ(verified.json()["holderName"], "Léa Bérubé");
  EXPECT_EQ(verified.json()["instructor"], "Josée Gagnon — CR-77 (Croix-Rouge)");
  auto dashboard = call(*server_, "GET", "/api/me/dashboard", nullptr, sign_in("marie@example.com")).json();
  ASSERT_EQ(dashboard["certificates"].size(), 1u);
  EXPECT_EQ(dashboard["courses"][0]["completed"], true);
  EXPECT_EQ(dashboard["courses"][0]["progress"], 100);
  // Issue 41: the instructor who taught the class, not the one the course's page presents.
  EXPECT_EQ(dashboard["courses"][0]["instructor"], "Josée Gagnon");

  // Locked: no change, no second signature; the office's list shows it signed.
  EXPECT_EQ(record(session_, unpaid.id, {{"result", "no-show"}}, josee_.cookie).json()["error"]["code"],
            "roster-finalized");
  EXPECT_EQ(finalize(session_, josee_.cookie).json()["error"]["code"], "roster-finalized");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/sessions", nullptr, admin_).json()["sessions"][0]["roster"],
            "finalized");

  // The guest signs up with the proven address: the certificate is in their dashboard.
  auto lea = sign_up(*server_, "lea@example.com");
  verify_email(*server_, "lea@example.com");
  auto lea_dashboard = call(*server_, "GET", "/api/me/dashboard", nullptr, lea).json();
  ASSERT_EQ(lea_dashboard["certificates"].size(), 1u) << lea_dashboard.dump();
  EXPECT_EQ(lea_dashboard["certificates"][0]["credentialId"], guest_credential);
  EXPECT_EQ(lea_dashboard["certificates"][0]["instructor"], "Josée Gagnon — CR-77 (Croix-Rouge)");

  // The office reopens it with a reason; paid now, Paul gets his at the next signature, the others
  // keep theirs and are not mailed again.
  EXPECT_EQ(call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session_) + "/roster/reopen",
                 {{"reason", "Paiement de Paul reçu"}}, josee_.cookie)
                .status,
            403);
  auto reopened = call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session_) + "/roster/reopen",
                       {{"reason", "Paiement de Paul reçu"}}, admin_);
  ASSERT_EQ(reopened.status, 200) << reopened.body;
  EXPECT_EQ(reopened.json()["roster"]["status"], "open");
  EXPECT_EQ(reopened.json()["roster"]["reopenings"][0]["reason"], "Paiement de Paul reçu");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session_) + "/roster/reopen",
                 {{"reason", "encore"}}, admin_)
                .json()["error"]["code"],
            "roster-not-finalized");
  mark_paid(unpaid.id);
  const auto mails_after_reopen = outbox(server_->database()).size();
  auto again = finalize(session_, josee_.cookie);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.json()["certificates"].size(), 3u);
  EXPECT_EQ(again.json()["leftOut"].size(), 1u);
  auto after = outbox(server_->database());
  ASSERT_EQ(after.size(), mails_after_reopen + 1);
  EXPECT_EQ(after.back().recipient, "paul@example.com");
}

TEST_P(ClassDayRoster, AnEarlyChildhoodCertificateStatesWhatTheMinistereChecks) {
  {
    auto sql = secours::db::connection(server_->database());
    *sql << "UPDATE courses SET early_childhood = 1, duration_minutes = 720 WHERE id = :c",
        soci::use(course_);
  }
  auto guest = booked(session_, "lea@example.com");
  mark_paid(guest.id);
  go_to_class(session_);
  passes(guest.id);
  ASSERT_EQ(finalize(session_, josee_.cookie).status, 200);
  const auto pdf = plain_spaces(pdf_text(outbox(server_->database()).back().attachments.at(0).content));
  EXPECT_NE(pdf.find("Formation en secourisme de 12 heures adaptée à la petite enfance"), std::string::npos)
      << pdf;
  EXPECT_NE(pdf.find("réactions allergiques sévères"), std::string::npos) << pdf;
}

TEST_P(ClassDayRoster, TheSignInSheetListsEveryAttendeeWithABoxToSign) {
  // 30 attendees: more than one page.
  const auto big = scheduled(session_body(6, 40, {josee_.id}));
  for (int i = 0; i < 30; ++i)
    booked(big, "eleve" + std::to_string(i) + "@example.com", "", "Élève" + std::to_string(i));
  auto sheet = call(*server_, "GET", "/api/instructor/sessions/" + std::to_string(big) + "/sign-in-sheet.pdf",
                    nullptr, josee_.cookie);
  ASSERT_EQ(sheet.status, 200) << sheet.body;
  EXPECT_EQ(sheet.headers["content-type"], "application/pdf");
  const auto text = plain_spaces(pdf_text(sheet.body));
  EXPECT_NE(text.find("Feuille de présence"), std::string::npos) << text;
  EXPECT_NE(text.find("Josée Gagnon"), std::string::npos);
  EXPECT_NE(text.find("Élève0 Bérubé"), std::string::npos);
  EXPECT_NE(text.find("Élève29 Bérubé"), std::string::npos);
  EXPECT_NE(text.find("Page 2"), std::string::npos);
  auto english =
      call(*server_, "GET", "/api/instructor/sessions/" + std::to_string(big) + "/sign-in-sheet.pdf?lang=en",
           nullptr, admin_);
  EXPECT_NE(pdf_text(english.body).find("Sign-in sheet"), std::string::npos);
}

TEST_P(ClassDayRoster, TwoInstancesSigningAtOnceIssueEachCertificateOnce) {
  auto marc = instructor("marc@example.com", "Marc", "Lavoie");
  SecondInstance other(*server_);
  for (int round = 0; round < 4; ++round) {
    auto session = scheduled(session_body(4 + 2 * round, 12, {josee_.id, marc.id}));
    std::vector<long long> seats;
    for (int i = 0; i < 3; ++i) {
      auto seat = booked(session, "r" + std::to_string(round) + "p" + std::to_string(i) + "@example.com");
      seats.push_back(seat.id);
      mark_paid(seat.id);
    }
    go_to_class(session);
    for (long long seat_id : seats) {
      ASSERT_EQ(
          record(session, seat_id, {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie).status,
          200);
    }
    const auto mails_before = outbox(server_->database()).size();
    std::atomic<int> signed_count{0}, refused{0};
    auto sign = [&](std::uint16_t port, const std::string& cookie) {
      auto result = http_request(
          port, "POST", "/api/instructor/sessions/" + std::to_string(session) + "/finalize",
          json{{"signature", "Signé"}}.dump(), {{"Content-Type", "application/json"}, {"Cookie", cookie}});
      if (result.status == 200) ++signed_count;
      if (result.status == 409) ++refused;
    };
    std::thread a(sign, server_->port(), josee_.cookie), b(sign, other.port(), marc.cookie);
    a.join();
    b.join();
    EXPECT_EQ(signed_count.load(), 1);
    EXPECT_EQ(refused.load(), 1);
    EXPECT_EQ(outbox(server_->database()).size(), mails_before + 3);
  }
}

TEST_P(ClassDayRoster, ACancelledSessionsRosterTakesNoChange) {
  auto guest = booked(session_, "lea@example.com");
  go_to_class(session_);
  ASSERT_EQ(
      call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session_) + "/cancel", nullptr, admin_)
          .status,
      200);
  EXPECT_EQ(finalize(session_, josee_.cookie).json()["error"]["code"], "session-cancelled");
  EXPECT_EQ(record(session_, guest.id, {{"attendance", "present"}}, josee_.cookie).json()["error"]["code"],
            "session-cancelled");
}

TEST_P(ClassDayRoster, ACompanysEmployeeWithoutAnAccountIsOnTheRosterAndGetsTheirCertificate) {
  auto manager = sign_up(*server_, "gestion@acme.example");
  auto company = call(*server_, "POST", "/api/companies",
                      {{"name", "Acme Québec inc."},
                       {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                       {"billingEmail", "comptes@acme.example"}},
                      manager);
  ASSERT_EQ(company.status, 201) << company.body;
  const auto company_id = company.json()["company"]["id"].get<long long>();
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(company_id),
                 {{"creditApproved", true}}, admin_)
                .status,
            200);
  auto team =
      call(*server_, "POST", "/api/companies/" + std::to_string(company_id) + "/bookings",
           {{"sessionId", session_},
            {"paymentMethod", "invoice"},
            {"attendees", {{{"firstName", "Ana"}, {"lastName", "Roy"}, {"email", "ana@acme.example"}}}}},
           manager);
  ASSERT_EQ(team.status, 201) << team.body;
  const auto seat = team.json()["seats"][0]["id"].get<long long>();

  auto roster = call(*server_, "GET", roster_path(session_), nullptr, josee_.cookie);
  ASSERT_EQ(roster.status, 200) << roster.body;
  EXPECT_EQ(attendee(roster, seat)["company"], "Acme Québec inc.");
  EXPECT_EQ(attendee(roster, seat)["paymentStatus"], "awaiting-payment");
  go_to_class(session_);
  passes(seat);
  // Signed before the company pays its invoice (30 days' terms): the seat waits, unpaid.
  auto signed_roster = finalize(session_, josee_.cookie);
  ASSERT_EQ(signed_roster.status, 200) << signed_roster.body;
  EXPECT_EQ(signed_roster.json()["certificates"].size(), 0u);
  ASSERT_EQ(signed_roster.json()["leftOut"].size(), 1u);
  EXPECT_EQ(signed_roster.json()["leftOut"][0]["reason"], "unpaid");

  // Issue 41: the office records the invoice's payment: the certificate goes out then.
  server_->clock().advance(10 * 86400);
  const auto invoice = "/api/admin/invoices/" + std::to_string(count_of(server_->database(),
                                                                        "SELECT MAX(id) FROM invoices WHERE "
                                                                        "company_id = :c",
                                                                        company_id));
  const auto balance = call(*server_, "GET", invoice, nullptr, admin_).json()["invoice"]["balanceCents"];
  auto paid =
      call(*server_, "POST", invoice + "/payments", {{"method", "eft"}, {"amountCents", balance}}, admin_);
  ASSERT_EQ(paid.status, 201) << paid.body;
  EXPECT_EQ(paid.json()["invoice"]["status"], "paid");
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM certificates WHERE booking_id = :b", seat),
            1);
  bool mailed = false;
  for (const auto& mail : outbox(server_->database()))
    mailed |= mail.recipient == "ana@acme.example" && mail.attachments.size() == 1 &&
              mail.subject.find("ertificat") != std::string::npos;
  EXPECT_TRUE(mailed);
}

TEST_P(ClassDayRoster, ABookingMovedToAnotherSessionStartsItsLineAgain) {
  auto guest = booked(session_, "lea@example.com");
  go_to_class(session_);
  ASSERT_EQ(record(session_, guest.id, {{"attendance", "absent"}}, josee_.cookie).status, 200);
  const auto later = scheduled(session_body(9, 12, {josee_.id}));
  auto moved = call(*server_, "POST", "/api/admin/bookings/" + std::to_string(guest.id) + "/move",
                    {{"sessionId", later}}, admin_);
  ASSERT_EQ(moved.status, 200) << moved.body;
  EXPECT_EQ(call(*server_, "GET", roster_path(session_), nullptr, josee_.cookie).json()["attendees"].size(),
            0u);
  auto line = attendee(call(*server_, "GET", roster_path(later), nullptr, josee_.cookie), guest.id);
  EXPECT_EQ(line["attendance"], nullptr);
  EXPECT_EQ(line["version"], 0);
  go_to_class(later);
  auto present = record(later, guest.id, {{"attendance", "present"}, {"version", 0}}, josee_.cookie);
  ASSERT_EQ(present.status, 200) << present.body;
  EXPECT_EQ(present.json()["attendee"]["attendance"], "present");
  EXPECT_EQ(present.json()["attendee"]["version"], 1);
}

TEST_P(ClassDayRoster, TheRosterOpensWithTheClassAndItsCertificatesBearTheLastDay) {
  // Two days, two days apart, given as the office's form sends them (issue 41). Six Quebec days ahead: clear
  // of the fixture's session (three UTC days ahead, 9:00 UTC) even in the hours when Quebec's date is still
  // the day before UTC's (at four days they met then, and Josée was busy).
  const std::string first_day = secours::add_days(secours::quebec_date(server_->clock().now()), 6);
  const std::string last_day = secours::add_days(first_day, 2);
  auto body = session_body(4, 12, {josee_.id});
  body.erase("startsAt");
  body.erase("endsAt");
  body["days"] = {{{"date", first_day}, {"startsAt", "08:30"}, {"endsAt", "16:30"}},
                  {{"date", last_day}, {"startsAt", "08:30"}, {"endsAt", "16:30"}}};
  const auto session = scheduled(body);
  auto guest = booked(session, "lea@example.com");
  mark_paid(guest.id);

  auto before = record(session, guest.id, {{"attendance", "present"}}, josee_.cookie);
  EXPECT_EQ(before.status, 409);
  EXPECT_EQ(before.json()["error"]["code"], "session-not-started");
  EXPECT_EQ(finalize(session, josee_.cookie).json()["error"]["code"], "session-not-started");
  const auto roster = call(*server_, "GET", roster_path(session), nullptr, josee_.cookie).json();
  EXPECT_EQ(roster["roster"]["checkInOpensAt"].get<std::string>().substr(0, 16), first_day + "T08:30");
  EXPECT_EQ(roster["roster"]["signatureOpensAt"].get<std::string>().substr(0, 16), last_day + "T08:30");
  ASSERT_EQ(roster["session"]["days"].size(), 2u);

  EXPECT_EQ(attendee(roster, guest.id)["dayAttendance"], json::array({nullptr, nullptr}));

  // The first day: its check-in opens, not the second day's; no result before every day is checked in;
  // the signature waits for the last day.
  server_->clock().advance(secours::montreal_wall_time(first_day, 9 * 60) - server_->clock().now());
  auto first = record(session, guest.id, {{"attendance", "present"}}, josee_.cookie);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(first.json()["attendee"]["dayAttendance"], json::array({"present", nullptr}));
  EXPECT_EQ(record(session, guest.id, {{"dayAttendance", {{"2", "present"}}}}, josee_.cookie)
                .json()["error"]["code"],
            "session-not-started");
  EXPECT_EQ(record(session, guest.id, {{"result", "passed"}}, josee_.cookie).json()["error"]["code"],
            "attendance-required");
  EXPECT_EQ(record(session, guest.id, {{"dayAttendance", {{"3", "present"}}}}, josee_.cookie)
                .json()["error"]["fields"]["dayAttendance"],
            "out-of-range");
  for (const auto& invalid : {json{{"0", "present"}}, json{{"deux", "present"}}, json{{"2", "asleep"}},
                              json::array({"present"}), json::object()}) {
    EXPECT_EQ(record(session, guest.id, {{"dayAttendance", invalid}}, josee_.cookie)
                  .json()["error"]["fields"]["dayAttendance"],
              "invalid-day")
        << invalid.dump();
  }
  EXPECT_EQ(finalize(session, josee_.cookie).json()["error"]["code"], "session-not-started");

  // The last day: checked in again (late), then the result, once for the course.
  go_to_class(session);
  auto second = record(session, guest.id, {{"dayAttendance", {{"2", "late"}}}}, josee_.cookie);
  ASSERT_EQ(second.status, 200) << second.body;
  EXPECT_EQ(second.json()["attendee"]["attendance"], "present");
  EXPECT_EQ(second.json()["attendee"]["dayAttendance"], json::array({"present", "late"}));
  ASSERT_EQ(record(session, guest.id, {{"result", "passed"}}, josee_.cookie).status, 200);
  // Absent on a day after passing: the result goes first.
  EXPECT_EQ(record(session, guest.id, {{"dayAttendance", {{"2", "absent"}}}}, josee_.cookie)
                .json()["error"]["code"],
            "attendance-required");
  EXPECT_EQ(attendee(call(*server_, "GET", roster_path(session), nullptr, josee_.cookie).json(),
                     guest.id)["dayAttendance"],
            json::array({"present", "late"}));

  // The sign-in sheet has a box to sign each day.
  auto sheet =
      call(*server_, "GET", "/api/instructor/sessions/" + std::to_string(session) + "/sign-in-sheet.pdf",
           nullptr, josee_.cookie);
  ASSERT_EQ(sheet.status, 200) << sheet.body;
  const auto text = plain_spaces(pdf_text(sheet.body));
  EXPECT_NE(text.find("Jour 1 · "), std::string::npos) << text;
  EXPECT_NE(text.find("Jour 2 · "), std::string::npos) << text;

  // Signed ten days after the class: the certificate bears the class's last day.
  server_->clock().advance(10 * 86400);
  EXPECT_EQ(signed_certificate_date(session, josee_.cookie), last_day);
}

TEST_P(ClassDayRoster, TheOfficeCannotCompleteAnEnrollmentBeforeItsClass) {
  auto student = sign_up(*server_, "marie@example.com");
  prove_address("marie@example.com");
  auto seat = booked(session_, "marie@example.com", student, "Marie");
  mark_paid(seat.id);
  const auto enrollment =
      count_of(server_->database(), "SELECT MAX(id) FROM enrollments WHERE booking_id = :b", seat.id);
  ASSERT_GT(enrollment, 0);
  const auto path = "/api/admin/enrollments/" + std::to_string(enrollment);
  auto early = call(*server_, "PATCH", path,
                    {{"attended", true}, {"completed", true}, {"overrideReason", "Formé ailleurs"}}, admin_);
  EXPECT_EQ(early.status, 409) << early.body;
  EXPECT_EQ(early.json()["error"]["code"], "session-not-started");
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM certificates WHERE booking_id = :b", seat.id),
            0);
  go_to_class(session_);
  server_->clock().advance(3 * 86400);
  auto completed = call(*server_, "PATCH", path, {{"attended", true}, {"completed", true}}, admin_);
  ASSERT_EQ(completed.status, 200) << completed.body;
  EXPECT_EQ(completed.json()["certificate"]["issuedOn"],
            secours::quebec_date(server_->clock().now() - 3 * 86400 - 3600));
}

TEST_P(ClassDayRoster, APaymentRecordedAfterTheSignatureIssuesTheCertificateOfWhoPassed) {
  auto paul = booked(session_, "paul@example.com", "", "Paul");
  auto rose = booked(session_, "rose@example.com", "", "Rose");
  go_to_class(session_);
  passes(paul.id);
  ASSERT_EQ(
      record(session_, rose.id, {{"attendance", "absent"}, {"result", "no-show"}}, josee_.cookie).status,
      200);
  auto signed_roster = finalize(session_, josee_.cookie);
  ASSERT_EQ(signed_roster.status, 200) << signed_roster.body;
  EXPECT_EQ(signed_roster.json()["certificates"].size(), 0u);
  const std::string class_day = secours::quebec_date(server_->clock().now() - 3600);

  server_->clock().advance(2 * 86400);
  const auto mails_before = outbox(server_->database()).size();
  mark_paid(paul.id);
  mark_paid(rose.id);  // paid but absent: nothing
  EXPECT_EQ(count_of(server_->database(), "SELECT COUNT(*) FROM certificates WHERE booking_id = :b", rose.id),
            0);
  auto roster = call(*server_, "GET", roster_path(session_), nullptr, josee_.cookie);
  const auto credential = attendee(roster, paul.id)["certificate"]["credentialId"];
  ASSERT_TRUE(credential.is_string()) << roster.body;
  auto verified = call(*server_, "GET", "/api/certificates/" + credential.get<std::string>());
  EXPECT_EQ(verified.json()["issuedOn"], class_day);
  EXPECT_EQ(verified.json()["instructor"], "Josée Gagnon — CR-77 (Croix-Rouge)");
  bool mailed = false;
  const auto mails = outbox(server_->database());
  for (std::size_t i = mails_before; i < mails.size(); ++i)
    mailed |= mails[i].recipient == "paul@example.com" && mails[i].attachments.size() == 1 &&
              mails[i].subject.find("ertificat") != std::string::npos;
  EXPECT_TRUE(mailed);
  EXPECT_EQ(
      count_of(server_->database(),
               "SELECT COUNT(*) FROM booking_events WHERE booking_id = :b AND action = 'certificate-issued'",
               paul.id),
      1);
}

SECOURS_ON_BOTH_ENGINES(ClassDayRoster);
