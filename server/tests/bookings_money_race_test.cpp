// The money path against its races (issue 24): the office's decisions and recorded payments racing a
// customer's move, over two servers sharing the database, and the payments that arrive after a booking
// lost its seat. Each change must start from the booking read with its lock, so that seats, receipts
// and history agree whatever the order.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <functional>
#include <thread>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr int rounds = 12;

long long scalar(secours::db::Database& database, const std::string& query, long long id) {
  soci::session sql(database.pool());
  long long value = -1;
  sql << query, soci::use(id), soci::into(value);
  return sql.got_data() ? value : -1;
}

// Runs both at the same moment.
void at_once(const std::function<void()>& first, const std::function<void()>& second) {
  std::atomic<int> ready{0};
  auto start = [&ready](const std::function<void()>& work) {
    return std::thread([&ready, &work] {
      ++ready;
      while (ready < 2) std::this_thread::yield();
      work();
    });
  };
  auto a = start(first);
  auto b = start(second);
  a.join();
  b.join();
}

}  // namespace

class BookingMoneyRaces : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
    second_ = std::make_unique<SecondInstance>(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
    admin_ = sign_in_admin(*server_);
  }
  Booked book_in(long long session, const std::string& method = "cash") {
    ++clients_;
    return book(
        *server_,
        booking_request(course_, session, method, "client" + std::to_string(clients_) + "@example.com"), "",
        "198.51.100." + std::to_string(clients_ % 250 + 1));
  }
  HttpResult admin_patch(std::uint16_t port, long long id, const json& body) {
    return http_request(port, "PATCH", "/api/admin/bookings/" + std::to_string(id), body.dump(),
                        {{"Content-Type", "application/json"}, {"Cookie", admin_}});
  }
  HttpResult customer_move(std::uint16_t port, const Booked& booked, long long to) {
    return http_request(port, "POST",
                        "/api/bookings/" + std::to_string(booked.id) + "/move?token=" + booked.token,
                        json{{"sessionId", to}}.dump(), {{"Content-Type", "application/json"}});
  }
  json admin_view(long long id) {
    auto result = call(*server_, "GET", "/api/admin/bookings/" + std::to_string(id), nullptr, admin_);
    EXPECT_EQ(result.status, 200) << result.body;
    return result.json()["booking"];
  }
  void expect_consistent(long long session, int capacity) {
    int taken = seats_taken(server_->database(), session);
    EXPECT_EQ(taken, held_seats(server_->database(), session)) << "session " << session;
    EXPECT_LE(taken, capacity) << "session " << session;
  }

  std::unique_ptr<TestServer> server_;
  std::unique_ptr<SecondInstance> second_;
  long long course_ = 0;
  std::string admin_;
  int clients_ = 0;
};

// Defect 1: the rejection freed a seat in the session the booking had before the move.
TEST_P(BookingMoneyRaces, ARejectionRacingAMoveNeverOversells) {
  for (int round = 0; round < rounds; ++round) {
    auto first = insert_session(*server_, course_, 3, (10 + round) * 86400);
    auto other = insert_session(*server_, course_, 5, (40 + round) * 86400);
    book_in(first);
    book_in(first);
    auto moving = book_in(first);
    HttpResult moved, rejected;
    at_once([&] { moved = customer_move(server_->port(), moving, other); },
            [&] {
              rejected = admin_patch(second_->port(), moving.id, {{"status", "rejected"}});
            });
    // Whichever came first, the other either applies to the fresh row or is refused.
    EXPECT_TRUE(moved.status == 200 ||
                (moved.status == 409 && moved.json()["error"]["code"] == "booking-not-active"))
        << moved.body;
    EXPECT_EQ(rejected.status, 200) << rejected.body;
    expect_consistent(first, 3);
    expect_consistent(other, 5);
    EXPECT_EQ(seats_taken(server_->database(), first), 2) << "round " << round;
    EXPECT_EQ(seats_taken(server_->database(), other), 0) << "round " << round;
    // The freed seat is the only one left: one more booking fits, the next does not.
    EXPECT_EQ(
        post_booking(*server_, booking_request(course_, first, "cash", "late@example.com"), "", "203.0.113.1")
            .status,
        201);
    EXPECT_EQ(post_booking(*server_, booking_request(course_, first, "cash", "later@example.com"), "",
                           "203.0.113.2")
                  .status,
              409);
  }
}

// Defect 2: the receipt was drawn from the booking as read before the move had committed.
TEST_P(BookingMoneyRaces, APaymentRecordedWhileTheCustomerMovesPutsTheSessionOfItsTimeOnTheReceipt) {
  for (int round = 0; round < rounds; ++round) {
    auto first = insert_session(*server_, course_, 5, (10 + round) * 86400);
    auto other = insert_session(*server_, course_, 5, (40 + round) * 86400);
    auto booked = book_in(first, round % 2 == 0 ? "cash" : "interac");
    HttpResult moved, paid;
    at_once([&] { moved = customer_move(server_->port(), booked, other); },
            [&] {
              paid = admin_patch(second_->port(), booked.id, {{"paymentReceived", true}});
            });
    ASSERT_EQ(moved.status, 200) << moved.body;
    ASSERT_EQ(paid.status, 200) << paid.body;
    auto history = admin_view(booked.id)["history"];
    int moved_at = -1, paid_at = -1;
    for (int i = 0; i < static_cast<int>(history.size()); ++i) {
      if (history[i]["kind"] == "moved") moved_at = i;
      if (history[i]["kind"] == "payment-received") paid_at = i;
    }
    ASSERT_GE(moved_at, 0);
    ASSERT_GE(paid_at, 0);
    const long long expected_session = moved_at < paid_at ? other : first;
    auto receipt_starts =
        scalar(server_->database(),
               "SELECT session_starts_at FROM booking_documents WHERE booking_id = :id AND kind = 'receipt'",
               booked.id);
    auto session_starts =
        scalar(server_->database(), "SELECT starts_at FROM course_sessions WHERE id = :id", expected_session);
    EXPECT_EQ(receipt_starts, session_starts)
        << "round " << round << (moved_at < paid_at ? ": moved, then paid" : ": paid, then moved");
  }
}

// Defect 3: a paid booking rejected stayed rejected and paid with nothing flagged.
TEST_P(BookingMoneyRaces, RejectingAPaidBookingFlagsItForRefund) {
  // An office that approves by hand (BOOKINGS_APPROVE_ON_PAYMENT=0) can still reject a paid booking.
  second_.reset();
  server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
    config.trust_proxy = true;
    config.approve_on_payment = false;
  });
  second_ = std::make_unique<SecondInstance>(*server_);
  course_ = insert_course(*server_, "rcr", 10000);
  admin_ = sign_in_admin(*server_);
  auto session = insert_session(*server_, course_, 5);
  for (const std::string method : {"interac", "cash"}) {
    auto booked = book_in(session, method);
    ASSERT_EQ(admin_patch(server_->port(), booked.id, {{"paymentReceived", true}}).status, 200);
    auto rejected = admin_patch(server_->port(), booked.id, {{"status", "rejected"}});
    ASSERT_EQ(rejected.status, 200) << rejected.body;
    auto booking = rejected.json()["booking"];
    EXPECT_EQ(booking["status"], "rejected");
    EXPECT_EQ(booking["paymentStatus"], "paid");
    EXPECT_EQ(booking["refundNeeded"], true) << method;
    // The office sends the money back by hand and records it: the credit note clears the flag.
    auto refunded = call(*server_, "POST", "/api/admin/bookings/" + std::to_string(booked.id) + "/refunds",
                         {{"reason", "no-seat"}, {"note", "Virement renvoyé"}}, admin_);
    ASSERT_EQ(refunded.status, 201) << refunded.body;
    EXPECT_EQ(refunded.json()["booking"]["paymentStatus"], "refunded");
    EXPECT_EQ(refunded.json()["booking"]["refundNeeded"], false);
  }
  expect_consistent(session, 5);
  EXPECT_EQ(seats_taken(server_->database(), session), 0);
}

// Defect 4: a transfer that arrives after the customer cancelled could not be recorded at all.
TEST_P(BookingMoneyRaces, APaymentForACancelledOrRejectedBookingIsRecordedReceiptedAndFlagged) {
  auto session = insert_session(*server_, course_, 5);
  for (const std::string method : {"interac", "cash"}) {
    auto cancelled = book_in(session, method);
    ASSERT_EQ(change_booking(*server_, cancelled.id, "cancel", nullptr, cancelled.token).status, 200);
    auto rejected = book_in(session, method);
    ASSERT_EQ(admin_patch(server_->port(), rejected.id, {{"status", "rejected"}}).status, 200);
    for (const auto& booked : {cancelled, rejected}) {
      auto paid = admin_patch(server_->port(), booked.id, {{"paymentReceived", true}});
      ASSERT_EQ(paid.status, 200) << method << ": " << paid.body;
      auto booking = paid.json()["booking"];
      EXPECT_EQ(booking["paymentStatus"], "paid");
      EXPECT_EQ(booking["refundNeeded"], true);
      ASSERT_EQ(booking["documents"].size(), 1u);
      EXPECT_EQ(booking["documents"][0]["kind"], "receipt");
      EXPECT_EQ(booking["history"].back()["kind"], "paid-without-seat");
      // Recorded once: a second click changes nothing.
      EXPECT_EQ(admin_patch(server_->port(), booked.id, {{"paymentReceived", true}}).status, 409);
    }
  }
  // No seat came back with the money.
  EXPECT_EQ(seats_taken(server_->database(), session), 0);
  expect_consistent(session, 5);
}

SECOURS_ON_BOTH_ENGINES(BookingMoneyRaces);
