#pragma once

// The class day's tests (issue 29): instructors made as the command line makes them, sessions given to
// them through the office's API, bookings of every kind on them.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <map>
#include <memory>
#include <string>

#include "common/quebec_time.h"
#include "common/time_format.h"
#include "core/context.h"
#include "db/transaction.h"
#include "instructors/instructor_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

namespace secours::testing {

// The one number `query` (with one id) reads.
inline long long count_of(db::Database& database, const std::string& query, long long id) {
  auto sql = db::connection(database);
  long long count = 0;
  *sql << query, soci::use(id), soci::into(count);
  return count;
}

struct SignedInInstructor {
  long long id = 0;
  std::string cookie;
};

class ClassDayFixture : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [this](core::Config& config) { configure(config); });
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
  }

  // The server's configuration before it starts (a test may shrink its pool, say).
  virtual void configure(core::Config& config) { config.trust_proxy = true; }

  // `secours create-instructor`, then a sign-in.
  SignedInInstructor instructor(const std::string& email, const std::string& first_name = "Josée",
                                const std::string& last_name = "Gagnon") {
    core::Context context{server_->config(), server_->database(), server_->clock()};
    auto made = instructors::InstructorService(context).create(email, "formateur-123", first_name, last_name);
    // Remembered: its session outlives the days the clock moves to reach the class (go_to_class).
    return {made.user_id, sign_in(email, "formateur-123")};
  }

  // A session `days` from now at 9:00 UTC lasting `hours`.
  nlohmann::json session_body(int days, int capacity, const std::vector<long long>& instructors,
                              int hours = 7, int start_hour = 9) {
    const long long midnight = (server_->clock().now() / 86400 + days) * 86400;
    return {{"startsAt", iso8601(midnight + start_hour * 3600LL)},
            {"endsAt", iso8601(midnight + (start_hour + hours) * 3600LL)},
            {"location", "Gatineau, 123 rue Principale"},
            {"capacity", capacity},
            {"instructorIds", instructors}};
  }
  HttpResult create_session(const nlohmann::json& body, long long course = 0) {
    return call(*server_, "POST", "/api/courses/" + std::to_string(course ? course : course_) + "/sessions",
                body, admin_);
  }
  long long scheduled(const nlohmann::json& body) {
    auto created = create_session(body);
    EXPECT_EQ(created.status, 201) << created.body;
    const auto session = created.json()["session"];
    last_day_starts_[session["id"].get<long long>()] =
        parse_iso8601(session["days"].back()["startsAt"].get<std::string>()).value_or(0);
    return session["id"].get<long long>();
  }
  // A remembered sign-in's cookie (30 days, extended by each use).
  std::string sign_in(const std::string& email, const std::string& password = "secret123") {
    auto login = call(*server_, "POST", "/api/auth/login",
                      {{"email", email}, {"password", password}, {"rememberMe", true}}, "");
    EXPECT_EQ(login.status, 200) << login.body;
    return session_cookie_of(login);
  }
  // Moves the server's clock to an hour into the session's last day, when the roster can be signed
  // (issue 41: nothing is recorded before the class); never back. The office signs in again (its
  // session of 12 hours has ended meanwhile).
  void go_to_class(long long session) {
    const long long at = last_day_starts_.at(session) + 3600;
    if (server_->clock().now() >= at) return;
    server_->clock().advance(at - server_->clock().now());
    admin_ = sign_in("admin@secours.example", "admin-password");
  }
  long long user_id(const std::string& cookie) {
    return call(*server_, "GET", "/api/auth/me", nullptr, cookie).json()["user"]["id"].get<long long>();
  }
  void set_ratio(int participants) {
    auto sql = db::connection(server_->database());
    *sql << "UPDATE courses SET participants_per_instructor = :p WHERE id = :c", soci::use(participants),
        soci::use(course_);
  }
  void prove_address(const std::string& email) {
    auto sql = db::connection(server_->database());
    *sql << "UPDATE users SET email_verified_at = 1 WHERE email = :e", soci::use(email);
  }
  // A cash booking of the session (a new client address each: the rate limit is per address).
  Booked booked(long long session, const std::string& email, const std::string& cookie = "",
                const std::string& first_name = "Léa") {
    auto body = booking_request(course_, session, "cash", email);
    body["firstName"] = first_name;
    return book(*server_, body, cookie, "198.51.100." + std::to_string(++clients_));
  }
  void mark_paid(long long booking) {
    auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booking),
                     {{"paymentReceived", true}}, admin_);
    EXPECT_EQ(paid.status, 200) << paid.body;
  }
  std::string roster_path(long long session) {
    return "/api/instructor/sessions/" + std::to_string(session) + "/roster";
  }
  HttpResult record(long long session, long long booking, const nlohmann::json& change,
                    const std::string& cookie) {
    return call(*server_, "PATCH", roster_path(session) + "/" + std::to_string(booking), change, cookie);
  }
  HttpResult finalize(long long session, const std::string& cookie,
                      const std::string& signature = "Josée Gagnon") {
    return call(*server_, "POST", "/api/instructor/sessions/" + std::to_string(session) + "/finalize",
                {{"signature", signature}}, cookie);
  }

  // The roster signed by `cookie`, and the issue date (YYYY-MM-DD) of the one certificate it issued, as
  // anyone verifies it; empty (with a failed expectation) otherwise.
  std::string signed_certificate_date(long long session, const std::string& cookie) {
    auto signed_roster = finalize(session, cookie);
    EXPECT_EQ(signed_roster.status, 200) << signed_roster.body;
    const auto issued = signed_roster.json()["certificates"];
    EXPECT_EQ(issued.size(), 1u) << signed_roster.body;
    if (issued.size() != 1) return "";
    auto verified =
        call(*server_, "GET", "/api/certificates/" + issued[0]["credentialId"].get<std::string>());
    EXPECT_EQ(verified.status, 200) << verified.body;
    return verified.json().value("issuedOn", "");
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0;
  int clients_ = 0;
  std::map<long long, long long> last_day_starts_;  // the sessions scheduled here
};

}  // namespace secours::testing
