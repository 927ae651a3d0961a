// Law 25's retention (issue 27): a daily job, run once a day whatever the instances, erases special
// requests 30 days after their session, removes accounts never proven after 30 days, purges expired
// sessions, links and rate events, erases sent mails' bodies after 90 days (their subject stays), and shows
// the office what it did, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "common/quebec_time.h"
#include "privacy/retention_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class Retention : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }
  void run(const std::string& statement) {
    soci::session sql(server_->database().pool());
    sql << statement;
  }
  // A booking with a medical note on a session starting `starts_in` seconds from now.
  std::string booking_with_note(long long starts_in, const std::string& email) {
    const auto session = insert_session(*server_, course_, 10, starts_in);
    auto body = booking_request(course_, session, "interac", email);
    body["specialRequests"] = "Asthme, inhalateur sur moi";
    auto created = post_booking(*server_, body);
    EXPECT_EQ(created.status, 201) << created.body;
    return created.json()["booking"]["reference"];
  }
  secours::core::Context context() { return {server_->config(), server_->database(), server_->clock()}; }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0;
};

TEST_P(Retention, TheDailyJobErasesWhatIsNoLongerNeededOnceWhateverTheInstances) {
  // Forty days from now, this class will have ended 32 days before; the other ends in two days then.
  const auto old_class = booking_with_note(7 * 86400, "ancien@example.com");
  const auto upcoming = booking_with_note(41 * 86400, "prochain@example.com");
  // The instructors' notes on those attendees go with the special requests (issue 29).
  for (const auto& reference : {old_class, upcoming}) {
    run("INSERT INTO roster_entries (booking_id, session_id, attendance, note, version, updated_at) SELECT "
        "id, "
        "session_id, 'present', 'Reprendre les compressions', 1, 0 FROM bookings WHERE reference = '" +
        reference + "'");
  }
  sign_up(*server_, "jamais@example.com");  // never proves the address
  sign_up(*server_, "prouve@example.com");
  run("UPDATE users SET email_verified_at = 1 WHERE email = 'prouve@example.com'");
  run("UPDATE mail_outbox SET status = 'sent', sent_at = created_at");
  const auto mails_before = count("SELECT COUNT(*) FROM mail_outbox");
  ASSERT_GT(mails_before, 0);
  server_->clock().advance(40 * 86400);
  // A recent mail keeps its body.
  run("INSERT INTO mail_outbox (message_key, recipient, subject, body_text, status, next_attempt_at, "
      "created_at, "
      "sent_at) VALUES ('k', 'recent@example.com', 'Récent', 'Corps récent', 'sent', 0, " +
      std::to_string(server_->clock().now()) + ", " + std::to_string(server_->clock().now()) + ")");
  run("UPDATE mail_outbox SET sent_at = sent_at - 60 * 86400 WHERE recipient <> 'recent@example.com'");
  // The office's audit trail keeps two years; unsubscribe links a year.
  const auto now = std::to_string(server_->clock().now());
  run("INSERT INTO personal_data_audit (created_at, actor_email, action, subject_email, detail) VALUES (" +
      now + " - 740 * 86400, 'admin@example.com', 'view', 'x@example.com', 'old'), (" + now +
      " - 700 * 86400, 'admin@example.com', 'view', 'x@example.com', 'recent')");
  run("INSERT INTO unsubscribe_links (token_hash, email, created_at) VALUES ('old', 'x@example.com', " + now +
      " - 370 * 86400), ('recent', 'x@example.com', " + now + " - 300 * 86400)");

  // Both instances' jobs at once, twice each: one runs it.
  SecondInstance second(*server_);
  std::atomic<int> ran{0};
  std::vector<std::thread> jobs;
  for (int i = 0; i < 4; ++i) {
    jobs.emplace_back([&] {
      auto each = context();
      if (secours::privacy::RetentionService(each).run_if_due()) ++ran;
    });
  }
  for (auto& job : jobs) job.join();
  EXPECT_EQ(ran, 1);

  EXPECT_EQ(
      count("SELECT COUNT(*) FROM bookings WHERE reference = '" + old_class + "' AND special_requests = ''"),
      1);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM bookings WHERE reference = '" + upcoming + "' AND special_requests <> ''"),
      1);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM roster_entries r JOIN bookings b ON b.id = r.booking_id WHERE b.reference "
            "= '" +
            old_class + "' AND r.note = ''"),
      1);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM roster_entries r JOIN bookings b ON b.id = r.booking_id WHERE b.reference "
            "= '" +
            upcoming + "' AND r.note <> ''"),
      1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'jamais@example.com'"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'prouve@example.com' AND active = 1"), 1);
  // Mails sent 100 days ago lost their bodies, not their record; the recent one is whole.
  EXPECT_GT(count("SELECT COUNT(*) FROM mail_outbox WHERE subject <> '' AND body_text = ''"), 0);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM mail_outbox WHERE recipient <> 'recent@example.com' AND body_text <> ''"),
      0);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM mail_outbox WHERE recipient = 'recent@example.com' AND body_text <> ''"),
      1);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM sessions WHERE expires_at <= " + std::to_string(server_->clock().now())),
      0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM personal_data_audit WHERE detail = 'old'"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM personal_data_audit WHERE detail = 'recent'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM unsubscribe_links"), 1);

  auto admin = sign_in_admin(*server_);
  auto status = call(*server_, "GET", "/api/admin/privacy/retention", nullptr, admin);
  ASSERT_EQ(status.status, 200) << status.body;
  const auto last = status.json()["lastRun"];
  EXPECT_FALSE(last["finishedAt"].is_null());
  EXPECT_EQ(last["counts"]["specialRequests"], 2);  // the request and the instructor's note
  EXPECT_EQ(last["counts"]["unprovenAccounts"], 1);
  EXPECT_GT(last["counts"]["mailBodies"].get<long long>(), 0);
  EXPECT_EQ(status.json()["settings"]["specialRequestsDays"], 30);
  EXPECT_EQ(last["counts"]["auditEntries"], 1);
  EXPECT_EQ(last["counts"]["unsubscribeLinks"], 1);
  // A student, signed in again (forty days passed), is not the office.
  const auto student = session_cookie_of(call(*server_, "POST", "/api/auth/login",
                                              {{"email", "prouve@example.com"}, {"password", "secret123"}}));
  EXPECT_EQ(call(*server_, "GET", "/api/admin/privacy/retention", nullptr, student).status, 403);

  // Done for today; tomorrow it runs again.
  auto ctx = context();
  EXPECT_FALSE(secours::privacy::RetentionService(ctx).run_if_due());
  server_->clock().advance(86400);
  EXPECT_TRUE(secours::privacy::RetentionService(ctx).run_if_due());
}

TEST_P(Retention, AnUnprovenAccountIsRemovedOnlyWhenItNeverDidAnything) {
  // A customer who signed up, booked, paid and was certified, but never clicked the address's link.
  const auto admin = sign_in_admin(*server_);
  const auto customer = sign_up(*server_, "client@example.com");
  const auto session = insert_session(*server_, course_, 10, 3600);
  auto booked = book(*server_, booking_request(course_, session, "interac", "client@example.com"), customer);
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booked.id),
                 {{"paymentReceived", true}}, admin)
                .status,
            200);
  server_->clock().advance(2 * 3600);  // the class has taken place (issue 41)
  const auto enrollment = count("SELECT id FROM enrollments WHERE booking_id = " + std::to_string(booked.id));
  auto completed = call(*server_, "PATCH", "/api/admin/enrollments/" + std::to_string(enrollment),
                        {{"attended", true}, {"completed", true}}, admin);
  ASSERT_EQ(completed.status, 200) << completed.body;
  const auto credential = completed.json()["certificate"]["credentialId"].get<std::string>();
  // And someone who signed up and did nothing else.
  sign_up(*server_, "rien@example.com");
  ASSERT_EQ(count("SELECT COUNT(*) FROM users WHERE email_verified_at IS NOT NULL AND email IN "
                  "('client@example.com', 'rien@example.com')"),
            0);

  server_->clock().advance(40 * 86400);
  auto ctx = context();
  auto ran = secours::privacy::RetentionService(ctx).run_if_due();
  ASSERT_TRUE(ran);
  EXPECT_EQ(ran->counts.unproven_accounts, 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'rien@example.com'"), 0);
  // The customer's account stays with what the law and the business keep.
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'client@example.com' AND active = 1"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM certificates WHERE credential_id = '" + credential + "'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE id = " + std::to_string(booked.id) +
                  " AND email = 'client@example.com' AND payment_status = 'paid'"),
            1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE booking_id = " + std::to_string(booked.id)),
            1);
  auto verified = call(*server_, "GET", "/api/certificates/" + credential);
  EXPECT_EQ(verified.status, 200) << verified.body;
}

TEST_P(Retention, ARunStoppedMidwayIsTakenOverAfterAnHour) {
  run("INSERT INTO retention_runs (day, started_at) VALUES ('" +
      secours::quebec_date(server_->clock().now()) + "', " + std::to_string(server_->clock().now()) + ")");
  auto ctx = context();
  EXPECT_FALSE(secours::privacy::RetentionService(ctx).run_if_due());
  server_->clock().advance(3601);
  if (secours::quebec_date(server_->clock().now()) == secours::quebec_date(server_->clock().now() - 3601)) {
    EXPECT_TRUE(secours::privacy::RetentionService(ctx).run_if_due());
  }
}

SECOURS_ON_BOTH_ENGINES(Retention);
