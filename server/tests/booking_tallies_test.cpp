// The office's counts by status, exact at any size (issue 42, decision 061): kept with each change in
// its transaction, and folded by every instance at once without losing or doubling a change.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "bookings/tally_repository.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class BookingTallies : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
    second_ = std::make_unique<SecondInstance>(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 200);
    admin_ = sign_in_admin(*server_);
  }
  HttpResult on(std::uint16_t port, const std::string& method, const std::string& target, const json& body,
                const std::string& client) {
    return http_request(
        port, method, target, body.is_null() ? "" : body.dump(),
        {{"Content-Type", "application/json"}, {"Cookie", admin_}, {"X-Forwarded-For", client}});
  }
  long long truth(const std::string& condition) {
    soci::session sql(server_->database().pool());
    long long count = 0;
    sql << "SELECT COUNT(*) FROM bookings WHERE " + condition, soci::into(count);
    return count;
  }
  // The office's first page's counts against the bookings themselves.
  void expect_exact_counts() {
    auto page = call(*server_, "GET", "/api/admin/bookings?limit=50", nullptr, admin_);
    ASSERT_EQ(page.status, 200) << page.body;
    const auto counts = page.json()["counts"];
    EXPECT_TRUE(counts["exact"].get<bool>()) << counts;
    long long sum = 0;
    for (std::string status : {"pending", "approved", "rejected", "cancelled"}) {
      EXPECT_EQ(counts[status], truth("status = '" + status + "'")) << status << " " << counts;
      sum += counts[status].get<long long>();
    }
    EXPECT_EQ(counts["total"], truth("1 = 1")) << counts;
    EXPECT_EQ(counts["total"], sum);
    EXPECT_EQ(counts["refundNeeded"], truth("refund_needed = 1")) << counts;
  }

  std::unique_ptr<TestServer> server_;
  std::unique_ptr<SecondInstance> second_;
  long long course_ = 0, session_ = 0;
  std::string admin_;
};

// Customers book and cancel and the office approves, rejects and records payments through both
// instances, while both fold the counts' rows over and over: every change is counted once.
TEST_P(BookingTallies, ExactWhileTwoInstancesChangeBookingsAndFoldAtOnce) {
  constexpr int per_instance = 12;
  std::atomic<int> writing{2};
  auto write = [&](std::uint16_t port, const std::string& who) {
    struct Done {
      std::atomic<int>& writing;
      ~Done() { --writing; }
    } done{writing};
    for (int i = 0; i < per_instance; ++i) {
      const auto client = "198.51." + who + "." + std::to_string(i + 1);
      auto booked = on(
          port, "POST", "/api/bookings",
          booking_request(course_, session_, "cash", who + "-" + std::to_string(i) + "@example.com"), client);
      ASSERT_EQ(booked.status, 201) << booked.body;
      const auto booking = booked.json()["booking"];
      const auto path = "/api/admin/bookings/" + std::to_string(booking["id"].get<long long>());
      auto expect_done = [&](const std::string& method, const std::string& target, const json& body) {
        auto answer = on(port, method, target, body, client);
        EXPECT_EQ(answer.status, 200) << method << " " << target << " " << answer.body;
      };
      if (i % 4 == 0) {
        expect_done("PATCH", path, {{"status", "approved"}});
      } else if (i % 4 == 1) {
        expect_done("PATCH", path, {{"status", "rejected"}});
      } else if (i % 4 == 2) {
        expect_done("POST", path + "/cancel", {{"reason", "Changement de plans"}});
      } else {  // paid (and so approved), then cancelled: its money waits to go back
        expect_done("PATCH", path, {{"paymentReceived", true}});
        expect_done("POST", path + "/cancel", {{"reason", "Changement de plans"}});
      }
    }
  };
  std::atomic<long long> folded{0};
  auto fold = [&](secours::db::Database& database) {
    while (writing > 0) {
      folded += secours::bookings::fold_booking_tallies(database, 1);
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  };
  std::thread a(write, server_->port(), "100"), b(write, second_->port(), "101");
  std::thread fold_a(fold, std::ref(server_->database())), fold_b(fold, std::ref(second_->database()));
  a.join();
  b.join();
  fold_a.join();
  fold_b.join();
  EXPECT_GT(folded.load(), 0);
  expect_exact_counts();
  EXPECT_EQ(truth("refund_needed = 1"), 2 * (per_instance / 4));
  secours::bookings::fold_booking_tallies(server_->database(), 1);
  expect_exact_counts();
  soci::session sql(server_->database().pool());
  long long rows = 0;
  sql << "SELECT COUNT(*) FROM booking_tallies", soci::into(rows);
  EXPECT_LE(rows, 5);  // one per status and the refunds'
}

// A filtered count that reached the limit is a lower bound: the total never adds it up.
TEST_P(BookingTallies, AFilteredTotalAddsExactCountsOnly) {
  for (int i = 0; i < 3; ++i) {
    book(*server_, booking_request(course_, session_, "cash", "f" + std::to_string(i) + "@example.com"), "",
         "198.51.102." + std::to_string(i + 1));
  }
  auto page = call(*server_, "GET", "/api/admin/bookings?limit=50&method=cash", nullptr, admin_);
  ASSERT_EQ(page.status, 200) << page.body;
  auto counts = page.json()["counts"];
  EXPECT_FALSE(counts["exact"].get<bool>());
  EXPECT_EQ(counts["pending"], 3);
  EXPECT_EQ(counts["total"], 3);  // every count below the limit: exact, added up
  expect_exact_counts();
}

SECOURS_ON_BOTH_ENGINES(BookingTallies);
