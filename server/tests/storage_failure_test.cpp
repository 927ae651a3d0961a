// A database that cannot write (a full disk, a read-only file or server): clients get 503
// storage-unavailable with Retry-After, health says read-only, nothing is lost, and service resumes
// by itself once writes succeed again. A real full disk is exercised by scripts/test-storage.sh.
#include <gtest/gtest.h>
#include <soci/connection-pool.h>
#include <soci/soci.h>

#include <filesystem>
#include <memory>
#include <vector>

#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;

namespace {

// Every pooled connection refuses writes (SQLite's query_only, PostgreSQL's read-only
// transactions): the same errors a full disk or a read-only database gives. Each connection is leased
// from the pool (all of them at once, so that each is changed once) rather than reached by its index:
// a background job may be using one meanwhile, and two threads on one PostgreSQL connection hung the
// test (CI-style trial, 2026-11-29: timeout after 120 s on a loaded machine).
void set_read_only(TestServer& server, bool read_only) {
  auto& database = server.database();
  std::vector<std::unique_ptr<soci::session>> leased;
  for (std::size_t i = 0; i < database.pool_size(); ++i) {
    leased.push_back(std::make_unique<soci::session>(database.pool()));
  }
  for (auto& sql : leased) {
    if (database.engine() == secours::db::Engine::sqlite) {
      *sql << (read_only ? "PRAGMA query_only = ON" : "PRAGMA query_only = OFF");
    } else {
      *sql << (read_only ? "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"
                         : "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE");
    }
  }
}

int bookings_count(TestServer& server) {
  soci::session sql(server.database().pool());
  int count = 0;
  sql << "SELECT COUNT(*) FROM bookings", soci::into(count);
  return count;
}

}  // namespace

class StorageFailure : public ::testing::TestWithParam<std::string> {};

TEST_P(StorageFailure, WritesAnswer503WithRetryAfterHealthSaysReadOnlyAndServiceResumesByItself) {
  SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
  TestServer server(GetParam(), [](secours::core::Config& config) { config.trust_proxy = true; });
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, 10);
  ASSERT_EQ(post_booking(server, booking_request(course, session), "", "10.4.0.1").status, 201);
  ASSERT_EQ(server.get("/api/health").status, 200);

  set_read_only(server, true);
  auto refused = post_booking(server, booking_request(course, session), "", "10.4.0.2");
  EXPECT_EQ(refused.status, 503) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "storage-unavailable");
  EXPECT_EQ(refused.header("retry-after"), "30");
  EXPECT_FALSE(refused.header("x-content-type-options").empty());
  EXPECT_EQ(bookings_count(server), 1);
  EXPECT_EQ(seats_taken(server.database(), session), 1);  // the refused booking took no seat

  auto health = server.get("/api/health");
  EXPECT_EQ(health.status, 503);
  EXPECT_EQ(health.json()["status"], "read-only");
  EXPECT_EQ(health.json()["storage"], "read-only");
  EXPECT_EQ(server.get("/api/courses").status, 200);  // reads go on

  set_read_only(server, false);
  health = server.get("/api/health");
  EXPECT_EQ(health.status, 200) << health.body;
  EXPECT_EQ(health.json()["storage"], "ok");
  EXPECT_EQ(post_booking(server, booking_request(course, session), "", "10.4.0.2").status, 201);
  EXPECT_EQ(bookings_count(server), 2);
}

TEST_P(StorageFailure, TheSqliteWriteAheadLogIsTruncatedOnceLarge) {
  if (GetParam() != "sqlite") GTEST_SKIP() << "SQLite only";
  TestServer server(GetParam(), [](secours::core::Config& config) { config.trust_proxy = true; });
  auto course = insert_course(server, "rcr", 10000);
  for (int i = 0; i < 20; ++i) {
    auto request = booking_request(course, 0, "interac", "a@example.com");
    request["preferredDate"] = "2030-01-15";
    ASSERT_EQ(post_booking(server, request, "", "10.5.0." + std::to_string(i)).status, 201);
  }
  auto path = server.config().database_url.substr(7) + "-wal";
  ASSERT_GT(std::filesystem::file_size(path), 64u * 1024);
  server.database().checkpoint_if_large(1u << 30);  // below the limit: left alone
  EXPECT_GT(std::filesystem::file_size(path), 64u * 1024);
  server.database().checkpoint_if_large(64u * 1024);
  EXPECT_EQ(std::filesystem::file_size(path), 0u);
  EXPECT_EQ(bookings_count(server), 20);
}

SECOURS_ON_BOTH_ENGINES(StorageFailure);
