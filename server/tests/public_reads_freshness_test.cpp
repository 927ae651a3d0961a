// Public reads answered from memory (decision 026) show every change on the next request of the same
// instance: an admin's courses, sessions and About page, and every seat taken or freed.
#include <gtest/gtest.h>

#include "bookings/hold_expiry.h"
#include "common/quebec_time.h"
#include "support/public_reads_fixture.h"

using namespace secours::testing;
using Json = nlohmann::json;

class PublicReadsFreshness : public PublicReadsTest {};

TEST_P(PublicReadsFreshness, ShowsAnAdminsCourseChangeOnTheNextRead) {
  const auto by_id = "/api/courses/" + std::to_string(course_) + "?lang=fr";
  const auto by_slug = "/api/courses/" + slug_ + "?lang=fr";
  for (int i = 0; i < 2; ++i) {  // the second answer comes from memory
    EXPECT_EQ(first_title(), "Secourisme général");
    EXPECT_EQ(read(by_id)["course"]["title"], "Secourisme général");
    EXPECT_EQ(read(by_slug)["course"]["title"], "Secourisme général");
  }
  auto renamed = course_body("RCR niveau C");
  renamed["slug"] = slug_;
  ASSERT_EQ(call(*server_, "PUT", "/api/courses/" + std::to_string(course_), renamed, admin_).status, 200);
  EXPECT_EQ(first_title(), "RCR niveau C");
  EXPECT_EQ(read(by_id)["course"]["title"], "RCR niveau C");
  EXPECT_EQ(read(by_slug)["course"]["title"], "RCR niveau C");

  renamed["published"] = false;
  ASSERT_EQ(call(*server_, "PUT", "/api/courses/" + std::to_string(course_), renamed, admin_).status, 200);
  EXPECT_EQ(read("/api/courses?lang=fr")["total"], 0);
  EXPECT_EQ(server_->get(by_id).status, 404);
  EXPECT_EQ(server_->get(by_slug).status, 404);
}

TEST_P(PublicReadsFreshness, ShowsAnAdminsNewAndCancelledSessionsOnTheNextRead) {
  const auto sessions = "/api/courses/" + std::to_string(course_) + "/sessions";
  EXPECT_EQ(read(sessions)["sessions"].size(), 0u);
  EXPECT_EQ(read(sessions)["sessions"].size(), 0u);
  const long long starts = server_->clock().now() + 10 * 86400;
  Json session = {{"startsAt", secours::montreal_iso8601(starts)},
                  {"endsAt", secours::montreal_iso8601(starts + 7 * 3600)},
                  {"location", "Gatineau"},
                  {"capacity", 12}};
  auto created = call(*server_, "POST", sessions, session, admin_);
  ASSERT_EQ(created.status, 201) << created.body;
  auto listed = read(sessions)["sessions"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["seatsLeft"], 12);

  session["capacity"] = 8;
  const auto id = std::to_string(created.json()["session"]["id"].get<long long>());
  ASSERT_EQ(call(*server_, "PUT", "/api/admin/sessions/" + id, session, admin_).status, 200);
  EXPECT_EQ(read(sessions)["sessions"][0]["seatsLeft"], 8);
  ASSERT_EQ(call(*server_, "POST", "/api/admin/sessions/" + id + "/cancel", nullptr, admin_).status, 200);
  EXPECT_EQ(read(sessions)["sessions"].size(), 0u);
}

TEST_P(PublicReadsFreshness, ShowsEverySeatTakenOrFreedOnTheNextRead) {
  const long long session = insert_session(*server_, course_, 5);
  EXPECT_EQ(seats_left(*server_, course_, session), 5);
  auto first = book(*server_, booking_request(course_, session, "interac", "a@example.com"));
  EXPECT_EQ(seats_left(*server_, course_, session), 4);
  auto second = book(*server_, booking_request(course_, session, "interac", "b@example.com"));
  EXPECT_EQ(seats_left(*server_, course_, session), 3);

  const long long later = insert_session(*server_, course_, 5, 14 * 86400);
  EXPECT_EQ(seats_left(*server_, course_, later), 5);
  auto moved = change_booking(*server_, second.id, "move", {{"sessionId", later}}, second.token);
  ASSERT_EQ(moved.status, 200) << moved.body;
  EXPECT_EQ(seats_left(*server_, course_, session), 4);
  EXPECT_EQ(seats_left(*server_, course_, later), 4);

  auto cancelled = change_booking(*server_, first.id, "cancel", {{"reason", "Malade"}}, first.token);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(seats_left(*server_, course_, session), 5);
}

TEST_P(PublicReadsFreshness, ShowsASeatFreedByAnExpiredCardHoldOnTheNextRead) {
  const long long session = insert_session(*server_, course_, 5);
  book(*server_, booking_request(course_, session, "card", "card@example.com"));
  EXPECT_EQ(seats_left(*server_, course_, session), 4);
  EXPECT_EQ(seats_left(*server_, course_, session), 4);
  secours::bookings::HoldExpiryWorker worker(server_->database(), server_->clock());
  server_->clock().advance(31 * 60);
  ASSERT_EQ(worker.run_once(), 1u);
  EXPECT_EQ(seats_left(*server_, course_, session), 5);
}

TEST_P(PublicReadsFreshness, DropsASessionFromTheListWhenItStarts) {
  const long long soon = insert_session(*server_, course_, 5, 3600);
  const long long later = insert_session(*server_, course_, 5, 7 * 86400);
  EXPECT_EQ(seats_left(*server_, course_, soon), 5);
  server_->clock().advance(3601);
  EXPECT_EQ(seats_left(*server_, course_, soon), -1);
  EXPECT_EQ(seats_left(*server_, course_, later), 5);
}

TEST_P(PublicReadsFreshness, ShowsAnAdminsAboutChangeOnTheNextRead) {
  auto page = call(*server_, "GET", "/api/admin/content/about", nullptr, admin_).json()["about"];
  EXPECT_EQ(read("/api/content/about?lang=en")["about"]["companyName"], page["en"]["companyName"]);
  EXPECT_EQ(read("/api/content/about?lang=en")["about"]["companyName"], page["en"]["companyName"]);
  page["en"]["companyName"] = "Secours Gatineau";
  ASSERT_EQ(call(*server_, "PUT", "/api/content/about", page, admin_).status, 200);
  EXPECT_EQ(read("/api/content/about?lang=en")["about"]["companyName"], "Secours Gatineau");
}

SECOURS_ON_BOTH_ENGINES(PublicReadsFreshness);
