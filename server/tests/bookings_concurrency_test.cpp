#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
namespace core = secours::core;

namespace {

constexpr int attempts = 200;
constexpr int capacity = 10;

void trust_proxy(core::Config& config) { config.trust_proxy = true; }

struct Outcome {
  std::atomic<int> booked{0}, full{0}, other{0};
};

// `attempts` customers at once, spread over the given ports, each from its own address.
void book_all_at_once(const std::vector<std::uint16_t>& ports, long long course, long long session,
                      Outcome& outcome) {
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < attempts; ++i) {
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      auto body = booking_request(course, session, "cash", "client" + std::to_string(i) + "@example.com");
      Headers headers{{"Content-Type", "application/json"},
                      {"X-Forwarded-For", "198.51.100." + std::to_string(i)}};
      auto result = http_request(ports[i % ports.size()], "POST", "/api/bookings", body.dump(), headers);
      if (result.status == 201) {
        ++outcome.booked;
      } else if (result.status == 409 && result.json()["error"]["code"] == "session-full") {
        ++outcome.full;
      } else {
        ++outcome.other;
      }
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
}

}  // namespace

class BookingsConcurrency : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { SECOURS_SKIP_UNLESS_AVAILABLE(GetParam()); }
};

TEST_P(BookingsConcurrency, SellsExactlyTheSeatsOfASessionTo200SimultaneousCustomers) {
  TestServer server(GetParam(), trust_proxy);
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, capacity);
  Outcome outcome;
  book_all_at_once({server.port()}, course, session, outcome);
  EXPECT_EQ(outcome.booked, capacity);
  EXPECT_EQ(outcome.full, attempts - capacity);
  EXPECT_EQ(outcome.other, 0);
  EXPECT_EQ(seats_taken(server.database(), session), capacity);
}

TEST_P(BookingsConcurrency, TwoServersSharingTheDatabaseNeverOversell) {
  TestServer server(GetParam(), trust_proxy);
  SecondInstance second(server);
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, capacity);
  Outcome outcome;
  book_all_at_once({server.port(), second.port()}, course, session, outcome);
  EXPECT_EQ(outcome.booked, capacity);
  EXPECT_EQ(outcome.full, attempts - capacity);
  EXPECT_EQ(outcome.other, 0);
  EXPECT_EQ(seats_taken(server.database(), session), capacity);
}

SECOURS_ON_BOTH_ENGINES(BookingsConcurrency);
