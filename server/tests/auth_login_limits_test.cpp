// Sign-in limits that hold against many addresses without locking the owner out
// (docs/decisions/047-sign-in-limits-that-hold.md): a browser that signed in to the account before
// carries a device cookie and is never slowed by others' failures; every other browser counts against
// the account's limit (10 failures in 15 minutes), each address block against its own, IPv6 per /64,
// and parallel attempts on two instances get no more password checks than the limit.
// The server trusts X-Forwarded-For here, so that each test chooses the client's address.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "common/address_block.h"
#include "support/api_helpers.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;

namespace {

// The secours_device=… pair a response sets, to send back as a Cookie header; empty when none.
std::string device_cookie_of(const HttpResult& result) {
  const auto header = result.header("set-cookie");
  auto start = header.find("secours_device=");
  if (start == std::string::npos) return "";
  return header.substr(start, header.find(';', start) - start);
}

}  // namespace

class LoginLimits : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
  }
  HttpResult login(const std::string& email, const std::string& password, const std::string& address,
                   const std::string& cookie = "") {
    std::map<std::string, std::string> headers{{"Content-Type", "application/json"},
                                               {"X-Forwarded-For", address}};
    if (!cookie.empty()) headers["Cookie"] = cookie;
    return server_->send("POST", "/api/auth/login",
                         nlohmann::json{{"email", email}, {"password", password}}.dump(), headers);
  }
  // The owner's browser: it signed in once, and keeps the device cookie it was given.
  std::string owners_browser() {
    sign_up(*server_, "owner@example.com", "secret123");
    auto signed_in = login("owner@example.com", "secret123", "198.51.100.7");
    EXPECT_EQ(signed_in.status, 200) << signed_in.body;
    auto cookie = device_cookie_of(signed_in);
    EXPECT_FALSE(cookie.empty());
    return cookie;
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(LoginLimits, ThirtyAddressesGetTenGuessesAndTheOwnersBrowserStillSignsIn) {
  const auto device = owners_browser();
  int refused = 0, limited = 0;
  for (int i = 1; i <= 30; ++i) {
    auto guess = login("owner@example.com", "guess-" + std::to_string(i), "203.0.113." + std::to_string(i));
    if (guess.status == 401) ++refused;
    if (guess.status == 429) {
      ++limited;
      EXPECT_EQ(guess.json()["error"]["code"], "rate-limited");
      const auto wait = std::stoll(guess.header("retry-after"));
      EXPECT_GT(wait, 0);
      EXPECT_LE(wait, 900);
    }
  }
  EXPECT_EQ(refused, 10);
  EXPECT_EQ(limited, 20);
  // A browser that never signed in waits, even with the right password; the owner's does not.
  EXPECT_EQ(login("owner@example.com", "secret123", "192.0.2.44").status, 429);
  EXPECT_EQ(login("owner@example.com", "secret123", "192.0.2.45", device).status, 200);
  // A made-up device cookie is no device.
  EXPECT_EQ(login("owner@example.com", "secret123", "192.0.2.46",
                  "secours_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
                .status,
            429);
  // The window slides: fifteen minutes later the account is open again.
  server_->clock().advance(901);
  EXPECT_EQ(login("owner@example.com", "secret123", "192.0.2.47").status, 200);
}

TEST_P(LoginLimits, AKnownBrowsersOwnFailuresCountOnTheirOwn) {
  const auto device = owners_browser();
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(login("owner@example.com", "typo", "198.51.100.7", device).status, 401);
  EXPECT_EQ(login("owner@example.com", "secret123", "198.51.100.7", device).status, 429);
  // Its failures did not count against the account: another browser signs in.
  EXPECT_EQ(login("owner@example.com", "secret123", "192.0.2.9").status, 200);
}

TEST_P(LoginLimits, ARightPasswordLeavesNoFailureBehind) {
  sign_up(*server_, "owner@example.com", "secret123");
  for (int i = 0; i < 15; ++i) EXPECT_EQ(login("owner@example.com", "secret123", "203.0.113.9").status, 200);
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

TEST_P(LoginLimits, IPv6AddressesCountPerSlash64) {
  for (int i = 1; i <= 10; ++i) {
    EXPECT_EQ(
        login("user" + std::to_string(i) + "@example.com", "guess", "2001:db8:1:2::" + std::to_string(i))
            .status,
        401);
  }
  EXPECT_EQ(login("other@example.com", "guess", "2001:db8:1:2:ffff:ffff:ffff:ffff").status, 429);
  EXPECT_EQ(login("other@example.com", "guess", "2001:db8:1:3::1").status, 401);
}

// Thirty guesses at once, spread over two instances: the limit holds whatever the interleaving.
TEST_P(LoginLimits, ParallelGuessesOnTwoInstancesGetNoMorePasswordChecksThanTheLimit) {
  sign_up(*server_, "owner@example.com", "secret123");
  SecondInstance second(*server_);
  std::atomic<int> refused{0}, limited{0}, other{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < 30; ++i) {
    threads.emplace_back([&, i] {
      const auto body = nlohmann::json{{"email", "owner@example.com"}, {"password", "guess"}}.dump();
      while (!go) std::this_thread::yield();
      auto result = http_request(i % 2 ? second.port() : server_->port(), "POST", "/api/auth/login", body,
                                 {{"Content-Type", "application/json"},
                                  {"X-Forwarded-For", "203.0.113." + std::to_string(100 + i)}});
      if (result.status == 401) {
        ++refused;
      } else if (result.status == 429) {
        ++limited;
      } else {
        ++other;
      }
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(refused, 10);
  EXPECT_EQ(limited, 20);
  EXPECT_EQ(other, 0);
}

TEST(AddressBlock, IPv6CountsPerSlash64AndIPv4AsItIs) {
  EXPECT_EQ(secours::address_block("203.0.113.7"), "203.0.113.7");
  EXPECT_EQ(secours::address_block("2001:db8:1:2::7"), "2001:db8:1:2::/64");
  EXPECT_EQ(secours::address_block("2001:DB8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(secours::address_block("::ffff:198.51.100.4"), "198.51.100.4");
  EXPECT_EQ(secours::address_block("not-an-address"), "not-an-address");
}

SECOURS_ON_BOTH_ENGINES(LoginLimits);
