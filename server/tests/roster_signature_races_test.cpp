// A roster's signature under the races issue 39 found, on both engines: the signature sent with the
// instructor's last taps at once on an instance whose pool holds one connection (it built the certificates'
// PDF through a second connection while holding the roster's lock: the instance froze for good), and the
// office's completion of a seat racing the signature on another instance (a duplicate certificate or a
// deadlock answered 500, and the signature rolled back whole).
#include <soci/soci.h>

#include <atomic>
#include <functional>
#include <thread>
#include <vector>

#include "support/class_day_fixture.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class RosterSignatureRaces : public ClassDayFixture {
 protected:
  void SetUp() override {
    ClassDayFixture::SetUp();
    if (IsSkipped()) return;
    josee_ = instructor("josee@example.com");
  }
  // Requests released together: each thread waits for all the others to be ready.
  template <typename Request>
  void at_once(std::vector<Request> requests) {
    std::atomic<int> ready{0};
    std::vector<std::thread> threads;
    for (auto& request : requests) {
      threads.emplace_back([&ready, &request, total = static_cast<int>(requests.size())] {
        ++ready;
        while (ready.load() < total) std::this_thread::yield();
        request();
      });
    }
    for (auto& thread : threads) thread.join();
  }

  // An account from its own address (sign-ups are limited per address; the proxy is trusted here).
  std::string student(const std::string& email) {
    auto made = http_request(
        server_->port(), "POST", "/api/auth/signup",
        json{{"firstName", "Élève"}, {"lastName", "Roy"}, {"email", email}, {"password", "secret123"}}.dump(),
        {{"Content-Type", "application/json"},
         {"X-Forwarded-For", "198.18.0." + std::to_string(++addresses_)}});
    EXPECT_EQ(made.status, 201) << made.body;
    return session_cookie_of(made);
  }

  SignedInInstructor josee_;
  int addresses_ = 0;
};

// The pool at its smallest: one connection for every request of the instance.
class RosterSignatureOnOneConnection : public RosterSignatureRaces {
 protected:
  void configure(secours::core::Config& config) override {
    RosterSignatureRaces::configure(config);
    config.db_pool_size = 1;
  }
};

TEST_P(RosterSignatureOnOneConnection, TheSignatureWithTheLastTapsAtOnceAnswersAndIssuesEachCertificate) {
  const auto session = scheduled(session_body(3, 12, {josee_.id}));
  std::vector<long long> seats;
  for (int i = 0; i < 8; ++i) {
    auto seat = booked(session, "p" + std::to_string(i) + "@example.com");
    mark_paid(seat.id);
    seats.push_back(seat.id);
  }
  go_to_class(session);
  // The first seven already passed; the eighth's tap leaves with the signature.
  for (int i = 0; i < 7; ++i) {
    ASSERT_EQ(
        record(session, seats[i], {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie).status,
        200);
  }
  std::atomic<int> failures{0};
  int signature_status = 0;
  std::vector<std::function<void()>> requests;
  requests.emplace_back([&] { signature_status = finalize(session, josee_.cookie).status; });
  for (long long seat : seats) {
    requests.emplace_back([&, seat] {
      auto tap = record(session, seat, {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie);
      // Before the signature: recorded (or the same values again); after it: the roster is signed.
      if (tap.status != 200 && !(tap.status == 409 && tap.json()["error"]["code"] == "roster-finalized"))
        ++failures;
    });
  }
  at_once(requests);
  EXPECT_EQ(signature_status, 200);
  EXPECT_EQ(failures.load(), 0);
  // The instance still answers what needs the database.
  auto roster = call(*server_, "GET", roster_path(session), nullptr, josee_.cookie);
  ASSERT_EQ(roster.status, 200) << roster.body;
  EXPECT_EQ(roster.json()["roster"]["status"], "finalized");
  long long certificates = 0;
  for (long long seat : seats)
    certificates +=
        count_of(server_->database(), "SELECT COUNT(*) FROM certificates WHERE booking_id = :b", seat);
  // Seven had passed before; the eighth passed unless its tap came after the signature.
  EXPECT_GE(certificates, 7);
  EXPECT_LE(certificates, 8);
}

TEST_P(RosterSignatureRaces, TheOfficesCompletionRacingTheSignatureIssuesOneCertificatePerSeat) {
  SecondInstance other(*server_);
  for (int round = 0; round < 4; ++round) {
    const auto session = scheduled(session_body(10 + round, 12, {josee_.id}));
    std::vector<long long> seats, enrollments;
    for (int i = 0; i < 3; ++i) {
      const std::string email = "r" + std::to_string(round) + "s" + std::to_string(i) + "@example.com";
      auto cookie = student(email);
      prove_address(email);
      auto seat = booked(session, email, cookie, "Élève");
      mark_paid(seat.id);
      seats.push_back(seat.id);
      enrollments.push_back(
          count_of(server_->database(), "SELECT MAX(id) FROM enrollments WHERE booking_id = :b", seat.id));
      ASSERT_GT(enrollments.back(), 0);
    }
    go_to_class(session);
    for (long long seat : seats) {
      ASSERT_EQ(
          record(session, seat, {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie).status,
          200);
    }
    int signature_status = 0;
    std::atomic<int> office_failures{0};
    std::vector<std::function<void()>> requests;
    requests.emplace_back([&] { signature_status = finalize(session, josee_.cookie).status; });
    for (long long enrollment : enrollments) {
      requests.emplace_back([&, enrollment] {
        auto completed =
            http_request(other.port(), "PATCH", "/api/admin/enrollments/" + std::to_string(enrollment),
                         json{{"attended", true}, {"completed", true}}.dump(),
                         {{"Content-Type", "application/json"}, {"Cookie", admin_}});
        if (completed.status != 200) ++office_failures;
      });
    }
    at_once(requests);
    EXPECT_EQ(signature_status, 200) << "round " << round;
    EXPECT_EQ(office_failures.load(), 0) << "round " << round;
    for (long long seat : seats) {
      EXPECT_EQ(
          count_of(server_->database(), "SELECT COUNT(*) FROM certificates WHERE booking_id = :b", seat), 1)
          << "round " << round;
    }
  }
}

TEST_P(RosterSignatureRaces, FourSignaturesAtOnceGiveOneSignedRosterAndThreeRefusals) {
  const auto session = scheduled(session_body(3, 12, {josee_.id}));
  std::vector<long long> seats;
  for (int i = 0; i < 4; ++i) {
    auto seat = booked(session, "q" + std::to_string(i) + "@example.com");
    mark_paid(seat.id);
    seats.push_back(seat.id);
  }
  go_to_class(session);
  for (long long seat : seats) {
    ASSERT_EQ(record(session, seat, {{"attendance", "present"}, {"result", "passed"}}, josee_.cookie).status,
              200);
  }
  const auto mails_before = outbox(server_->database()).size();
  std::atomic<int> signed_count{0}, refused{0};
  std::vector<std::function<void()>> requests;
  for (int i = 0; i < 4; ++i) {
    requests.emplace_back([&] {
      auto answer = finalize(session, josee_.cookie);
      if (answer.status == 200) ++signed_count;
      if (answer.status == 409 && answer.json()["error"]["code"] == "roster-finalized") ++refused;
    });
  }
  at_once(requests);
  EXPECT_EQ(signed_count.load(), 1);
  EXPECT_EQ(refused.load(), 3);
  EXPECT_EQ(outbox(server_->database()).size(), mails_before + 4);  // each certificate mailed once
}

SECOURS_ON_BOTH_ENGINES(RosterSignatureOnOneConnection);
SECOURS_ON_BOTH_ENGINES(RosterSignatureRaces);
