#include <gtest/gtest.h>
#include <soci/soci.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "health/health_probe.h"
#include "support/engines.h"
#include "support/test_server.h"

using secours::testing::TestServer;

class ApiBasics : public ::testing::TestWithParam<std::string> {};

TEST_P(ApiBasics, HealthReportsTheEngineAndVersion) {
  SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
  TestServer server(GetParam());
  auto response = server.get("/api/health");
  ASSERT_EQ(response.status, 200);
  auto body = response.json();
  EXPECT_EQ(body["status"], "ok");
  EXPECT_EQ(body["database"], GetParam());
  EXPECT_FALSE(body["version"].get<std::string>().empty());
  EXPECT_EQ(response.header("content-type"), "application/json; charset=utf-8");
}

TEST_P(ApiBasics, UnknownApiPathsAnswerJsonNotFound) {
  SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
  TestServer server(GetParam());
  auto response = server.get("/api/does-not-exist");
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(response.json()["error"]["code"], "not-found");
  EXPECT_FALSE(response.json()["error"]["message"].get<std::string>().empty());
}

TEST_P(ApiBasics, WrongMethodAnswersJsonMethodNotAllowed) {
  SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
  TestServer server(GetParam());
  auto response = server.send("DELETE", "/api/health", "", {{"Content-Type", "application/json"}});
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(response.json()["error"]["code"], "method-not-allowed");
}

SECOURS_ON_BOTH_ENGINES(ApiBasics);

TEST(ApiHeaders, EveryResponseCarriesSecurityHeadersAndARequestId) {
  TestServer server("sqlite");
  for (auto target : {"/api/health", "/api/nope", "/some/page"}) {
    auto response = server.get(target);
    EXPECT_NE(response.header("content-security-policy").find("frame-ancestors 'none'"), std::string::npos)
        << target;
    EXPECT_NE(response.header("content-security-policy").find("https://js.stripe.com"), std::string::npos);
    EXPECT_EQ(response.header("x-content-type-options"), "nosniff") << target;
    EXPECT_FALSE(response.header("referrer-policy").empty()) << target;
    EXPECT_EQ(response.header("x-request-id").size(), 16u) << target;
    EXPECT_EQ(response.header("strict-transport-security"), "") << target;
  }
  EXPECT_NE(server.get("/api/health").header("x-request-id"),
            server.get("/api/health").header("x-request-id"));
}

TEST(ApiHeaders, HstsOnlyWhenThePublicAddressIsHttps) {
  TestServer server("sqlite",
                    [](secours::core::Config& config) { config.public_url = "https://secours.example"; });
  EXPECT_NE(server.get("/api/health").header("strict-transport-security").find("max-age="),
            std::string::npos);
}

TEST(ApiHealth, ReportsUnavailableWhenTheDatabaseIsGone) {
  TestServer server("sqlite");
  auto path = server.config().database_url.substr(7);
  for (std::size_t i = 0; i < server.database().pool_size(); ++i) server.database().pool().at(i).close();
  std::filesystem::remove_all(std::filesystem::path(path).parent_path());
  auto response = server.get("/api/health");
  EXPECT_EQ(response.status, 503);
  EXPECT_EQ(response.json()["status"], "unavailable");
}

// A healthy answer is reused for at most HealthProbe::freshness; after that the database is asked
// again and its loss shows.
TEST(ApiHealth, NoticesTheDatabaseGoingAwayWithinTheFreshnessWindow) {
  TestServer server("sqlite");
  EXPECT_EQ(server.get("/api/health").status, 200);
  auto path = server.config().database_url.substr(7);
  for (std::size_t i = 0; i < server.database().pool_size(); ++i) server.database().pool().at(i).close();
  std::filesystem::remove_all(std::filesystem::path(path).parent_path());
  std::this_thread::sleep_for(secours::health::HealthProbe::freshness + std::chrono::milliseconds(100));
  auto response = server.get("/api/health");
  EXPECT_EQ(response.status, 503);
  EXPECT_EQ(response.json()["status"], "unavailable");
  EXPECT_EQ(server.get("/api/health").status, 503);
}

// While /api/health is polled, a background check (App, every HealthProbe::refresh_interval) keeps
// the answer in memory fresh, so that no poller's request waits for a ping queued behind the worker
// pool's work: during a burst of bookings on PostgreSQL one poll a second waited 30-60 ms. A probe
// nobody polls does not ping, and its answer ages out as before.
TEST(ApiHealth, APolledProbeIsCheckedAgainInTheBackgroundAnUnpolledOneAgesOut) {
  using namespace std::chrono_literals;
  TestServer server("sqlite");
  secours::health::HealthProbe probe(server.database());
  const auto past_half = secours::health::HealthProbe::freshness / 2 + 100ms;
  ASSERT_EQ(probe.check(0), secours::health::DatabaseState::up);
  std::this_thread::sleep_for(past_half);
  ASSERT_TRUE(probe.answer_from_memory());  // polled
  probe.refresh(0);                         // so checked again
  std::this_thread::sleep_for(past_half);   // older than `freshness` since the first check
  EXPECT_TRUE(probe.answer_from_memory());
  probe.refresh(0);  // polled since the last refresh: checks again
  std::this_thread::sleep_for(past_half);
  probe.refresh(0);  // nobody polled: no check
  std::this_thread::sleep_for(past_half);
  EXPECT_FALSE(probe.answer_from_memory());
}
