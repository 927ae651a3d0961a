// GET and DELETE /api/admin/students/{id}: the detail view and removal with erasure.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "db/row.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class AdminStudents : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10, 3600);  // in an hour: its class is reached below
    student_ = sign_up(*server_, "julie@example.com", "secret123", "Julie");
    student_id_ =
        call(*server_, "GET", "/api/auth/me", nullptr, student_).json()["user"]["id"].get<long long>();
    auto booked =
        post_booking(*server_, booking_request(course_, session_, "interac", "julie@example.com"), student_);
    EXPECT_EQ(booked.status, 201) << booked.body;
    booking_id_ = booked.json()["booking"]["id"].get<long long>();
    EXPECT_EQ(
        admin_call("PATCH", "/api/admin/bookings/" + std::to_string(booking_id_), {{"paymentReceived", true}})
            .status,
        200);
    // The class has taken place: the office may complete an enrollment (issue 41).
    server_->clock().advance(2 * 3600);
  }
  HttpResult admin_call(const std::string& method, const std::string& target, const json& body = nullptr) {
    return call(*server_, method, target, body, admin_);
  }
  std::string detail_path() { return "/api/admin/students/" + std::to_string(student_id_); }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    soci::row row;
    sql << query, soci::into(row);
    return secours::db::get_integer(row, 0);
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_, student_;
  long long course_ = 0, session_ = 0, student_id_ = 0, booking_id_ = 0;
};

TEST_P(AdminStudents, ShowsOneStudentsProfileBookingsEnrollmentsAndCertificates) {
  auto detail = admin_call("GET", detail_path() + "?lang=en");
  ASSERT_EQ(detail.status, 200) << detail.body;
  auto body = detail.json();
  EXPECT_EQ(body["student"]["email"], "julie@example.com");
  ASSERT_EQ(body["bookings"].size(), 1u);
  EXPECT_EQ(body["bookings"][0]["amounts"]["totalCents"], 11498);
  EXPECT_EQ(body["bookings"][0]["paymentStatus"], "paid");
  ASSERT_EQ(body["enrollments"].size(), 1u);  // enrolled when the payment was received
  auto enrollment = body["enrollments"][0];
  EXPECT_EQ(enrollment["courseTitle"], "First aid rcr");
  EXPECT_EQ(enrollment["completed"], false);
  EXPECT_TRUE(enrollment["completedAt"].is_null());
  EXPECT_TRUE(body["certificates"].empty());

  auto completed =
      admin_call("PATCH", "/api/admin/enrollments/" + std::to_string(enrollment["id"].get<long long>()),
                 {{"attended", true}, {"completed", true}});
  ASSERT_EQ(completed.status, 200) << completed.body;
  body = admin_call("GET", detail_path()).json();
  EXPECT_EQ(body["enrollments"][0]["completed"], true);
  EXPECT_EQ(body["enrollments"][0]["attended"], true);
  EXPECT_EQ(body["enrollments"][0]["progress"], 100);
  ASSERT_EQ(body["certificates"].size(), 1u);
  EXPECT_EQ(body["certificates"][0]["credentialId"], completed.json()["certificate"]["credentialId"]);

  auto admin_id =
      call(*server_, "GET", "/api/auth/me", nullptr, admin_).json()["user"]["id"].get<long long>();
  for (const std::string& id :
       {std::string("999999"), std::to_string(admin_id), std::string("abc"), std::string("0")}) {
    auto missing = admin_call("GET", "/api/admin/students/" + id);
    EXPECT_EQ(missing.status, 404) << id;
    EXPECT_EQ(missing.json()["error"]["code"], "not-found") << id;
  }
  EXPECT_EQ(call(*server_, "GET", detail_path(), nullptr, student_).status, 403);
}

TEST_P(AdminStudents, RemovalDeactivatesAndErasesButKeepsTheAmounts) {
  auto enrollment = admin_call("GET", detail_path()).json()["enrollments"][0]["id"].get<long long>();
  auto credential = admin_call("PATCH", "/api/admin/enrollments/" + std::to_string(enrollment),
                               {{"attended", true}, {"completed", true}})
                        .json()["certificate"]["credentialId"]
                        .get<std::string>();
  ASSERT_GT(count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = 'julie@example.com'"), 0);
  // A new address waiting for its link is personal data too.
  ASSERT_EQ(
      call(*server_, "PATCH", "/api/me",
           {{"firstName", "Julie"}, {"lastName", "Tremblay"}, {"email", "julie.new@example.com"}}, student_)
          .status,
      200);
  EXPECT_EQ(call(*server_, "DELETE", detail_path(), nullptr, student_).status, 403);
  // Verified once, so that the answer is kept in memory (decision 026) until the erasure.
  EXPECT_EQ(call(*server_, "GET", "/api/certificates/" + credential).status, 200);

  auto removed = admin_call("DELETE", detail_path());
  ASSERT_EQ(removed.status, 204) << removed.body;

  // The account is gone for its owner and for the admin's views.
  EXPECT_TRUE(call(*server_, "GET", "/api/auth/me", nullptr, student_).json()["user"].is_null());
  EXPECT_EQ(
      call(*server_, "POST", "/api/auth/login", {{"email", "julie@example.com"}, {"password", "secret123"}})
          .status,
      401);
  EXPECT_EQ(admin_call("GET", detail_path()).status, 404);
  EXPECT_EQ(admin_call("DELETE", detail_path()).status, 404);
  EXPECT_TRUE(admin_call("GET", "/api/admin/students").json()["students"].empty());
  // Its number now says "no longer available" rather than "unknown" (issue 27).
  auto withdrawn = call(*server_, "GET", "/api/certificates/" + credential);
  EXPECT_EQ(withdrawn.status, 410);
  EXPECT_EQ(withdrawn.json()["error"]["code"], "certificate-withdrawn");

  // Nothing personal is left; the booking keeps its amounts and payment for the accounts.
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE role = 'student' AND (first_name <> '' OR last_name <> "
                  "'' OR phone <> '' OR address "
                  "<> '' OR email LIKE '%julie%')"),
            0);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM bookings WHERE first_name <> '' OR email LIKE '%julie%' OR phone <> ''"),
      0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE total_cents = 11498 AND payment_status = 'paid'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = 'julie@example.com'"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = 'julie.new@example.com'"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE pending_email <> ''"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM email_links"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 1);  // the admin's own
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_events WHERE action = 'personal-data-erased' AND "
                  "actor_user_id IS NOT "
                  "NULL"),
            1);
  EXPECT_EQ(admin_call("GET", "/api/admin/overview").json()["revenueCents"], 11498);
  EXPECT_EQ(admin_call("GET", "/api/admin/overview").json()["totalStudents"], 0);

  // The address is free again: a new account starts empty, with none of the old bookings.
  auto again = sign_up(*server_, "julie@example.com", "secret123", "Julie");
  EXPECT_TRUE(call(*server_, "GET", "/api/me/bookings", nullptr, again).json()["bookings"].empty());
}

SECOURS_ON_BOTH_ENGINES(AdminStudents);
