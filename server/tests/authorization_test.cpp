#include <gtest/gtest.h>

#include <regex>

#include "app/app.h"
#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::TestServer;

// Every /api/admin/* route × {anonymous, student, admin}: 401, 403, and neither for the admin.
TEST(Authorization, EveryAdminRouteIsForAdminsOnly) {
  TestServer server("sqlite");
  auto student = secours::testing::sign_up(server, "student@example.com");
  auto admin = secours::testing::sign_in_admin(server);
  int checked = 0;
  for (const auto& route : server.app().router().routes()) {
    if (!route.pattern.starts_with("/api/admin/")) continue;
    // An id nobody has: the admin's calls (a DELETE among them) must not change the other users.
    auto target = std::regex_replace(route.pattern, std::regex("\\{[^}]+\\}"), "999999");
    nlohmann::json body = route.method == "GET" ? nlohmann::json(nullptr) : nlohmann::json::object();
    auto anonymous = call(server, route.method, target, body);
    EXPECT_EQ(anonymous.status, 401) << route.method << " " << target;
    auto as_student = call(server, route.method, target, body, student);
    EXPECT_EQ(as_student.status, 403) << route.method << " " << target;
    auto as_admin = call(server, route.method, target, body, admin);
    EXPECT_NE(as_admin.status, 401) << route.method << " " << target;
    EXPECT_NE(as_admin.status, 403) << route.method << " " << target;
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

TEST(Authorization, AdminListsOnlyStudentsWithSearch) {
  TestServer server("sqlite");
  secours::testing::sign_up(server, "alice@example.com", "secret123", "Alice");
  secours::testing::sign_up(server, "bob@example.com", "secret123", "Bob");
  auto admin = secours::testing::sign_in_admin(server);
  auto all = call(server, "GET", "/api/admin/students", nullptr, admin);
  ASSERT_EQ(all.status, 200);
  EXPECT_EQ(all.json()["students"].size(), 2u);
  auto search = call(server, "GET", "/api/admin/students?q=ALI", nullptr, admin);
  ASSERT_EQ(search.json()["students"].size(), 1u);
  EXPECT_EQ(search.json()["students"][0]["email"], "alice@example.com");
  auto by_email = call(server, "GET", "/api/admin/students?q=bob%40", nullptr, admin);
  EXPECT_EQ(by_email.json()["students"].size(), 1u);

  // Neither case nor accents matter, in names as in emails.
  secours::testing::sign_up(server, "zoe-emond@example.com", "secret123", "Zoé");
  for (const char* query : {"zoe", "ZO%C3%89", "zoé%20tremblay", "ZOE-EMOND"}) {
    auto found = call(server, "GET", std::string("/api/admin/students?q=") + query, nullptr, admin);
    ASSERT_EQ(found.json()["students"].size(), 1u) << query;
    EXPECT_EQ(found.json()["students"][0]["firstName"], "Zoé") << query;
  }
  EXPECT_EQ(call(server, "GET", "/api/admin/students?q=zz", nullptr, admin).json()["students"].size(), 0u);
}
