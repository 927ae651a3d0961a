// Renewal reminders (issue 28, decision 051), on both engines: 90 and 30 days before a certificate of a
// course with a renewing course expires, its holder gets one mail with the link to book the renewal, only
// with their express consent and not when the renewal is booked already; each stage decided once whatever
// the instances running the job at once.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "certificates/renewal_service.h"
#include "common/quebec_time.h"
#include "core/context.h"
#include "db/database.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {
constexpr long long day = 86400;
}

class RenewalReminders : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "secourisme-travail", 12000);
    refresher_ = insert_course(*server_, "requalification", 9000);
    soci::session sql(server_->database().pool());
    sql << "UPDATE courses SET renewal_course_id = :r WHERE id = :c", soci::use(refresher_),
        soci::use(course_);
  }
  int run(secours::db::Database& database) {
    secours::core::Context context{server_->config(), database, server_->clock()};
    return secours::certificates::send_renewal_reminders(context);
  }
  int run() { return run(server_->database()); }
  // A student (consenting or not) holding a certificate of the course expiring in `days` days.
  std::string holder(const std::string& email, int days, bool consent) {
    return holder_of(course_, email, days, consent);
  }
  // The same for `course`, the certificate earned by `booking` (0: none recorded).
  std::string holder_of(long long course, const std::string& email, int days, bool consent,
                        long long earned_by = 0) {
    auto cookie = sign_up(*server_, email);
    if (consent) {
      EXPECT_EQ(call(*server_, "PUT", "/api/me/consents/news", {{"given", true}}, cookie).status, 200);
    }
    auto user = call(*server_, "GET", "/api/auth/me", nullptr, cookie).json()["user"]["id"].get<long long>();
    soci::session sql(server_->database().pool());
    const long long now = server_->clock().now();
    long long enrollment = 0;
    sql << "INSERT INTO enrollments (user_id, course_id, progress, created_at, updated_at) VALUES (:u, :c, "
           "100, "
           ":t, :t2) RETURNING id",
        soci::use(user), soci::use(course), soci::use(now), soci::use(now), soci::into(enrollment);
    const std::string today = secours::quebec_date(now), expires = secours::add_days(today, days);
    const std::string credential = "SEC-TEST-" + std::to_string(enrollment);
    sql << "INSERT INTO certificates (enrollment_id, user_id, course_id, credential_id, holder_name, "
           "title_fr, "
           "title_en, issued_at, issued_on, expires_on) VALUES (:e, :u, :c, :cred, 'Marie Tremblay', "
           "'Secourisme en milieu de travail', 'Workplace first aid', :at, :on, :ex)",
        soci::use(enrollment), soci::use(user), soci::use(course), soci::use(credential), soci::use(now),
        soci::use(today), soci::use(expires);
    if (earned_by != 0) {
      sql << "UPDATE certificates SET booking_id = :b WHERE credential_id = :cred", soci::use(earned_by),
          soci::use(credential);
    }
    return cookie;
  }
  std::vector<OutboxMail> renewal_mails() {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database()))
      if (mail.subject.find("expire") != std::string::npos) found.push_back(mail);
    return found;
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, refresher_ = 0;
};

TEST_P(RenewalReminders, NinetyAndThirtyDaysBeforeOnceEachWithTheLinkToBookAndOneClickUnsubscribe) {
  auto cookie = holder("marie@example.com", 100, true);
  // The dashboard shows the expiry and where to renew it.
  auto dashboard = call(*server_, "GET", "/api/me/dashboard", nullptr, cookie).json();
  ASSERT_EQ(dashboard["certificates"].size(), 1u);
  EXPECT_EQ(dashboard["certificates"][0]["renewalCourseId"], refresher_);
  insert_session(*server_, refresher_, 10, 120 * day);
  EXPECT_EQ(run(), 0);  // a hundred days before: not yet
  server_->clock().advance(11 * day);

  secours::db::Database other(server_->config().database_url, 4);
  std::atomic<int> sent{0};
  std::vector<std::thread> jobs;
  for (int i = 0; i < 4; ++i) jobs.emplace_back([&, i] { sent += run(i % 2 ? other : server_->database()); });
  for (auto& job : jobs) job.join();
  EXPECT_EQ(sent, 1);
  EXPECT_EQ(run(), 0);
  auto mails = renewal_mails();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].recipient, "marie@example.com");
  for (const std::string& part :
       std::vector<std::string>{"Secourisme en milieu de travail", "SEC-TEST-", "Prochaine séance",
                                "/booking/" + std::to_string(refresher_), "/unsubscribe?token="}) {
    EXPECT_NE(mails[0].text.find(part), std::string::npos) << part << "\n" << mails[0].text;
  }
  {
    soci::session sql(server_->database().pool());
    std::string header;
    sql << "SELECT list_unsubscribe FROM mail_outbox WHERE recipient = 'marie@example.com' AND subject LIKE "
           "'%expire%'",
        soci::into(header);
    EXPECT_NE(header.find("/api/unsubscribe?token="), std::string::npos) << header;
  }

  server_->clock().advance(60 * day);  // 29 days left
  EXPECT_EQ(run(), 1);
  EXPECT_EQ(run(), 0);
  EXPECT_EQ(renewal_mails().size(), 2u);
}

TEST_P(RenewalReminders, NeverWithoutConsentNorWhenTheRenewalIsBookedAndOnlyTheLaterStageWhenFoundLate) {
  holder("sans@example.com", 80, false);
  holder("tard@example.com", 20, true);
  holder("reserve@example.com", 80, true);
  const auto session = insert_session(*server_, refresher_, 10, 40 * day);
  ASSERT_EQ(
      post_booking(*server_, booking_request(refresher_, session, "interac", "Reserve@Example.com")).status,
      201);
  EXPECT_EQ(run(), 1);
  auto mails = renewal_mails();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].recipient, "tard@example.com");
  EXPECT_EQ(run(), 0);                 // the refusals are decided once
  server_->clock().advance(15 * day);  // still within the same stages: nothing new
  EXPECT_EQ(run(), 0);
}

// Issue 41: the booking that earned a certificate is never its renewal, whether it was booked on request
// (certified by the office) or for a session, when the course renews itself.
TEST_P(RenewalReminders, TheBookingThatEarnedTheCertificateIsNeverItsRenewalAtEachStage) {
  const auto rcr = insert_course(*server_, "rcr", 8000);
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE courses SET renewal_course_id = id WHERE id = :c", soci::use(rcr);
  }
  auto booked_id = [&](const json& body) {
    auto booked = post_booking(*server_, body);
    EXPECT_EQ(booked.status, 201) << booked.body;
    return booked.json()["booking"]["id"].get<long long>();
  };
  // The holders' bookings as the office leaves them: approved, one on request, one for a session.
  auto approve = [&](long long id) {
    soci::session sql(server_->database().pool());
    sql << "UPDATE bookings SET status = 'approved' WHERE id = :id", soci::use(id);
    return id;
  };
  const auto on_request = approve(booked_id(booking_request(rcr, 0, "cash", "demande@example.com")));
  const auto session = insert_session(*server_, rcr, 10, 2 * day);
  const auto for_session = approve(booked_id(booking_request(rcr, session, "cash", "seance@example.com")));
  holder_of(rcr, "demande@example.com", 100, true, on_request);
  holder_of(rcr, "seance@example.com", 100, true, for_session);
  EXPECT_EQ(run(), 0);  // a hundred days before: not yet

  server_->clock().advance(20 * day);  // 80 days left: stage 90 for both
  EXPECT_EQ(run(), 2);
  auto mails = renewal_mails();
  ASSERT_EQ(mails.size(), 2u);
  server_->clock().advance(55 * day);  // 25 days left: stage 30 for both
  EXPECT_EQ(run(), 2);
  EXPECT_EQ(run(), 0);
  EXPECT_EQ(renewal_mails().size(), 4u);
}

TEST_P(RenewalReminders, ABookingOnRequestMadeAfterTheCertificateIsItsRenewal) {
  holder("renouvelle@example.com", 80, true);
  ASSERT_EQ(post_booking(*server_, booking_request(refresher_, 0, "cash", "renouvelle@example.com")).status,
            201);
  EXPECT_EQ(run(), 0);
  EXPECT_TRUE(renewal_mails().empty());
}

SECOURS_ON_BOTH_ENGINES(RenewalReminders);
