#include <gtest/gtest.h>
#include <soci/soci.h>

#include <regex>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::session_cookie_of;
using secours::testing::sign_up;
using secours::testing::TestServer;

namespace {

int outbox_count(TestServer& server, const std::string& recipient) {
  soci::session sql(server.database().pool());
  int count = 0;
  sql << "SELECT COUNT(*) FROM mail_outbox WHERE recipient = :r", soci::use(recipient), soci::into(count);
  return count;
}

// The token of the newest reset link mailed to `recipient`.
std::string mailed_token(TestServer& server, const std::string& recipient) {
  soci::session sql(server.database().pool());
  std::string body;
  sql << "SELECT body_text FROM mail_outbox WHERE recipient = :r AND body_text LIKE "
         "'%reset-password?token=%' "
         "ORDER BY id DESC",
      soci::use(recipient), soci::into(body);
  std::smatch match;
  if (!std::regex_search(body, match, std::regex("reset-password\\?token=([A-Za-z0-9_-]+)"))) return "";
  return match[1];
}

}  // namespace

class PasswordResetApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(PasswordResetApi, AnswersAcceptedWhetherOrNotTheAccountExists) {
  auto& server = *server_;
  sign_up(server, "known@example.com");
  auto known = call(server, "POST", "/api/auth/forgot-password", {{"email", "known@example.com"}});
  auto unknown = call(server, "POST", "/api/auth/forgot-password", {{"email", "unknown@example.com"}});
  EXPECT_EQ(known.status, 202);
  EXPECT_EQ(unknown.status, 202);
  EXPECT_EQ(known.body, unknown.body);
  EXPECT_FALSE(mailed_token(server, "known@example.com").empty());
  EXPECT_EQ(outbox_count(server, "unknown@example.com"), 0);
}

TEST_P(PasswordResetApi, ResetsOnceWithTheMailedLinkAndEndsSessions) {
  auto& server = *server_;
  auto cookie = sign_up(server, "reset@example.com", "oldpass1");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "reset@example.com"}});
  auto token = mailed_token(server, "reset@example.com");
  ASSERT_FALSE(token.empty());

  auto weak = call(server, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "123"}});
  EXPECT_EQ(weak.json()["error"]["code"], "weak-password");

  EXPECT_EQ(
      call(server, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "nouvelle-cle-7"}})
          .status,
      204);
  EXPECT_TRUE(call(server, "GET", "/api/auth/me", nullptr, cookie).json()["user"].is_null());
  EXPECT_EQ(call(server, "POST", "/api/auth/login",
                 {{"email", "reset@example.com"}, {"password", "nouvelle-cle-7"}})
                .status,
            200);
  auto again = call(server, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "another1"}});
  EXPECT_EQ(again.status, 400);
  EXPECT_EQ(again.json()["error"]["code"], "invalid-token");
}

TEST_P(PasswordResetApi, LinksExpireAfterOneHour) {
  auto& server = *server_;
  sign_up(server, "late@example.com");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "late@example.com"}});
  auto token = mailed_token(server, "late@example.com");
  server.clock().advance(3601);
  auto result =
      call(server, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "nouvelle-cle-7"}});
  EXPECT_EQ(result.status, 400);
  EXPECT_EQ(result.json()["error"]["code"], "invalid-token");
}

TEST_P(PasswordResetApi, OnlyTheNewestLinkWorksAndUsingItVoidsEveryOther) {
  auto& server = *server_;
  sign_up(server, "twice@example.com", "oldpass1");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "twice@example.com"}});
  auto first = mailed_token(server, "twice@example.com");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "twice@example.com"}});
  auto second = mailed_token(server, "twice@example.com");
  ASSERT_NE(first, second);
  EXPECT_EQ(
      call(server, "POST", "/api/auth/reset-password", {{"token", second}, {"password", "nouvelle-cle-7"}})
          .status,
      204);
  auto old =
      call(server, "POST", "/api/auth/reset-password", {{"token", first}, {"password", "intrus-cle-9"}});
  EXPECT_EQ(old.status, 400);
  EXPECT_EQ(old.json()["error"]["code"], "invalid-token");
  EXPECT_EQ(call(server, "POST", "/api/auth/login",
                 {{"email", "twice@example.com"}, {"password", "nouvelle-cle-7"}})
                .status,
            200);
}

TEST_P(PasswordResetApi, AskingForANewLinkVoidsTheEarlierOne) {
  auto& server = *server_;
  sign_up(server, "again@example.com");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "again@example.com"}});
  auto first = mailed_token(server, "again@example.com");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "again@example.com"}});
  auto old =
      call(server, "POST", "/api/auth/reset-password", {{"token", first}, {"password", "intrus-cle-9"}});
  EXPECT_EQ(old.json()["error"]["code"], "invalid-token");
}

TEST_P(PasswordResetApi, AChangeOfPasswordFromTheProfileVoidsOpenLinks) {
  auto& server = *server_;
  auto cookie = sign_up(server, "profile@example.com", "oldpass1");
  call(server, "POST", "/api/auth/forgot-password", {{"email", "profile@example.com"}});
  auto token = mailed_token(server, "profile@example.com");
  ASSERT_EQ(call(server, "POST", "/api/me/password",
                 {{"currentPassword", "oldpass1"}, {"newPassword", "nouvelle-cle-7"}}, cookie)
                .status,
            204);
  auto old =
      call(server, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "intrus-cle-9"}});
  EXPECT_EQ(old.status, 400);
  EXPECT_EQ(old.json()["error"]["code"], "invalid-token");
}

TEST_P(PasswordResetApi, LimitsRequestsPerEmail) {
  auto& server = *server_;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(call(server, "POST", "/api/auth/forgot-password", {{"email", "spam@example.com"}}).status, 202);
  }
  auto limited = call(server, "POST", "/api/auth/forgot-password", {{"email", "spam@example.com"}});
  EXPECT_EQ(limited.status, 429);
  EXPECT_FALSE(limited.header("retry-after").empty());
}

SECOURS_ON_BOTH_ENGINES(PasswordResetApi);
