// Bug reports sent from the footer's dialog: validation, the honeypot, the rate limit, the admin's list.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::sign_in_admin;
using secours::testing::sign_up;
using secours::testing::TestServer;
using Json = nlohmann::json;

class BugReportApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  TestServer& server() { return *server_; }
  int stored_reports() {
    soci::session sql(server().database().pool());
    int count = 0;
    sql << "SELECT COUNT(*) FROM bug_reports", soci::into(count);
    return count;
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(BugReportApi, StoresAReportWithItsSenderAndShowsItToAdmins) {
  auto student = sign_up(server(), "eleve@example.com");
  auto first = call(server(), "POST", "/api/bug-reports", {{"description", "Le bouton ne répond pas."}});
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(first.json(), (Json{{"status", "received"}}));
  server().clock().advance(60);
  auto second = server().send(
      "POST", "/api/bug-reports",
      Json{{"description", " Page blanche "},
           {"email", "eleve@example.com"},
           {"pageUrl", "https://secours.example/courses"},
           {"website", ""}}
          .dump(),
      {{"Content-Type", "application/json"}, {"Cookie", student}, {"User-Agent", "Firefox/140"}});
  ASSERT_EQ(second.status, 201) << second.body;

  auto admin = sign_in_admin(server());
  auto list = call(server(), "GET", "/api/admin/bug-reports", nullptr, admin);
  ASSERT_EQ(list.status, 200) << list.body;
  auto reports = list.json()["bugReports"];
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0]["description"], "Page blanche");  // newest first, trimmed
  EXPECT_EQ(reports[0]["email"], "eleve@example.com");
  EXPECT_EQ(reports[0]["pageUrl"], "https://secours.example/courses");
  EXPECT_EQ(reports[0]["userAgent"], "Firefox/140");
  EXPECT_TRUE(reports[0]["userId"].is_number_integer());
  EXPECT_TRUE(reports[1]["userId"].is_null());
  EXPECT_EQ(reports[1]["email"], "");
  EXPECT_TRUE(list.json()["nextCursor"].is_null());

  // One at a time: the newest, then the other, then no more.
  auto newest = call(server(), "GET", "/api/admin/bug-reports?limit=1", nullptr, admin).json();
  ASSERT_EQ(newest["bugReports"].size(), 1u);
  EXPECT_EQ(newest["bugReports"][0]["description"], "Page blanche");
  auto cursor = newest["nextCursor"].get<std::string>();
  auto second_page =
      call(server(), "GET", "/api/admin/bug-reports?limit=1&cursor=" + cursor, nullptr, admin).json();
  ASSERT_EQ(second_page["bugReports"].size(), 1u);
  EXPECT_EQ(second_page["bugReports"][0]["id"], reports[1]["id"]);
  EXPECT_TRUE(second_page["nextCursor"].is_null());
  EXPECT_EQ(call(server(), "GET", "/api/admin/bug-reports?limit=500", nullptr, admin).status, 400);
}

TEST_P(BugReportApi, NamesInvalidFields) {
  auto missing =
      call(server(), "POST", "/api/bug-reports", {{"description", "  "}, {"email", "not-an-email"}});
  ASSERT_EQ(missing.status, 400);
  EXPECT_EQ(missing.json()["error"]["fields"]["description"], "required");
  EXPECT_EQ(missing.json()["error"]["fields"]["email"], "invalid-email");
  auto long_text = call(server(), "POST", "/api/bug-reports",
                        {{"description", std::string(5001, 'x')}, {"pageUrl", std::string(2001, 'x')}});
  EXPECT_EQ(long_text.json()["error"]["fields"]["description"], "too-long");
  EXPECT_EQ(long_text.json()["error"]["fields"]["pageUrl"], "too-long");
  auto bad_email = call(server(), "POST", "/api/bug-reports", {{"description", "Bogue"}, {"email", "a@b"}});
  EXPECT_EQ(bad_email.status, 400);
  EXPECT_EQ(bad_email.json()["error"]["fields"]["email"], "invalid-email");
  EXPECT_EQ(stored_reports(), 0);
}

TEST_P(BugReportApi, AnswersRobotsAsUsualButStoresNothing) {
  auto result = call(server(), "POST", "/api/bug-reports",
                     {{"description", "Achetez des montres"}, {"website", "https://spam.example"}});
  EXPECT_EQ(result.status, 201);
  EXPECT_EQ(result.json(), (Json{{"status", "received"}}));
  EXPECT_EQ(stored_reports(), 0);
}

TEST_P(BugReportApi, LimitsReportsPerAddress) {
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(
        call(server(), "POST", "/api/bug-reports", {{"description", "Bogue " + std::to_string(i)}}).status,
        201);
  }
  auto limited = call(server(), "POST", "/api/bug-reports", {{"description", "Encore"}});
  EXPECT_EQ(limited.status, 429);
  EXPECT_EQ(limited.json()["error"]["code"], "rate-limited");
  EXPECT_FALSE(limited.header("retry-after").empty());
  EXPECT_EQ(stored_reports(), 5);
  server().clock().advance(10 * 60 + 1);
  EXPECT_EQ(call(server(), "POST", "/api/bug-reports", {{"description", "Plus tard"}}).status, 201);
}

TEST_P(BugReportApi, OnlyAdminsMayReadReports) {
  EXPECT_EQ(call(server(), "GET", "/api/admin/bug-reports").status, 401);
  EXPECT_EQ(
      call(server(), "GET", "/api/admin/bug-reports", nullptr, sign_up(server(), "e@example.com")).status,
      403);
}

SECOURS_ON_BOTH_ENGINES(BugReportApi);
