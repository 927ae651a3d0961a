#include <gtest/gtest.h>

#include "support/api_helpers.h"
#include "support/engines.h"

using namespace secours::testing;

// Failed sign-ins slow guessing without locking the owner out (docs/decisions/012-sign-in-limits.md).
// The server trusts X-Forwarded-For here, so that each test chooses the client's address.
class LoginLimits : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
  }
  HttpResult login(const std::string& email, const std::string& password, const std::string& address) {
    return server_->send("POST", "/api/auth/login",
                         nlohmann::json{{"email", email}, {"password", password}}.dump(),
                         {{"Content-Type", "application/json"}, {"X-Forwarded-For", address}});
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(LoginLimits, FailuresFromManyAddressesDoNotLockTheOwnerOut) {
  sign_up(*server_, "owner@example.com", "secret123");
  for (int i = 1; i <= 12; ++i) {
    EXPECT_EQ(
        login("owner@example.com", "guess-" + std::to_string(i), "203.0.113." + std::to_string(i)).status,
        401);
  }
  EXPECT_EQ(login("owner@example.com", "secret123", "198.51.100.7").status, 200);
}

TEST_P(LoginLimits, AnAccountsFailuresDelayTheAddressesThatFailed) {
  sign_up(*server_, "owner@example.com", "secret123");
  for (int i = 1; i <= 6; ++i) {
    EXPECT_EQ(login("owner@example.com", "guess", "203.0.113." + std::to_string(i)).status, 401);
  }
  auto delayed = login("owner@example.com", "guess", "203.0.113.1");
  ASSERT_EQ(delayed.status, 429);
  EXPECT_EQ(delayed.json()["error"]["code"], "rate-limited");
  auto wait = std::stoll(delayed.header("retry-after"));
  EXPECT_GT(wait, 0);
  EXPECT_LE(wait, 300);
  // A delay, not a wall: once it has passed the address may try again, and waits longer next time.
  server_->clock().advance(wait);
  EXPECT_EQ(login("owner@example.com", "guess", "203.0.113.1").status, 401);
  auto longer = login("owner@example.com", "secret123", "203.0.113.2");
  ASSERT_EQ(longer.status, 429);
  EXPECT_GT(std::stoll(longer.header("retry-after")), wait);
  server_->clock().advance(std::stoll(longer.header("retry-after")));
  EXPECT_EQ(login("owner@example.com", "secret123", "203.0.113.2").status, 200);
}

TEST_P(LoginLimits, AnAddressThatFailsTenTimesWaitsFifteenMinutes) {
  sign_up(*server_, "mine@example.com", "secret123");
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(login("user" + std::to_string(i) + "@example.com", "guess!!", "203.0.113.50").status, 401);
  }
  auto limited = login("mine@example.com", "secret123", "203.0.113.50");
  EXPECT_EQ(limited.status, 429);
  auto retry_after = std::stoll(limited.header("retry-after"));
  EXPECT_GT(retry_after, 0);
  EXPECT_LE(retry_after, 900);
  EXPECT_EQ(login("mine@example.com", "secret123", "203.0.113.51").status, 200);
  server_->clock().advance(901);
  EXPECT_EQ(login("mine@example.com", "secret123", "203.0.113.50").status, 200);
}

SECOURS_ON_BOTH_ENGINES(LoginLimits);
