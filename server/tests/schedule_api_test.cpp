#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "common/quebec_time.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class ScheduleApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    admin_ = sign_in_admin(*server_);
  }
  // Montreal time `days` from now at 9:00 → 16:00 (the offset of that date, whatever the season).
  json session_body(int days, int capacity = 12) {
    auto day = secours::montreal_time(server_->clock().now() + days * 86400LL);
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", day.year, day.month, day.day);
    std::string offset = day.offset_seconds == -4 * 3600 ? "-04:00" : "-05:00";
    return {{"startsAt", std::string(date) + "T09:00:00" + offset},
            {"endsAt", std::string(date) + "T16:00:00" + offset},
            {"location", "Gatineau, 123 rue Principale"},
            {"capacity", capacity}};
  }
  std::string sessions_path() { return "/api/courses/" + std::to_string(course_) + "/sessions"; }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0;
  std::string admin_;
};

TEST_P(ScheduleApi, AdminSchedulesSessionsThatVisitorsSeeWithTheirSeatsLeft) {
  auto body = session_body(10);
  auto created = call(*server_, "POST", sessions_path(), body, admin_);
  ASSERT_EQ(created.status, 201) << created.body;
  auto session = created.json()["session"];
  EXPECT_EQ(session["startsAt"], body["startsAt"]);
  EXPECT_EQ(session["endsAt"], body["endsAt"]);
  EXPECT_EQ(session["seatsLeft"], 12);
  EXPECT_EQ(session["seatsTaken"], 0);
  EXPECT_EQ(session["status"], "scheduled");
  EXPECT_EQ(session["course"]["id"], course_);
  ASSERT_EQ(call(*server_, "POST", sessions_path(), session_body(3), admin_).status, 201);
  insert_session(*server_, course_, 5, -3600);  // already started: not offered

  ASSERT_EQ(post_booking(*server_, booking_request(course_, session["id"])).status, 201);
  auto listed = server_->get(sessions_path());
  ASSERT_EQ(listed.status, 200);
  auto sessions = listed.json()["sessions"];
  ASSERT_EQ(sessions.size(), 2u);
  EXPECT_EQ(sessions[0]["seatsLeft"], 12);  // soonest first
  EXPECT_EQ(sessions[1]["id"], session["id"]);
  EXPECT_EQ(sessions[1]["seatsLeft"], 11);
  EXPECT_FALSE(sessions[1].contains("seatsTaken"));

  auto admin_list = call(*server_, "GET", "/api/admin/sessions", nullptr, admin_);
  ASSERT_EQ(admin_list.status, 200);
  EXPECT_EQ(admin_list.json()["sessions"].size(), 3u);  // the one in progress too
  EXPECT_EQ(admin_list.json()["sessions"][2]["seatsTaken"], 1);

  EXPECT_EQ(server_->get("/api/courses/999999/sessions").status, 404);
  auto hidden = insert_course(*server_, "cache", 100, false);
  EXPECT_EQ(server_->get("/api/courses/" + std::to_string(hidden) + "/sessions").status, 404);
}

// The office's sessions, a page at a time (issue 25): those not yet over by default, or those under way
// in a calendar's days, past ones included.
TEST_P(ScheduleApi, PagesTheOfficesSessionsAndShowsACalendarsDays) {
  const long long now = server_->clock().now();
  std::vector<long long> upcoming;
  for (int day = 1; day <= 5; ++day) upcoming.push_back(insert_session(*server_, course_, 10, day * 86400LL));
  const long long past = insert_session(*server_, course_, 10, -40 * 86400LL);
  auto other_course = insert_course(*server_, "secourisme", 20000);
  const long long other = insert_session(*server_, other_course, 10, 2 * 86400LL + 3600);

  auto get = [&](const std::string& query) {
    auto answer = call(*server_, "GET", "/api/admin/sessions?" + query, nullptr, admin_);
    EXPECT_EQ(answer.status, 200) << query << " " << answer.body;
    return answer.json();
  };
  auto ids_of = [](const json& page) {
    std::vector<long long> ids;
    for (const auto& session : page["sessions"]) ids.push_back(session["id"].get<long long>());
    return ids;
  };
  // Not yet over, soonest first, two at a time.
  std::vector<long long> listed;
  std::string cursor;
  int pages = 0;
  do {
    auto page = get("limit=2" + (cursor.empty() ? "" : "&cursor=" + cursor));
    for (long long id : ids_of(page)) listed.push_back(id);
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
    ++pages;
  } while (!cursor.empty() && pages < 10);
  EXPECT_EQ(pages, 3);
  EXPECT_EQ(listed,
            (std::vector<long long>{upcoming[0], upcoming[1], other, upcoming[2], upcoming[3], upcoming[4]}));
  EXPECT_EQ(ids_of(get("courseId=" + std::to_string(other_course))), std::vector<long long>{other});

  // A calendar's days (Quebec time, both included): the past session 40 days ago, and the first two
  // upcoming ones, not the third.
  auto day = [&](long long offset_days) {
    auto time = secours::montreal_time(now + offset_days * 86400LL);
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", time.year, time.month, time.day);
    return std::string(date);
  };
  auto calendar = ids_of(get("from=" + day(-41) + "&to=" + day(2) + "&limit=200"));
  EXPECT_EQ(calendar.front(), past);
  EXPECT_NE(std::find(calendar.begin(), calendar.end(), upcoming[1]), calendar.end());
  EXPECT_EQ(std::find(calendar.begin(), calendar.end(), upcoming[2]), calendar.end());
  EXPECT_EQ(ids_of(get("from=" + day(-41) + "&to=" + day(-39))), std::vector<long long>{past});

  // Issue 41: a session over several days shows in a range that holds its second day only.
  const long long noon = (now / 86400) * 86400 + 15 * 3600;
  auto on = [&](int offset) { return secours::quebec_date(noon + offset * 86400LL); };
  json two_days = json::array();
  for (int offset : {20, 22}) {
    two_days.push_back({{"date", on(offset)},
                        {"startsAt", secours::montreal_iso8601(noon + offset * 86400LL)},
                        {"endsAt", secours::montreal_iso8601(noon + offset * 86400LL + 4 * 3600)}});
  }
  auto created = call(*server_, "POST", sessions_path(),
                      {{"days", two_days}, {"location", "Gatineau"}, {"capacity", 8}}, admin_);
  ASSERT_EQ(created.status, 201) << created.body;
  const auto spread = created.json()["session"]["id"].get<long long>();
  EXPECT_EQ(ids_of(get("from=" + on(22) + "&to=" + on(24))), std::vector<long long>{spread});
  EXPECT_EQ(ids_of(get("from=" + on(19) + "&to=" + on(20))), std::vector<long long>{spread});
  EXPECT_TRUE(ids_of(get("from=" + on(23) + "&to=" + on(25))).empty());

  for (auto [query, field, error] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"from=" + day(0), "to", "required"},
           {"to=" + day(0), "from", "required"},
           {"from=" + day(3) + "&to=" + day(1), "to", "before-start"},
           {"from=" + day(0) + "&to=" + day(63), "to", "range-too-long"},
           {"from=2026-02-30&to=" + day(1), "from", "invalid-date"},
           {"courseId=abc", "courseId", "invalid-number"},
           {"limit=0", "limit", "out-of-range"}}) {
    auto refused = call(*server_, "GET", "/api/admin/sessions?" + query, nullptr, admin_);
    EXPECT_EQ(refused.status, 400) << query;
    EXPECT_EQ(refused.json()["error"]["fields"][field], error) << query << " " << refused.body;
  }
  EXPECT_EQ(
      call(*server_, "GET", "/api/admin/sessions?from=" + day(0) + "&to=" + day(62), nullptr, admin_).status,
      200);
}

TEST_P(ScheduleApi, OnlyAdminsScheduleSessions) {
  EXPECT_EQ(call(*server_, "POST", sessions_path(), session_body(10)).status, 401);
  auto student = sign_up(*server_, "student@example.com");
  EXPECT_EQ(call(*server_, "POST", sessions_path(), session_body(10), student).status, 403);
  EXPECT_EQ(call(*server_, "POST", "/api/courses/999999/sessions", session_body(10), admin_).status, 404);
}

TEST_P(ScheduleApi, NamesEveryInvalidSessionField) {
  auto empty = call(*server_, "POST", sessions_path(), json::object(), admin_);
  EXPECT_EQ(empty.json()["error"]["fields"], (json{{"startsAt", "required"},
                                                   {"endsAt", "required"},
                                                   {"location", "required"},
                                                   {"capacity", "required"}}));
  auto expect_field = [&](const json& base, const json& patch, const char* field, const char* reason) {
    json body = base;
    body.merge_patch(patch);
    auto result = call(*server_, "POST", sessions_path(), body, admin_);
    EXPECT_EQ(result.status, 400) << body.dump();
    EXPECT_EQ(result.json()["error"]["fields"][field], reason) << result.body;
  };
  auto body = session_body(10);
  expect_field(body, {{"startsAt", "2026-12-05T09:00:00"}}, "startsAt", "invalid-date-time");
  expect_field(body, {{"endsAt", body["startsAt"]}}, "endsAt", "before-start");
  expect_field(body, {{"capacity", 0}}, "capacity", "out-of-range");
  expect_field(body, {{"capacity", "12"}}, "capacity", "invalid-type");
  expect_field(body, {{"location", std::string(201, 'x')}}, "location", "too-long");
}

// Issue 41: a class already given is recorded by the office; nobody books it from the site.
TEST_P(ScheduleApi, TheOfficeRecordsAClassAlreadyGivenThatTheSiteNeverBooks) {
  auto past = call(*server_, "POST", sessions_path(), session_body(-2), admin_);
  ASSERT_EQ(past.status, 201) << past.body;
  const auto id = past.json()["session"]["id"].get<long long>();
  auto booked = post_booking(*server_, booking_request(course_, id));
  EXPECT_EQ(booked.status, 409) << booked.body;
  EXPECT_EQ(booked.json()["error"]["code"], "session-unavailable");
  EXPECT_EQ(server_->get(sessions_path()).json()["sessions"].size(), 0u);
}

// Issue 41: the CNESST course is 16 hours over two days.
TEST_P(ScheduleApi, ASessionRunsOverSeveralDaysEachWithItsHours) {
  const auto first = secours::add_days(secours::quebec_date(server_->clock().now()), 10);
  const auto second = secours::add_days(first, 2);
  json body = session_body(10);
  body.erase("startsAt");
  body.erase("endsAt");
  body["days"] = {{{"date", first}, {"startsAt", "08:00"}, {"endsAt", "16:00"}},
                  {{"date", second}, {"startsAt", "08:30"}, {"endsAt", "16:30"}}};
  auto created = call(*server_, "POST", sessions_path(), body, admin_);
  ASSERT_EQ(created.status, 201) << created.body;
  auto session = created.json()["session"];
  ASSERT_EQ(session["days"].size(), 2u);
  EXPECT_EQ(session["days"][0]["date"], first);
  EXPECT_EQ(session["days"][1]["date"], second);
  EXPECT_EQ(session["startsAt"], session["days"][0]["startsAt"]);
  EXPECT_EQ(session["endsAt"], session["days"][1]["endsAt"]);
  EXPECT_EQ(session["days"][1]["startsAt"].get<std::string>().substr(0, 16), second + "T08:30");
  auto listed = server_->get(sessions_path()).json()["sessions"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["days"], session["days"]);
  // The customer's booking shows every day too.
  auto booked = post_booking(*server_, booking_request(course_, session["id"].get<long long>()));
  ASSERT_EQ(booked.status, 201) << booked.body;
  auto shown =
      server_->get("/api/bookings/" + std::to_string(booked.json()["booking"]["id"].get<long long>()) +
                   "?token=" + booked.json()["accessToken"].get<std::string>());
  ASSERT_EQ(shown.status, 200) << shown.body;
  EXPECT_EQ(shown.json()["booking"]["session"]["days"], session["days"]);
  // Its course is named in the page's language, whatever the booking's (issue 41).
  EXPECT_TRUE(shown.json()["booking"]["course"]["title"].get<std::string>().starts_with("Secourisme"));
  auto english =
      server_->send("GET",
                    "/api/bookings/" + std::to_string(booked.json()["booking"]["id"].get<long long>()) +
                        "?token=" + booked.json()["accessToken"].get<std::string>(),
                    "", {{"X-Page-Language", "en"}});
  EXPECT_TRUE(english.json()["booking"]["course"]["title"].get<std::string>().starts_with("First aid"))
      << english.body;

  // Edited to one day: the days follow.
  const auto path = "/api/admin/sessions/" + std::to_string(session["id"].get<long long>());
  body["days"] = {{{"date", first}, {"startsAt", "08:00"}, {"endsAt", "16:00"}}};
  auto edited = call(*server_, "PUT", path, body, admin_);
  ASSERT_EQ(edited.status, 200) << edited.body;
  EXPECT_EQ(edited.json()["session"]["days"].size(), 1u);

  // Each day's fields by name.
  auto expect_day_field = [&](const json& days, const std::string& field, const char* reason) {
    json wrong = body;
    wrong["days"] = days;
    auto refused = call(*server_, "POST", sessions_path(), wrong, admin_);
    EXPECT_EQ(refused.status, 400) << days.dump();
    EXPECT_EQ(refused.json()["error"]["fields"][field], reason) << refused.body;
  };
  expect_day_field(json::array(), "days", "required");
  expect_day_field("lundi", "days", "invalid-list");
  expect_day_field({{{"date", first}, {"startsAt", "16:00"}, {"endsAt", "08:00"}}}, "days[0].endsAt",
                   "before-start");
  expect_day_field({{{"date", "2026-02-30"}, {"startsAt", "08:00"}, {"endsAt", "16:00"}}}, "days[0].date",
                   "invalid-date");
  expect_day_field({{{"startsAt", "08:00"}, {"endsAt", "16:00"}}}, "days[0].date", "required");
  expect_day_field({{{"date", first}, {"startsAt", "8 h"}, {"endsAt", "16:00"}}}, "days[0].startsAt",
                   "invalid-date-time");
  expect_day_field({{{"date", second}, {"startsAt", "08:00"}, {"endsAt", "16:00"}},
                    {{"date", first}, {"startsAt", "08:00"}, {"endsAt", "16:00"}}},
                   "days[1].startsAt", "overlaps-previous-day");
}

TEST_P(ScheduleApi, EditsASessionButNeverBelowItsBookedSeats) {
  auto id = call(*server_, "POST", sessions_path(), session_body(10, 3), admin_).json()["session"]["id"];
  auto path = "/api/admin/sessions/" + std::to_string(id.get<long long>());
  ASSERT_EQ(post_booking(*server_, booking_request(course_, id)).status, 201);
  ASSERT_EQ(post_booking(*server_, booking_request(course_, id, "cash", "b@example.com")).status, 201);

  auto moved = session_body(12, 2);
  moved["location"] = "Ottawa";
  auto edited = call(*server_, "PUT", path, moved, admin_);
  ASSERT_EQ(edited.status, 200) << edited.body;
  EXPECT_EQ(edited.json()["session"]["location"], "Ottawa");
  EXPECT_EQ(edited.json()["session"]["startsAt"], moved["startsAt"]);
  EXPECT_EQ(edited.json()["session"]["seatsLeft"], 0);
  auto too_small = call(*server_, "PUT", path, session_body(12, 1), admin_);
  EXPECT_EQ(too_small.status, 409);
  EXPECT_EQ(too_small.json()["error"]["code"], "capacity-below-seats-taken");
  EXPECT_EQ(call(*server_, "PUT", "/api/admin/sessions/999999", moved, admin_).status, 404);
}

TEST_P(ScheduleApi, CancellingASessionCancelsItsBookingsFreesTheSeatsAndMailsEachCustomer) {
  auto id = call(*server_, "POST", sessions_path(), session_body(10), admin_)
                .json()["session"]["id"]
                .get<long long>();
  auto first = post_booking(*server_, booking_request(course_, id, "interac", "a@example.com", "fr"));
  auto second = post_booking(*server_, booking_request(course_, id, "cash", "b@example.com", "en"));
  auto rejected = post_booking(*server_, booking_request(course_, id, "cash", "c@example.com"));
  auto rejected_id = std::to_string(rejected.json()["booking"]["id"].get<long long>());
  ASSERT_EQ(
      call(*server_, "PATCH", "/api/admin/bookings/" + rejected_id, {{"status", "rejected"}}, admin_).status,
      200);
  auto mails_before = outbox(server_->database()).size();

  auto path = "/api/admin/sessions/" + std::to_string(id) + "/cancel";
  auto cancelled = call(*server_, "POST", path, json::object(), admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["session"]["status"], "cancelled");
  EXPECT_EQ(cancelled.json()["session"]["seatsTaken"], 0);
  EXPECT_EQ(server_->get(sessions_path()).json()["sessions"].size(), 0u);
  for (const auto& booked : {first, second}) {
    auto booking_id = std::to_string(booked.json()["booking"]["id"].get<long long>());
    auto token = booked.json()["accessToken"].get<std::string>();
    EXPECT_EQ(server_->get("/api/bookings/" + booking_id + "?token=" + token).json()["booking"]["status"],
              "cancelled");
  }
  auto mails = outbox(server_->database());
  ASSERT_EQ(mails.size(), mails_before + 2);  // not to the customer already rejected
  EXPECT_EQ(mails[mails_before].recipient, "a@example.com");
  EXPECT_NE(mails[mails_before].subject.find("Séance annulée"), std::string::npos);
  EXPECT_EQ(mails[mails_before + 1].recipient, "b@example.com");
  EXPECT_NE(mails[mails_before + 1].subject.find("Session cancelled"), std::string::npos);

  auto again = call(*server_, "POST", path, json::object(), admin_);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "session-cancelled");
  EXPECT_EQ(
      call(*server_, "PUT", "/api/admin/sessions/" + std::to_string(id), session_body(10), admin_).status,
      409);
  EXPECT_EQ(call(*server_, "POST", "/api/admin/sessions/999999/cancel", json::object(), admin_).status, 404);
}

SECOURS_ON_BOTH_ENGINES(ScheduleApi);
