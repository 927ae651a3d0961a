// Moves at once, over two servers sharing the database: a seat is never held twice nor lost, a session
// never goes above its capacity, and moves crossing each other (or a session's cancellation) never
// deadlock.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

struct Move {
  Booked booked;
  long long to = 0;
  int status = 0;
  std::string code = {};
};

// Sends every move at the same moment, alternating between the ports.
void move_all_at_once(const std::vector<std::uint16_t>& ports, std::vector<Move>& moves,
                      const std::function<void()>& also = {}) {
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      auto& move = moves[i];
      auto result =
          http_request(ports[i % ports.size()], "POST",
                       "/api/bookings/" + std::to_string(move.booked.id) + "/move?token=" + move.booked.token,
                       json{{"sessionId", move.to}}.dump(), {{"Content-Type", "application/json"}});
      move.status = result.status;
      if (result.status != 200) move.code = result.json()["error"]["code"];
    });
  }
  if (also)
    threads.emplace_back([&] {
      while (!go) std::this_thread::yield();
      also();
    });
  go = true;
  for (auto& thread : threads) thread.join();
}

}  // namespace

class BookingMoveConcurrency : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
    second_ = std::make_unique<SecondInstance>(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
  }
  // `count` bookings of the session, each from its own address (the rate limit counts per address).
  std::vector<Booked> fill(long long session, int count) {
    std::vector<Booked> booked;
    for (int i = 0; i < count; ++i) {
      ++clients_;
      booked.push_back(book(
          *server_,
          booking_request(course_, session, "cash", "client" + std::to_string(clients_) + "@example.com"), "",
          "198.51.100." + std::to_string(clients_)));
    }
    return booked;
  }
  std::vector<std::uint16_t> ports() { return {server_->port(), second_->port()}; }
  void expect_consistent(long long session, int capacity) {
    int taken = seats_taken(server_->database(), session);
    EXPECT_EQ(taken, held_seats(server_->database(), session)) << "session " << session;
    EXPECT_LE(taken, capacity) << "session " << session;
  }
  long long session_of(const Booked& booked) {
    return server_->get("/api/bookings/" + std::to_string(booked.id) + "?token=" + booked.token)
        .json()["booking"]["session"]["id"]
        .get<long long>();
  }

  std::unique_ptr<TestServer> server_;
  std::unique_ptr<SecondInstance> second_;
  long long course_ = 0;
  int clients_ = 0;
};

TEST_P(BookingMoveConcurrency, TwentyCustomersMovingIntoFiveFreeSeatsAtOnceMoveExactlyFive) {
  auto target = insert_session(*server_, course_, 6, 20 * 86400);
  fill(target, 1);
  auto first = insert_session(*server_, course_, 10, 7 * 86400);
  auto second = insert_session(*server_, course_, 10, 8 * 86400);
  std::vector<Move> moves;
  for (auto& booked : fill(first, 10)) moves.push_back({booked, target});
  for (auto& booked : fill(second, 10)) moves.push_back({booked, target});

  move_all_at_once(ports(), moves);
  int moved = 0, full = 0, moved_from_first = 0;
  for (const auto& move : moves) {
    if (move.status == 200) {
      ++moved;
      if (move.booked.booking["session"]["id"] == first) ++moved_from_first;
      EXPECT_EQ(session_of(move.booked), target);
    } else {
      EXPECT_EQ(move.status, 409);
      EXPECT_EQ(move.code, "session-full");
      if (move.code == "session-full") ++full;
      EXPECT_EQ(session_of(move.booked), move.booked.booking["session"]["id"].get<long long>());
    }
  }
  EXPECT_EQ(moved, 5);
  EXPECT_EQ(full, 15);
  EXPECT_EQ(seats_taken(server_->database(), target), 6);
  EXPECT_EQ(seats_taken(server_->database(), first), 10 - moved_from_first);  // each mover's seat came back
  EXPECT_EQ(seats_taken(server_->database(), second), 10 - (moved - moved_from_first));
  for (auto [session, capacity] : {std::pair{target, 6}, {first, 10}, {second, 10}})
    expect_consistent(session, capacity);
}

TEST_P(BookingMoveConcurrency, MovesCrossingBetweenTwoNearlyFullSessionsNeverDeadlock) {
  const int capacity = 12;
  auto a = insert_session(*server_, course_, capacity, 7 * 86400);
  auto b = insert_session(*server_, course_, capacity, 8 * 86400);
  std::vector<Move> moves;
  for (auto& booked : fill(a, 10)) moves.push_back({booked, b});
  for (auto& booked : fill(b, 10)) moves.push_back({booked, a});
  for (int round = 0; round < 3; ++round) {
    move_all_at_once(ports(), moves);
    int moved = 0;
    for (auto& move : moves) {
      if (move.status == 200) {
        ++moved;
      } else {
        EXPECT_EQ(move.status, 409) << "round " << round << ": " << move.code;
        EXPECT_EQ(move.code, "session-full");
      }
      // Next round: back to the other one.
      move.to = session_of(move.booked) == a ? b : a;
    }
    EXPECT_GE(moved, 4) << "round " << round;  // at least the two free seats of each side
    expect_consistent(a, capacity);
    expect_consistent(b, capacity);
    EXPECT_EQ(seats_taken(server_->database(), a) + seats_taken(server_->database(), b), 20);
  }
}

TEST_P(BookingMoveConcurrency, CancellingASessionWhileItsBookingsMoveOutNeverDeadlocks) {
  auto admin = sign_in_admin(*server_);
  for (int round = 0; round < 3; ++round) {
    auto doomed = insert_session(*server_, course_, 10, 7 * 86400);
    auto refuge = insert_session(*server_, course_, 20, 9 * 86400);
    std::vector<Move> moves;
    for (auto& booked : fill(doomed, 10)) moves.push_back({booked, refuge});
    int cancel_status = 0;
    move_all_at_once(ports(), moves, [&] {
      cancel_status =
          http_request(second_->port(), "POST", "/api/admin/sessions/" + std::to_string(doomed) + "/cancel",
                       "{}", {{"Content-Type", "application/json"}, {"Cookie", admin}})
              .status;
    });
    EXPECT_EQ(cancel_status, 200) << "round " << round;
    int moved = 0;
    for (const auto& move : moves) {
      if (move.status == 200) {
        ++moved;
      } else {
        EXPECT_EQ(move.status, 409) << "round " << round;
        EXPECT_EQ(move.code, "booking-not-active");  // cancelled with its session first
      }
    }
    EXPECT_EQ(seats_taken(server_->database(), doomed), 0);
    EXPECT_EQ(seats_taken(server_->database(), refuge), moved);
    expect_consistent(refuge, 20);
  }
}

SECOURS_ON_BOTH_ENGINES(BookingMoveConcurrency);
