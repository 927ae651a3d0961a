// GET /api/admin/overview against a data set whose figures are worked out by hand below.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <algorithm>
#include <cstdio>

#include "common/quebec_time.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class AdminOverview : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    admin_ = sign_in_admin(*server_);
  }
  void exec(const std::string& statement, long long a, long long b = 0) {
    soci::session sql(server_->database().pool());
    if (statement.find(":b") != std::string::npos) {
      sql << statement, soci::use(a, "a"), soci::use(b, "b");
    } else {
      sql << statement, soci::use(a, "a");
    }
  }
  long long book(long long course, const std::string& email) {
    auto request = booking_request(course, 0, "interac", email);
    request["preferredDate"] = "2099-06-01";
    auto result = post_booking(*server_, request);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json()["booking"]["id"].get<long long>();
  }
  long long user_id(const std::string& email) {
    soci::session sql(server_->database().pool());
    long long id = 0;
    sql << "SELECT id FROM users WHERE email_key = :e", soci::use(email), soci::into(id);
    return id;
  }
  json overview() {
    auto result = call(*server_, "GET", "/api/admin/overview?lang=en", nullptr, admin_);
    EXPECT_EQ(result.status, 200) << result.body;
    return result.json();
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(AdminOverview, ComputesEveryFigureFromTheData) {
  const long long now = server_->clock().now();
  const long long day = 86400;
  auto today = secours::montreal_time(now);
  char first_of_month[16];
  std::snprintf(first_of_month, sizeof first_of_month, "%04d-%02d-01", today.year, today.month);
  const long long month_start = secours::montreal_midnight(first_of_month);

  // Students: three signed up now, one old and idle, one removed (not counted); the admin is no student.
  sign_up(*server_, "ana@example.com", "secret123", "Ana");
  sign_up(*server_, "ben@example.com", "secret123", "Ben");
  sign_up(*server_, "cleo@example.com", "secret123", "Cléo");
  sign_up(*server_, "old@example.com", "secret123", "Olga");
  sign_up(*server_, "gone@example.com", "secret123", "Gaston");
  exec("UPDATE users SET created_at = :a, last_seen_at = :b WHERE email_key = 'old@example.com'",
       month_start - 10 * day, now - 40 * day);
  exec("UPDATE users SET active = :a WHERE email_key = 'gone@example.com'", 0);

  // Courses: two listed, one archived.
  auto rcr = insert_course(*server_, "rcr", 10000);
  auto first_aid = insert_course(*server_, "premiers-soins", 10000);
  insert_course(*server_, "ancien", 10000, true, true);

  // Bookings of 100.00 $ (114.98 $ with taxes): paid 1 and 10 days ago, paid 40 days ago (the
  // previous 30 days), one unpaid, one rejected. Pending: all but the approved and the rejected one.
  auto recent = book(rcr, "ana@example.com");
  auto approved = book(rcr, "ben@example.com");
  auto older = book(first_aid, "cleo@example.com");
  book(first_aid, "walk-in@example.com");
  auto rejected = book(rcr, "late@example.com");
  exec("UPDATE bookings SET payment_status = 'paid', paid_at = :b WHERE id = :a", recent, now - day);
  exec("UPDATE bookings SET payment_status = 'paid', paid_at = :b, status = 'approved' WHERE id = :a",
       approved, now - 10 * day);
  exec("UPDATE bookings SET payment_status = 'paid', paid_at = :b, created_at = :b WHERE id = :a", older,
       now - 40 * day);
  exec("UPDATE bookings SET status = 'rejected' WHERE id = :a", rejected);

  // Enrollments: two complete, one at 0 % (completion 2/3 = 66.7 %, rounded to 67).
  auto enroll = [&](const std::string& email, long long course, int progress) {
    exec("INSERT INTO enrollments (user_id, course_id, progress, created_at, updated_at) VALUES (:a, :b, " +
             std::to_string(progress) + ", " + std::to_string(now - 60) + ", " + std::to_string(now - 60) +
             ")",
         user_id(email), course);
  };
  enroll("ana@example.com", rcr, 100);
  enroll("ben@example.com", rcr, 100);
  enroll("cleo@example.com", first_aid, 0);
  exec("UPDATE enrollments SET completed_at = :a WHERE user_id = :b", now - 30, user_id("ana@example.com"));

  auto figures = overview();
  EXPECT_EQ(figures["totalStudents"], 4);
  EXPECT_EQ(figures["totalCourses"], 2);
  EXPECT_EQ(figures["revenueCents"], 3 * 11498);
  EXPECT_EQ(figures["revenueGrowthPercent"], 100.0);  // 2 × 114.98 $ against 1 × 114.98 $
  EXPECT_EQ(figures["totalEnrollments"], 3);
  EXPECT_EQ(figures["activeEnrollments"], 1);
  EXPECT_EQ(figures["completionRate"], 67);
  EXPECT_EQ(figures["pendingBookings"], 3);
  EXPECT_EQ(figures["newStudentsThisMonth"], 3);
  EXPECT_EQ(figures["performance"]["courseCompletion"], 67);
  EXPECT_EQ(figures["performance"]["studentEngagement"], 75);  // 3 of 4 seen in the last 30 days
  EXPECT_EQ(figures["performance"]["revenueTarget"],
            (json{{"percent", 5}, {"targetCents", 500000}, {"last30DaysCents", 2 * 11498}}));  // 4.6 %

  // Twelve consecutive Monday weeks ending with this one; every booking and payment falls in one.
  auto weekly = figures["weekly"];
  ASSERT_EQ(weekly.size(), 12u);
  long long bookings = 0, revenue = 0;
  for (std::size_t i = 0; i < weekly.size(); ++i) {
    auto start = weekly[i]["weekStart"].get<std::string>();
    EXPECT_EQ(secours::montreal_time(secours::montreal_midnight(start)).weekday, 1) << start;
    if (i > 0) {
      EXPECT_EQ(secours::add_days(weekly[i - 1]["weekStart"].get<std::string>(), 7), start);
    }
    bookings += weekly[i]["bookings"].get<long long>();
    revenue += weekly[i]["revenueCents"].get<long long>();
  }
  EXPECT_LE(secours::montreal_midnight(weekly[11]["weekStart"].get<std::string>()), now);
  EXPECT_GT(secours::montreal_midnight(weekly[11]["weekStart"].get<std::string>()) + 7 * day, now);
  EXPECT_EQ(bookings, 5);
  EXPECT_EQ(revenue, 3 * 11498);
  EXPECT_EQ(weekly[11]["bookings"], 4);  // made now; the fifth was moved 40 days back

  // Recent activity: newest first, at most ten, with the course titles in the asked language.
  auto activity = figures["recentActivity"];
  ASSERT_EQ(activity.size(), 10u);
  for (std::size_t i = 1; i < activity.size(); ++i) {
    EXPECT_GE(activity[i - 1]["at"].get<std::string>(), activity[i]["at"].get<std::string>());
  }
  auto completion = std::find_if(activity.begin(), activity.end(),
                                 [](const json& item) { return item["type"] == "completion"; });
  ASSERT_NE(completion, activity.end());
  EXPECT_EQ((*completion)["userName"], "Ana Tremblay");
  EXPECT_EQ((*completion)["courseTitle"], "First aid rcr");
  EXPECT_EQ((*completion)["status"], "completed");
  auto signup = std::find_if(activity.begin(), activity.end(),
                             [](const json& item) { return item["type"] == "signup"; });
  ASSERT_NE(signup, activity.end());
  EXPECT_TRUE((*signup)["courseTitle"].is_null());
  for (const auto& item : activity) EXPECT_NE(item["userName"], "Gaston Tremblay");
}

TEST_P(AdminOverview, RevenueTargetIsSetByTheAdminAndValidated) {
  auto course = insert_course(*server_, "rcr", 10000);
  auto id = book(course, "ana@example.com");
  exec("UPDATE bookings SET payment_status = 'paid', paid_at = :b WHERE id = :a", id, server_->clock().now());
  auto set = call(*server_, "PUT", "/api/admin/revenue-target", {{"targetCents", 10000}}, admin_);
  ASSERT_EQ(set.status, 200) << set.body;
  EXPECT_EQ(set.json()["targetCents"], 10000);
  EXPECT_EQ(overview()["performance"]["revenueTarget"]["percent"], 115);  // 114.98 / 100.00
  ASSERT_EQ(call(*server_, "PUT", "/api/admin/revenue-target", {{"targetCents", 20000}}, admin_).status, 200);
  EXPECT_EQ(overview()["performance"]["revenueTarget"]["targetCents"], 20000);
  EXPECT_EQ(overview()["revenueGrowthPercent"], nullptr);  // nothing earned in the 30 days before

  for (const auto& body :
       {json::object(), json{{"targetCents", 0}}, json{{"targetCents", "5000"}}, json{{"targetCents", -1}}}) {
    auto refused = call(*server_, "PUT", "/api/admin/revenue-target", body, admin_);
    EXPECT_EQ(refused.status, 400) << body.dump();
    EXPECT_EQ(refused.json()["error"]["fields"].contains("targetCents"), true) << refused.body;
  }
  auto student = sign_up(*server_, "ben@example.com");
  EXPECT_EQ(call(*server_, "PUT", "/api/admin/revenue-target", {{"targetCents", 1}}, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/overview", nullptr, student).status, 403);
  EXPECT_EQ(overview()["performance"]["revenueTarget"]["targetCents"], 20000);
}

TEST_P(AdminOverview, RevenueIsNetOfRefundsCountedWhenTheyWentThrough) {
  auto course = insert_course(*server_, "rcr", 10000);
  auto pay = [&](long long id) {
    auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id),
                     {{"paymentReceived", true}}, admin_);
    ASSERT_EQ(paid.status, 200) << paid.body;
  };
  auto refund = [&](long long id, const json& body) {
    auto refunded =
        call(*server_, "POST", "/api/admin/bookings/" + std::to_string(id) + "/refunds", body, admin_);
    ASSERT_EQ(refunded.status, 201) << refunded.body;
  };
  // Three payments of 114.98 $ now, and 12.34 $ of the first given back at once.
  const long long a = book(course, "ana@example.com"), b = book(course, "ben@example.com"),
                  c = book(course, "cleo@example.com");
  for (long long id : {a, b, c}) pay(id);
  refund(a, {{"amountCents", 1234}, {"note", "Geste commercial"}});
  auto figures = overview();
  EXPECT_EQ(figures["revenueCents"], 3 * 11498 - 1234);
  EXPECT_EQ(figures["performance"]["revenueTarget"]["last30DaysCents"], 3 * 11498 - 1234);

  // 31 days later, the second booking is refunded in full: the revenue loses it, and the last 30 days
  // hold only that refund, against the 30 days before that hold the payments.
  server_->clock().advance(31 * 86400);
  admin_ = sign_in_admin(*server_, "office@secours.example");
  refund(b, {{"note", "Garantie de satisfaction"}, {"reason", "guarantee"}});
  figures = overview();
  EXPECT_EQ(figures["revenueCents"], 3 * 11498 - 1234 - 11498);
  EXPECT_EQ(figures["performance"]["revenueTarget"]["last30DaysCents"], -11498);
  EXPECT_EQ(figures["performance"]["revenueTarget"]["percent"], 0);
  EXPECT_EQ(figures["revenueGrowthPercent"], -134.6);  // (-114.98 - 332.60) / 332.60
  long long weekly = 0;
  for (const auto& week : figures["weekly"]) weekly += week["revenueCents"].get<long long>();
  EXPECT_EQ(weekly, 3 * 11498 - 1234 - 11498);
  EXPECT_EQ(figures["weekly"][11]["revenueCents"], -11498);
}

// The revenue of each closed month is kept once computed (decision 039): an ended month never changes,
// so the overview reads it instead of summing the whole history again; the open month is summed live.
TEST_P(AdminOverview, KeepsTheRevenueOfEachClosedMonth) {
  auto course = insert_course(*server_, "rcr", 10000);
  const long long a = book(course, "ana@example.com"), b = book(course, "ben@example.com");
  ASSERT_EQ(
      call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(a), {{"paymentReceived", true}}, admin_)
          .status,
      200);
  EXPECT_EQ(overview()["revenueCents"], 11498);
  auto kept = [&] {
    soci::session sql(server_->database().pool());
    long long months = 0;
    sql << "SELECT COUNT(*) FROM money_month_totals", soci::into(months);
    return months;
  };
  EXPECT_EQ(kept(), 0);  // the month of the payment is still open

  server_->clock().advance(62 * 86400);
  admin_ = sign_in_admin(*server_, "office@secours.example");
  ASSERT_EQ(
      call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(b), {{"paymentReceived", true}}, admin_)
          .status,
      200);
  EXPECT_EQ(overview()["revenueCents"], 2 * 11498);
  EXPECT_GE(kept(), 1);  // the payment's month, and the empty one after it
  // Read, not summed again: a kept figure is what the overview adds up.
  exec("UPDATE money_month_totals SET net_cents = net_cents + :a WHERE net_cents = 11498", 1);
  EXPECT_EQ(overview()["revenueCents"], 2 * 11498 + 1);
}

SECOURS_ON_BOTH_ENGINES(AdminOverview);
