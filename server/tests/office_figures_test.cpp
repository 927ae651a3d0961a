// The whole history's figures kept for the office's pages and counted again in the background (decision
// 041), on both engines: a page reads the kept figures, the background count brings them up to date,
// stale ones are counted by the page itself, and two instances counting at once keep one true set.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <thread>

#include "admin/overview.h"
#include "core/context.h"
#include "courses/course_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class OfficeFigures : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [](secours::core::Config& config) { config.figures_refresh_seconds = 60; });
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "chiffres", 10000);
  }
  json get(const std::string& path) {
    auto answer = call(*server_, "GET", path, nullptr, admin_);
    EXPECT_EQ(answer.status, 200) << path << " " << answer.body;
    return answer.json();
  }
  long long enrollments() { return get("/api/admin/overview")["totalEnrollments"].get<long long>(); }
  long long students_of_course() {  // the office's list (the public pages are cached until a change)
    auto courses = get("/api/admin/courses")["courses"];
    EXPECT_EQ(courses.size(), 1u);
    return courses.empty() ? -1 : courses[0]["students"].get<long long>();
  }
  // A student enrolled in the course (as the booking paths write it).
  void enroll(const std::string& email) {
    auto token = sign_up(*server_, email);
    auto id = call(*server_, "GET", "/api/auth/me", nullptr, token).json()["user"]["id"].get<long long>();
    soci::session sql(server_->database().pool());
    const long long now = server_->clock().now();
    sql << "INSERT INTO enrollments (user_id, course_id, progress, created_at, updated_at) VALUES (:u, :c, "
           "0, "
           ":t, :t2)",
        soci::use(id), soci::use(course_), soci::use(now), soci::use(now);
  }
  secours::core::Context context() {
    return secours::core::Context{server_->config(), server_->database(), server_->clock()};
  }
  void refresh() {
    auto background = context();
    secours::admin::refresh_overview_figures(background);
    secours::courses::refresh_student_counts(background);
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0;
};

TEST_P(OfficeFigures, PagesReadTheKeptFiguresUntilTheNextCount) {
  enroll("un@example.com");
  EXPECT_EQ(enrollments(), 1);  // nothing kept yet: counted by the page, and kept
  EXPECT_EQ(students_of_course(), 1);
  enroll("deux@example.com");
  EXPECT_EQ(enrollments(), 1);  // the kept figures, counted less than a minute ago
  EXPECT_EQ(students_of_course(), 1);
  refresh();  // not yet due: another count within the minute would only cost
  EXPECT_EQ(enrollments(), 1);
  server_->clock().advance(60);
  refresh();  // the background task's tick
  EXPECT_EQ(enrollments(), 2);
  EXPECT_EQ(students_of_course(), 2);
}

TEST_P(OfficeFigures, StaleFiguresAreCountedByThePageItself) {
  EXPECT_EQ(enrollments(), 0);
  enroll("un@example.com");
  server_->clock().advance(4 * 60);
  EXPECT_EQ(enrollments(), 0);  // kept four minutes ago: still shown
  server_->clock().advance(60 + 1);
  EXPECT_EQ(enrollments(), 1);  // the background task has stopped: the page counts
}

TEST_P(OfficeFigures, TwoInstancesCountingAtOnceKeepOneTrueSet) {
  EXPECT_EQ(enrollments(), 0);
  long long last_count_from = 0;
  for (int round = 0; round < 5; ++round) {
    enroll("eleve" + std::to_string(round) + "@example.com");
    server_->clock().advance(60);
    // The clock runs on (real time plus the advances): the last count is no older than this.
    last_count_from = server_->clock().now();
    std::thread first([this] { refresh(); }), second([this] { refresh(); });
    first.join();
    second.join();
    EXPECT_EQ(enrollments(), round + 1);
    EXPECT_EQ(students_of_course(), round + 1);
  }
  soci::session sql(server_->database().pool());
  long long stale = -1;
  sql << "SELECT COUNT(*) FROM office_figures WHERE computed_at < :t", soci::use(last_count_from),
      soci::into(stale);
  EXPECT_EQ(stale, 0);  // one set each, all of the last count
}

SECOURS_ON_BOTH_ENGINES(OfficeFigures);
