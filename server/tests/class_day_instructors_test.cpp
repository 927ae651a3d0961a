// Instructors (issue 29), on both engines: the office gives the role to a proven address and takes it
// back; an instructor keeps their own page; sessions take instructors within the course's ratio, never
// one instructor in two overlapping sessions, even when two instances give them at once.
#include <atomic>
#include <thread>

#include "support/class_day_fixture.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class ClassDayInstructors : public ClassDayFixture {};

TEST_P(ClassDayInstructors, TheOfficeGivesTheRoleToAProvenAddressAndTakesItBack) {
  auto student = sign_up(*server_, "formatrice@example.com");
  const auto appoint = [&](const std::string& email) {
    return call(*server_, "POST", "/api/admin/instructors", {{"email", email}}, admin_);
  };
  EXPECT_EQ(appoint("personne@example.com").json()["error"]["code"], "no-account");
  EXPECT_EQ(appoint("formatrice@example.com").json()["error"]["code"], "email-not-verified");
  EXPECT_EQ(appoint("admin@secours.example").json()["error"]["code"], "office-account");
  EXPECT_EQ(
      call(*server_, "POST", "/api/admin/instructors", {{"email", "formatrice@example.com"}}, student).status,
      403);

  prove_address("formatrice@example.com");
  auto made = appoint("formatrice@example.com");
  ASSERT_EQ(made.status, 201) << made.body;
  const auto id = made.json()["instructor"]["id"].get<long long>();
  EXPECT_EQ(made.json()["instructor"]["languages"], json::array({"fr"}));
  EXPECT_EQ(appoint("formatrice@example.com").json()["error"]["code"], "already-instructor");
  // The role is read on each request: the same session now opens the instructor's page.
  auto profile = call(*server_, "GET", "/api/instructor/profile", nullptr, student);
  ASSERT_EQ(profile.status, 200) << profile.body;
  EXPECT_EQ(profile.json()["instructor"]["email"], "formatrice@example.com");

  auto listed = call(*server_, "GET", "/api/admin/instructors?q=formatrice", nullptr, admin_);
  ASSERT_EQ(listed.status, 200) << listed.body;
  ASSERT_EQ(listed.json()["instructors"].size(), 1u);
  EXPECT_EQ(
      call(*server_, "GET", "/api/admin/instructors?q=zzz", nullptr, admin_).json()["instructors"].size(),
      0u);

  auto dismissed = call(*server_, "DELETE", "/api/admin/instructors/" + std::to_string(id), nullptr, admin_);
  EXPECT_EQ(dismissed.status, 204) << dismissed.body;
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/profile", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/auth/me", nullptr, student).json()["user"]["role"], "student");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/instructors", nullptr, admin_).json()["instructors"].size(),
            0u);
  // Given again: the same page comes back.
  EXPECT_EQ(appoint("formatrice@example.com").status, 201);
}

TEST_P(ClassDayInstructors, AnInstructorKeepsTheirLanguagesAndNumbers) {
  auto josee = instructor("josee@example.com");
  json page{
      {"languages", {"fr", "en"}},
      {"credentials",
       {{{"body", "Fondation des maladies du cœur"}, {"number", "FMC-2291"}, {"expiresOn", "2028-03-31"}},
        {{"body", "Croix-Rouge"}, {"number", "CR-77"}}}}};
  auto saved = call(*server_, "PUT", "/api/instructor/profile", page, josee.cookie);
  ASSERT_EQ(saved.status, 200) << saved.body;
  EXPECT_EQ(saved.json()["instructor"]["languages"], json::array({"fr", "en"}));
  EXPECT_EQ(saved.json()["instructor"]["credentials"][0]["number"], "FMC-2291");
  EXPECT_EQ(saved.json()["instructor"]["credentials"][1]["expiresOn"], nullptr);

  json bad{{"languages", {"de"}},
           {"credentials", {{{"body", ""}, {"number", "1"}, {"expiresOn", "31/03/2028"}}}}};
  auto refused = call(*server_, "PUT", "/api/instructor/profile", bad, josee.cookie);
  ASSERT_EQ(refused.status, 400);
  EXPECT_EQ(refused.json()["error"]["fields"], (json{{"languages", "invalid-language"},
                                                     {"credentials.0.body", "required"},
                                                     {"credentials.0.expiresOn", "invalid-date"}}));
  // The office edits the same page; a student reads none.
  auto by_office = call(*server_, "PUT", "/api/admin/instructors/" + std::to_string(josee.id),
                        {{"languages", {"en"}}, {"credentials", json::array()}}, admin_);
  ASSERT_EQ(by_office.status, 200) << by_office.body;
  EXPECT_EQ(by_office.json()["instructor"]["credentials"].size(), 0u);
  auto student = sign_up(*server_, "eleve@example.com");
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/profile", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/profile").status, 401);
}

TEST_P(ClassDayInstructors, ASessionsCapacityStaysWithinTheRatioAndAnInstructorIsInOneSessionAtATime) {
  auto josee = instructor("josee@example.com");
  auto marc = instructor("marc@example.com", "Marc", "Lavoie");
  auto student = sign_up(*server_, "eleve@example.com");
  set_ratio(12);

  auto one = create_session(session_body(10, 20, {josee.id}));
  ASSERT_EQ(one.status, 400);
  EXPECT_EQ(one.json()["error"]["fields"]["capacity"], "above-instructor-ratio");
  EXPECT_NE(one.json()["error"]["message"].get<std::string>().find("at most 12"), std::string::npos);
  auto two = create_session(session_body(10, 20, {josee.id, marc.id}));
  ASSERT_EQ(two.status, 201) << two.body;
  EXPECT_EQ(two.json()["session"]["instructors"].size(), 2u);
  EXPECT_EQ(two.json()["session"]["roster"], "open");
  const auto first = two.json()["session"]["id"].get<long long>();

  EXPECT_EQ(
      create_session(session_body(10, 10, {user_id(student)})).json()["error"]["fields"]["instructorIds"],
      "unknown-instructor");
  // Overlapping the first session (same day, 13:00–15:00): refused; the next day: taken.
  EXPECT_EQ(create_session(session_body(10, 10, {josee.id}, 2, 13)).json()["error"]["code"],
            "instructor-busy");
  auto next_day = create_session(session_body(11, 10, {josee.id}));
  ASSERT_EQ(next_day.status, 201) << next_day.body;
  const auto second = next_day.json()["session"]["id"].get<long long>();

  // Moved onto the first one's day: refused, the session unchanged; without instructorIds an edit keeps them.
  auto moved = call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(second),
                    session_body(10, 10, {josee.id}), admin_);
  EXPECT_EQ(moved.json()["error"]["code"], "instructor-busy");
  auto body = session_body(11, 12, {});
  body.erase("instructorIds");
  auto kept = call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(second), body, admin_);
  ASSERT_EQ(kept.status, 200) << kept.body;
  ASSERT_EQ(kept.json()["session"]["instructors"].size(), 1u);
  EXPECT_EQ(kept.json()["session"]["instructors"][0]["name"], "Josée Gagnon");
  body["capacity"] = 13;
  EXPECT_EQ(call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(second), body, admin_)
                .json()["error"]["fields"]["capacity"],
            "above-instructor-ratio");

  // Each instructor sees their own sessions only; the office's list names them.
  auto mine = call(*server_, "GET", "/api/instructor/sessions", nullptr, marc.cookie);
  ASSERT_EQ(mine.status, 200) << mine.body;
  ASSERT_EQ(mine.json()["sessions"].size(), 1u);
  EXPECT_EQ(mine.json()["sessions"][0]["id"], first);
  EXPECT_EQ(
      call(*server_, "GET", "/api/instructor/sessions", nullptr, josee.cookie).json()["sessions"].size(), 2u);
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/sessions", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/sessions", nullptr, admin_).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/instructor/sessions").status, 401);
  auto office = call(*server_, "GET", "/api/admin/sessions", nullptr, admin_);
  EXPECT_EQ(office.json()["sessions"][0]["instructors"].size(), 2u);

  // Someone teaching a session not yet over keeps the role.
  EXPECT_EQ(call(*server_, "DELETE", "/api/admin/instructors/" + std::to_string(marc.id), nullptr, admin_)
                .json()["error"]["code"],
            "instructor-has-sessions");
}

TEST_P(ClassDayInstructors, TwoInstancesGivingOneInstructorTwoOverlappingSessionsAtOnceGiveOne) {
  auto josee = instructor("josee@example.com");
  SecondInstance other(*server_);
  for (int round = 0; round < 6; ++round) {
    std::atomic<int> created{0}, busy{0};
    auto give = [&](std::uint16_t port, int start_hour) {
      auto result = http_request(port, "POST", "/api/courses/" + std::to_string(course_) + "/sessions",
                                 session_body(20 + round, 10, {josee.id}, 3, start_hour).dump(),
                                 {{"Content-Type", "application/json"}, {"Cookie", admin_}});
      if (result.status == 201) ++created;
      if (result.status == 409 && result.json()["error"]["code"] == "instructor-busy") ++busy;
    };
    std::thread a(give, server_->port(), 9), b(give, other.port(), 10);
    a.join();
    b.join();
    EXPECT_EQ(created.load(), 1) << "round " << round;
    EXPECT_EQ(busy.load(), 1) << "round " << round;
  }
  EXPECT_EQ(
      call(*server_, "GET", "/api/instructor/sessions", nullptr, josee.cookie).json()["sessions"].size(), 6u);
}

TEST_P(ClassDayInstructors, AnInstructorWhoDeletesTheirAccountLeavesTheirSessionsAndNumbers) {
  auto josee = instructor("josee@example.com");
  ASSERT_EQ(call(*server_, "PUT", "/api/instructor/profile",
                 {{"languages", {"fr"}}, {"credentials", {{{"body", "Croix-Rouge"}, {"number", "CR-77"}}}}},
                 josee.cookie)
                .status,
            200);
  const auto session = scheduled(session_body(10, 10, {josee.id}));
  auto deleted = call(*server_, "DELETE", "/api/me", {{"password", "formateur-123"}}, josee.cookie);
  ASSERT_EQ(deleted.status, 204) << deleted.body;
  auto office = call(*server_, "GET", "/api/admin/sessions", nullptr, admin_).json();
  ASSERT_EQ(office["sessions"][0]["id"], session);
  EXPECT_EQ(office["sessions"][0]["instructors"].size(), 0u);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/instructors", nullptr, admin_).json()["instructors"].size(),
            0u);
  auto sql = secours::db::connection(server_->database());
  int numbers = -1;
  *sql << "SELECT COUNT(*) FROM instructor_credentials", soci::into(numbers);
  EXPECT_EQ(numbers, 0);
}

// Issue 41: staffed or taken off, an instructor is told by mail with the session's days in a calendar
// file; an instructor busy one day of a two-day session is free on the days between.
TEST_P(ClassDayInstructors, AnInstructorIsToldWhenStaffedOrTakenOffAndBusyOnlyOnTheSessionsDays) {
  auto josee = instructor("josee@example.com");
  auto marc = instructor("marc@example.com", "Marc", "Lavoie");
  const std::string first = secours::add_days(secours::quebec_date(server_->clock().now()), 10);
  const std::string last = secours::add_days(first, 2);
  auto body = session_body(10, 12, {josee.id});
  body.erase("startsAt");
  body.erase("endsAt");
  body["days"] = {{{"date", first}, {"startsAt", "08:30"}, {"endsAt", "16:30"}},
                  {{"date", last}, {"startsAt", "08:30"}, {"endsAt", "16:30"}}};
  const auto session = scheduled(body);
  auto mails = outbox(server_->database());
  ASSERT_FALSE(mails.empty());
  EXPECT_EQ(mails.back().recipient, "josee@example.com");
  EXPECT_NE(mails.back().subject.find("Vous donnez"), std::string::npos) << mails.back().subject;
  ASSERT_EQ(mails.back().attachments.size(), 1u);
  const auto& ics = mails.back().attachments[0].content;
  std::size_t events = 0;
  for (auto at = ics.find("BEGIN:VEVENT"); at != std::string::npos; at = ics.find("BEGIN:VEVENT", at + 1))
    ++events;
  EXPECT_EQ(events, 2u);

  // The day between the two is free: another session then is hers too.
  auto one_day = [&](const std::string& date, const char* from, const char* to) {
    json other = body;
    other["days"] = {{{"date", date}, {"startsAt", from}, {"endsAt", to}}};
    return other;
  };
  EXPECT_EQ(create_session(one_day(secours::add_days(first, 1), "08:30", "16:30")).status, 201);
  // The second day is not.
  EXPECT_EQ(create_session(one_day(last, "13:00", "17:00")).json()["error"]["code"], "instructor-busy");

  // Given to Marc instead: Josée is told she no longer teaches it, Marc that he does.
  body["instructorIds"] = {marc.id};
  const auto before = outbox(server_->database()).size();
  ASSERT_EQ(call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(session), body, admin_).status,
            200);
  mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), before + 2);
  bool marc_told = false, josee_told = false;
  for (std::size_t i = before; i < mails.size(); ++i) {
    marc_told |=
        mails[i].recipient == "marc@example.com" && mails[i].subject.find("Vous donnez") != std::string::npos;
    josee_told |= mails[i].recipient == "josee@example.com" &&
                  mails[i].attachments.at(0).content.find("STATUS:CANCELLED") != std::string::npos;
  }
  EXPECT_TRUE(marc_told);
  EXPECT_TRUE(josee_told);
}

SECOURS_ON_BOTH_ENGINES(ClassDayInstructors);
