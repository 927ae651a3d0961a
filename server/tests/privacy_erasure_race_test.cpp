// An erasure is final (issue 39): a person booking while their account is deleted, on another instance
// sharing the database (PostgreSQL) or on several threads of one (SQLite), leaves nothing of theirs tied to
// the erased account: each booking either committed before the erasure (and was erased with it) or is
// refused (401 unauthenticated), or, once the session is gone, is a guest's booking like anyone's. A payment
// arriving after the erasure keeps its receipt and enrolls nobody.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <latch>
#include <memory>
#include <mutex>
#include <thread>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr int rounds = 5;
constexpr int bookers = 6;

void trust_proxy(secours::core::Config& config) { config.trust_proxy = true; }

}  // namespace

class ErasureRace : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), trust_proxy);
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 5000);
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }
  // A client address of its own for each request: the bookings' limit per address is not under test.
  std::string next_client() {
    const int n = ++clients_;
    return "198.51." + std::to_string(n / 250) + "." + std::to_string(n % 250 + 1);
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
  std::atomic<int> clients_{0};
};

TEST_P(ErasureRace, BookingsRacingTheDeletionOfTheAccountAreRefusedOrErased) {
  // Two instances on PostgreSQL; one, with several threads, on SQLite (each instance its own file pool).
  std::unique_ptr<SecondInstance> second;
  if (GetParam() == "postgresql") second = std::make_unique<SecondInstance>(*server_);
  const auto deleting_on = server_->port();
  const auto booking_on = second ? second->port() : server_->port();

  for (int round = 0; round < rounds; ++round) {
    const std::string email = "course" + std::to_string(round) + "@example.com";
    const auto cookie = sign_up(*server_, email, "secret123", "Julie");
    const auto user_id = count("SELECT id FROM users WHERE email_key = '" + email + "'");
    ASSERT_GT(user_id, 0);

    std::latch start(bookers + 1);
    std::atomic<bool> deleted{false};
    std::mutex statuses_mutex;
    std::map<int, int> statuses;  // of the bookings
    std::vector<std::thread> threads;
    for (int i = 0; i < bookers; ++i) {
      threads.emplace_back([&] {
        start.arrive_and_wait();
        // Booking until the deletion answered, and once more after it.
        for (bool last = false; !last;) {
          last = deleted;
          auto body = booking_request(course_, session_, "cash", email);
          body["specialRequests"] = "Allergie aux arachides, épinéphrine sur moi";
          auto result = http_request(
              booking_on, "POST", "/api/bookings", body.dump(),
              {{"Content-Type", "application/json"}, {"Cookie", cookie}, {"X-Forwarded-For", next_client()}});
          if (result.status == 401) {
            EXPECT_EQ(result.json()["error"]["code"], "unauthenticated");
          }
          std::lock_guard lock(statuses_mutex);
          ++statuses[result.status];
        }
      });
    }
    start.arrive_and_wait();
    auto removed = http_request(deleting_on, "DELETE", "/api/me", json{{"password", "secret123"}}.dump(),
                                {{"Content-Type", "application/json"}, {"Cookie", cookie}});
    deleted = true;
    for (auto& thread : threads) thread.join();
    ASSERT_EQ(removed.status, 204) << removed.body;

    // Booked before the erasure or as a guest after it (201), or refused (401): never anything else.
    std::string seen;
    for (const auto& [status, times] : statuses)
      seen += std::to_string(times) + "×" + std::to_string(status) + " ";
    RecordProperty("round" + std::to_string(round), seen);
    for (const auto& [status, times] : statuses) {
      EXPECT_TRUE(status == 201 || status == 401) << "round " << round << ": " << times << " × " << status;
    }
    const auto id = std::to_string(user_id);
    EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE id = " + id + " AND active = 0 AND first_name = ''"),
              1);
    // Nothing of the person stays tied to the erased account.
    EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE user_id = " + id +
                    " AND (first_name <> '' OR last_name <> '' OR phone <> '' OR special_requests <> '' OR "
                    "email <> 'removed-" +
                    id + "@invalid')"),
              0)
        << "round " << round;
    EXPECT_EQ(count("SELECT COUNT(*) FROM consents WHERE user_id = " + id), 0) << "round " << round;
    EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE user_id = " + id), 0) << "round " << round;
    // What was booked under the account stays for the accounts, erased.
    EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE user_id = " + id + " AND total_cents = 11498"),
              count("SELECT COUNT(*) FROM bookings WHERE user_id = " + id));
  }
}

TEST_P(ErasureRace, APaymentArrivingAfterTheErasureKeepsItsReceiptAndEnrollsNobody) {
  const auto admin = sign_in_admin(*server_);
  const auto student = sign_up(*server_, "julie@example.com");
  auto booked = book(*server_, booking_request(course_, session_, "interac", "julie@example.com"), student);
  const auto user_id = count("SELECT id FROM users WHERE email_key = 'julie@example.com'");
  ASSERT_EQ(call(*server_, "DELETE", "/api/me", {{"password", "secret123"}}, student).status, 204);

  auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booked.id),
                   {{"paymentReceived", true}}, admin);
  ASSERT_EQ(paid.status, 200) << paid.body;
  EXPECT_EQ(paid.json()["booking"]["paymentStatus"], "paid");
  EXPECT_EQ(paid.json()["booking"]["documents"].size(), 1u);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE user_id = " + std::to_string(user_id)), 0);
}

SECOURS_ON_BOTH_ENGINES(ErasureRace);
