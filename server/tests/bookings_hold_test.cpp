#include <gtest/gtest.h>
#include <soci/soci.h>

#include <chrono>
#include <thread>

#include "bookings/hold_expiry.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using secours::bookings::HoldExpiryWorker;

class BookingHolds : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    // Stripe is never called here: only creating card bookings needs card payments on.
    server_ = std::make_unique<TestServer>(
        GetParam(), [](secours::core::Config& config) { use_stripe(config, "http://127.0.0.1:9"); });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 5);
  }
  nlohmann::json book(const std::string& method, const std::string& email) {
    auto result = post_booking(*server_, booking_request(course_, session_, method, email));
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json();
  }
  std::string status_of(const nlohmann::json& created) {
    auto id = std::to_string(created["booking"]["id"].get<long long>());
    auto token = created["accessToken"].get<std::string>();
    return server_->get("/api/bookings/" + id + "?token=" + token).json()["booking"]["status"];
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(BookingHolds, AnUnpaidCardHoldLapsesAfter30MinutesAndFreesItsSeat) {
  auto card = book("card", "card@example.com");
  auto paid_card = book("card", "paid@example.com");
  auto interac = book("interac", "interac@example.com");
  EXPECT_FALSE(card["booking"]["holdExpiresAt"].is_null());
  EXPECT_TRUE(interac["booking"]["holdExpiresAt"].is_null());
  {
    soci::session sql(server_->database().pool());
    long long id = paid_card["booking"]["id"];
    sql << "UPDATE bookings SET payment_status = 'paid' WHERE id = :id", soci::use(id);
  }
  ASSERT_EQ(seats_taken(server_->database(), session_), 3);

  HoldExpiryWorker worker(server_->database(), server_->clock());
  server_->clock().advance(29 * 60);
  EXPECT_EQ(worker.run_once(), 0u);
  EXPECT_EQ(seats_taken(server_->database(), session_), 3);

  server_->clock().advance(61);
  EXPECT_EQ(worker.run_once(), 1u);
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);
  EXPECT_EQ(status_of(card), "cancelled");
  EXPECT_EQ(status_of(paid_card), "pending");
  EXPECT_EQ(status_of(interac), "pending");
  EXPECT_EQ(worker.run_once(), 0u);  // released once only
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);
}

TEST_P(BookingHolds, TheBackgroundThreadExpiresHoldsUntilStopped) {
  book("card", "card@example.com");
  HoldExpiryWorker worker(server_->database(), server_->clock());
  worker.start(std::chrono::milliseconds(20));
  server_->clock().advance(31 * 60);
  for (int i = 0; i < 250 && seats_taken(server_->database(), session_) != 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  worker.stop();
  worker.stop();
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

SECOURS_ON_BOTH_ENGINES(BookingHolds);
