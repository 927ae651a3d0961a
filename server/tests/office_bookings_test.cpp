// The office books a person on a session (issue 41), on both engines: one already given too, to record a
// class taught before it was entered, up to its certificate dated the class's day; the public never books a
// session that has started; a course with sessions to come is never booked on request, full or not.
#include "support/class_day_fixture.h"

using namespace secours::testing;
using nlohmann::json;

class OfficeBookings : public ClassDayFixture {
 protected:
  json attendee(const std::string& email, const std::string& method = "cash") {
    return {{"firstName", "Léa"},      {"lastName", "Tremblay"}, {"email", email},
            {"phone", "819 555-0101"}, {"language", "fr"},       {"paymentMethod", method}};
  }
  HttpResult office_books(long long session, const json& body, const std::string& cookie) {
    return call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session) + "/bookings", body,
                cookie);
  }
  int mails_to(const std::string& address) {
    int count = 0;
    for (const auto& mail : outbox(server_->database())) count += mail.recipient == address ? 1 : 0;
    return count;
  }
};

TEST_P(OfficeBookings, TheOfficeRecordsAClassAlreadyGivenUpToItsCertificate) {
  auto josee = instructor("josee@example.com");
  // Given ten days ago, entered today.
  const auto session = scheduled(session_body(-10, 8, {josee.id}));
  const auto last_day = secours::quebec_date(last_day_starts_.at(session));

  // Nobody books it from the site.
  auto from_site = post_booking(*server_, booking_request(course_, session, "cash", "lea@example.com"));
  EXPECT_EQ(from_site.status, 409) << from_site.body;
  EXPECT_EQ(from_site.json()["error"]["code"], "session-unavailable");

  auto recorded = office_books(session, attendee("lea@example.com"), admin_);
  ASSERT_EQ(recorded.status, 201) << recorded.body;
  const auto booking = recorded.json()["booking"];
  EXPECT_EQ(booking["status"], "pending");
  EXPECT_EQ(booking["paymentMethod"], "cash");
  EXPECT_EQ(booking["amounts"]["totalCents"], 11498);  // 100 $ with GST and QST
  EXPECT_EQ(seats_taken(server_->database(), session), 1);
  // A class already given is not announced: its certificate is what the attendee receives.
  EXPECT_EQ(mails_to("lea@example.com"), 0);

  const auto id = booking["id"].get<long long>();
  mark_paid(id);
  auto paid = call(*server_, "GET", "/api/admin/bookings/" + std::to_string(id), nullptr, admin_);
  EXPECT_EQ(paid.json()["booking"]["status"], "approved");
  ASSERT_EQ(record(session, id, {{"attendance", "present"}, {"result", "passed"}}, josee.cookie).status, 200);
  EXPECT_EQ(signed_certificate_date(session, josee.cookie), last_day);
}

TEST_P(OfficeBookings, AClassToComeIsConfirmedAndAProvenAccountGetsTheBooking) {
  auto student = sign_up(*server_, "marie@example.com");
  prove_address("marie@example.com");
  const auto session = scheduled(session_body(12, 8, {}));
  auto body = attendee("Marie@Example.com", "interac");
  body["firstName"] = "Marie";
  auto recorded = office_books(session, body, admin_);
  ASSERT_EQ(recorded.status, 201) << recorded.body;
  EXPECT_NE(recorded.json()["booking"]["interacReference"], nullptr);
  // Mailed as a booking from the site is, with the link that manages it.
  EXPECT_EQ(mails_to("Marie@Example.com"), 1);
  auto mine = call(*server_, "GET", "/api/me/bookings", nullptr, student);
  ASSERT_EQ(mine.json()["bookings"].size(), 1u) << mine.body;
  EXPECT_EQ(mine.json()["bookings"][0]["id"], recorded.json()["booking"]["id"]);
}

TEST_P(OfficeBookings, OnlyTheOfficeBooksAndBadRequestsChangeNothing) {
  const auto session = scheduled(session_body(-3, 1, {}));
  auto student = sign_up(*server_, "eleve@example.com");
  EXPECT_EQ(office_books(session, attendee("lea@example.com"), "").status, 401);
  EXPECT_EQ(office_books(session, attendee("lea@example.com"), student).status, 403);
  EXPECT_EQ(office_books(999999, attendee("lea@example.com"), admin_).status, 404);

  auto by_card = office_books(session, attendee("lea@example.com", "card"), admin_);
  EXPECT_EQ(by_card.status, 400);
  EXPECT_EQ(by_card.json()["error"]["fields"]["paymentMethod"], "invalid-choice");
  auto incomplete = office_books(session, {{"firstName", "Léa"}, {"email", "pas-une-adresse"}}, admin_);
  EXPECT_EQ(incomplete.status, 400);
  const auto fields = incomplete.json()["error"]["fields"];
  EXPECT_EQ(fields["lastName"], "required");
  EXPECT_EQ(fields["email"], "invalid-email");
  EXPECT_EQ(fields["paymentMethod"], "required");
  EXPECT_EQ(seats_taken(server_->database(), session), 0);

  ASSERT_EQ(office_books(session, attendee("lea@example.com"), admin_).status, 201);
  auto full = office_books(session, attendee("paul@example.com"), admin_);
  EXPECT_EQ(full.status, 409);
  EXPECT_EQ(full.json()["error"]["code"], "session-full");

  const auto cancelled = scheduled(session_body(5, 4, {}));
  ASSERT_EQ(
      call(*server_, "POST", "/api/admin/sessions/" + std::to_string(cancelled) + "/cancel", nullptr, admin_)
          .status,
      200);
  auto on_cancelled = office_books(cancelled, attendee("paul@example.com"), admin_);
  EXPECT_EQ(on_cancelled.status, 409);
  EXPECT_EQ(on_cancelled.json()["error"]["code"], "session-unavailable");
}

TEST_P(OfficeBookings, ACourseWithSessionsToComeIsNeverBookedOnRequest) {
  const auto session = scheduled(session_body(6, 1, {}));
  auto on_request = booking_request(course_, 0, "cash", "lea@example.com");
  auto refused = post_booking(*server_, on_request, "", "198.51.100.7");
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(refused.json()["error"]["fields"]["sessionId"], "required");
  // Full, it is still booked by session: its waiting list, never a date on request.
  book(*server_, booking_request(course_, session, "cash", "paul@example.com"), "", "198.51.100.8");
  refused = post_booking(*server_, on_request, "", "198.51.100.9");
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(refused.json()["error"]["fields"]["sessionId"], "required");
  // Once it has started, the course is booked on request again.
  server_->clock().advance(7 * 86400);
  auto later = post_booking(*server_, on_request, "", "198.51.100.10");
  EXPECT_EQ(later.status, 201) << later.body;
}

SECOURS_ON_BOTH_ENGINES(OfficeBookings);
