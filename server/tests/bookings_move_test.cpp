// Moving a booking to another session of its course: by its customer before the deadline, by an admin
// at any time.
#include <gtest/gtest.h>

#include <regex>

#include "common/display_format.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The value of a calendar property (its parameters first, if any), e.g. ics_property(file, "SEQUENCE").
std::string ics_property(const std::string& folded, const std::string& name) {
  const std::string ics = std::regex_replace(folded, std::regex("\r\n "), "");
  std::smatch match;
  if (!std::regex_search(ics, match, std::regex("\r\n" + name + "[:;]([^\r]*)\r\n"))) return "";
  return match[1];
}

}  // namespace

class BookingMoves : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    first_ = insert_session(*server_, course_, 10, 7 * 86400);
    second_ = insert_session(*server_, course_, 10, 14 * 86400);
  }
  HttpResult move(const Booked& booked, long long session, const std::string& cookie = "") {
    return change_booking(*server_, booked.id, "move", {{"sessionId", session}},
                          cookie.empty() ? booked.token : "", cookie);
  }
  HttpResult admin_move(long long id, const json& body, const std::string& admin) {
    return call(*server_, "POST", "/api/admin/bookings/" + std::to_string(id) + "/move", body, admin);
  }
  std::vector<OutboxMail> mails_with_subject(const std::string& start) {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database())) {
      if (mail.subject.starts_with(start)) found.push_back(mail);
    }
    return found;
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, first_ = 0, second_ = 0;
};

TEST_P(BookingMoves, ACustomerMovesTheSeatAndGetsTheNewDateWithTheCalendarEventUpdated) {
  auto booked = book(*server_, booking_request(course_, first_, "interac", "julie@example.com"));
  auto confirmation = outbox(server_->database()).front();
  ASSERT_EQ(confirmation.attachments.size(), 1u);
  auto uid = ics_property(confirmation.attachments[0].content, "UID");
  EXPECT_EQ(ics_property(confirmation.attachments[0].content, "METHOD"), "PUBLISH");
  EXPECT_EQ(ics_property(confirmation.attachments[0].content, "SEQUENCE"), "0");

  auto moved = move(booked, second_);
  ASSERT_EQ(moved.status, 200) << moved.body;
  auto booking = moved.json()["booking"];
  EXPECT_EQ(booking["session"]["id"], second_);
  EXPECT_EQ(booking["status"], "pending");
  EXPECT_EQ(booking["movable"], true);
  EXPECT_EQ(seats_left(*server_, course_, first_), 10);
  EXPECT_EQ(seats_left(*server_, course_, second_), 9);
  auto starts = *secours::parse_iso8601(booking["session"]["startsAt"]);
  EXPECT_EQ(booking["cancellationDeadline"], secours::montreal_iso8601(starts - 48 * 3600));

  auto reference = booked.booking["reference"].get<std::string>();
  auto mails = mails_with_subject("Nouvelle date pour votre réservation " + reference);
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].recipient, "julie@example.com");
  auto old_start = *secours::parse_iso8601(booked.booking["session"]["startsAt"]);
  EXPECT_TRUE(contains(mails[0].text, "Date précédente")) << mails[0].text;
  auto ends = *secours::parse_iso8601(booking["session"]["endsAt"]);
  EXPECT_TRUE(contains(mails[0].text, "Date\u00a0: " + secours::format_session_time(starts, ends, "fr")))
      << mails[0].text;
  ASSERT_EQ(mails[0].attachments.size(), 1u);
  const auto& ics = mails[0].attachments[0];
  EXPECT_EQ(ics.content_type, "text/calendar; charset=utf-8; method=REQUEST");
  EXPECT_EQ(ics_property(ics.content, "METHOD"), "REQUEST");
  EXPECT_EQ(ics_property(ics.content, "UID"), uid);
  EXPECT_EQ(ics_property(ics.content, "SEQUENCE"), "1");
  EXPECT_EQ(ics_property(ics.content, "DTSTART"), secours::iso8601_basic(starts));
  EXPECT_NE(ics_property(ics.content, "DTSTART"), secours::iso8601_basic(old_start));
  EXPECT_TRUE(contains(ics_property(ics.content, "ORGANIZER"), "mailto:" + server_->config().company_email));
  EXPECT_TRUE(contains(ics_property(ics.content, "ATTENDEE"), "mailto:julie@example.com"));
  auto office = mails_with_subject("Changement de date " + reference);
  ASSERT_EQ(office.size(), 1u);
  EXPECT_EQ(office[0].recipient, server_->config().company_email);

  // Back again: the same event, one change later.
  ASSERT_EQ(move(booked, first_).status, 200);
  auto again = mails_with_subject("Nouvelle date pour votre réservation " + reference);
  ASSERT_EQ(again.size(), 2u);
  EXPECT_EQ(ics_property(again[1].attachments[0].content, "UID"), uid);
  EXPECT_EQ(ics_property(again[1].attachments[0].content, "SEQUENCE"), "2");
  EXPECT_EQ(seats_taken(server_->database(), first_), 1);
  EXPECT_EQ(seats_taken(server_->database(), second_), 0);
}

TEST_P(BookingMoves, RefusesSessionsThatCannotTakeTheBookingAndKeepsItsSeat) {
  auto booked = book(*server_, booking_request(course_, first_, "cash", "julie@example.com"));
  auto full = insert_session(*server_, course_, 1, 10 * 86400);
  book(*server_, booking_request(course_, full, "cash", "paul@example.com"));
  auto started = insert_session(*server_, course_, 10, -3600);
  auto cancelled = insert_session(*server_, course_, 10, 20 * 86400);
  auto admin = sign_in_admin(*server_);
  ASSERT_EQ(call(*server_, "POST", "/api/admin/sessions/" + std::to_string(cancelled) + "/cancel",
                 json::object(), admin)
                .status,
            200);
  auto other_course = insert_course(*server_, "autre", 10000);
  auto elsewhere = insert_session(*server_, other_course, 10, 10 * 86400);

  const std::pair<long long, const char*> refusals[] = {{full, "session-full"},
                                                        {started, "session-unavailable"},
                                                        {cancelled, "session-unavailable"},
                                                        {elsewhere, "course-unavailable"},
                                                        {999999, "course-unavailable"},
                                                        {first_, "same-session"}};
  for (const auto& [session, code] : refusals) {
    auto result = move(booked, session);
    EXPECT_EQ(result.status, 409) << session;
    EXPECT_EQ(result.json()["error"]["code"], code) << result.body;
    // An admin is held to the same sessions.
    EXPECT_EQ(admin_move(booked.id, {{"sessionId", session}}, admin).json()["error"]["code"], code);
  }
  for (const auto& body : {json::object(), json{{"sessionId", "2"}}, json{{"sessionId", 0}}}) {
    auto invalid = change_booking(*server_, booked.id, "move", body, booked.token);
    EXPECT_EQ(invalid.status, 400) << body.dump();
    EXPECT_EQ(invalid.json()["error"]["code"], "validation");
  }
  EXPECT_EQ(seats_taken(server_->database(), first_), 1);
  EXPECT_EQ(seats_taken(server_->database(), full), 1);

  ASSERT_EQ(change_booking(*server_, booked.id, "cancel", nullptr, booked.token).status, 200);
  auto inactive = move(booked, second_);
  EXPECT_EQ(inactive.status, 409);
  EXPECT_EQ(inactive.json()["error"]["code"], "booking-not-active");
  EXPECT_EQ(seats_taken(server_->database(), second_), 0);
}

TEST_P(BookingMoves, OnlyTheOwnerTheTokenHolderOrAnAdminMovesABooking) {
  auto owner = sign_up(*server_, "julie@example.com");
  auto own = book(*server_, booking_request(course_, first_, "cash", "julie@example.com"), owner);
  auto other = sign_up(*server_, "paul@example.com");
  auto guest = book(*server_, booking_request(course_, first_, "cash", "lea@example.com"));
  EXPECT_EQ(change_booking(*server_, own.id, "move", {{"sessionId", second_}}).status, 404);
  EXPECT_EQ(change_booking(*server_, own.id, "move", {{"sessionId", second_}}, "", other).status, 404);
  EXPECT_EQ(change_booking(*server_, own.id, "move", {{"sessionId", second_}}, guest.token).status, 404);
  EXPECT_EQ(admin_move(own.id, {{"sessionId", second_}}, other).status, 403);
  EXPECT_EQ(admin_move(own.id, {{"sessionId", second_}}, "").status, 401);
  EXPECT_EQ(seats_taken(server_->database(), second_), 0);
  ASSERT_EQ(move(own, second_, owner).status, 200);
  EXPECT_EQ(seats_taken(server_->database(), second_), 1);
}

TEST_P(BookingMoves, AfterTheDeadlineOnlyAnAdminMovesTheBookingAndTheHistorySaysWho) {
  auto booked = book(*server_, booking_request(course_, first_, "interac", "julie@example.com", "en"));
  server_->clock().advance(6 * 86400);  // the first session starts in a day: past the 48-hour deadline
  auto refused = move(booked, second_);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "cancellation-deadline-passed");
  EXPECT_EQ(seats_taken(server_->database(), first_), 1);

  auto admin = sign_in_admin(*server_);
  auto moved = admin_move(booked.id, {{"sessionId", second_}}, admin);
  ASSERT_EQ(moved.status, 200) << moved.body;
  auto booking = moved.json()["booking"];
  EXPECT_EQ(booking["session"]["id"], second_);
  EXPECT_EQ(booking["movable"], true);  // the new session is a week away
  EXPECT_EQ(seats_taken(server_->database(), first_), 0);
  EXPECT_EQ(seats_taken(server_->database(), second_), 1);

  auto history = booking["history"];
  ASSERT_EQ(history.size(), 2u) << history.dump();
  EXPECT_EQ(history[1]["kind"], "moved");
  EXPECT_EQ(history[1]["actor"], "admin");
  EXPECT_EQ(history[1]["actorName"], "Admin Secours");
  auto time_of = [](const json& session) {
    auto local = secours::montreal_time(*secours::parse_iso8601(session["startsAt"]));
    char text[32];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d %02d:%02d", local.year, local.month, local.day,
                  local.hour, local.minute);
    return std::string(text);
  };
  EXPECT_EQ(history[1]["detail"], "#" + std::to_string(first_) + " " + time_of(booked.booking["session"]) +
                                      " → #" + std::to_string(second_) + " " + time_of(booking["session"]));

  auto customer = mails_with_subject("New date for your booking ");
  ASSERT_EQ(customer.size(), 1u);
  EXPECT_EQ(customer[0].recipient, "julie@example.com");
  EXPECT_TRUE(contains(customer[0].text, "Previous date"));
  EXPECT_TRUE(mails_with_subject("Changement de date").empty());  // the office did it
}

TEST_P(BookingMoves, ACustomerCannotMoveIntoASessionStartingInsideTheDeadlineButAnAdminCan) {
  auto soon = insert_session(*server_, course_, 10, 47 * 3600);  // inside the 48-hour deadline
  auto booked = book(*server_, booking_request(course_, second_, "interac", "julie@example.com"));
  auto refused = move(booked, soon);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "session-inside-deadline");
  EXPECT_EQ(seats_taken(server_->database(), second_), 1);
  EXPECT_EQ(seats_taken(server_->database(), soon), 0);
  auto edge = insert_session(*server_, course_, 10, 48 * 3600);  // the deadline is now: still its customer's
  ASSERT_EQ(move(booked, edge).status, 200);

  auto admin = sign_in_admin(*server_);
  ASSERT_EQ(admin_move(booked.id, {{"sessionId", soon}}, admin).status, 200);
  EXPECT_EQ(seats_taken(server_->database(), soon), 1);
}

TEST_P(BookingMoves, AnAdminGivesABookingOnRequestItsSessionWhichItsCustomerCannot) {
  auto on_request = insert_course(*server_, "sur-demande", 15000);
  auto booked = book(*server_, booking_request(on_request, 0, "cash", "julie@example.com"));
  auto session = insert_session(*server_, on_request, 8, 10 * 86400);
  auto refused = move(booked, session);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "booking-not-movable");
  auto admin = sign_in_admin(*server_);
  auto placed = admin_move(booked.id, {{"sessionId", session}}, admin);
  ASSERT_EQ(placed.status, 200) << placed.body;
  EXPECT_EQ(placed.json()["booking"]["session"]["id"], session);
  EXPECT_EQ(placed.json()["booking"]["history"][1]["detail"].get<std::string>().rfind(
                "— → #" + std::to_string(session), 0),
            0u);
  EXPECT_EQ(seats_taken(server_->database(), session), 1);
  auto mails = mails_with_subject("Nouvelle date pour votre réservation");
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_TRUE(contains(mails[0].text, "Date précédente\u00a0: Sur demande"));
  EXPECT_EQ(ics_property(mails[0].attachments.at(0).content, "SEQUENCE"), "1");
}

SECOURS_ON_BOTH_ENGINES(BookingMoves);
