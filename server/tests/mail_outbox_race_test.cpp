#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "common/clock.h"
#include "core/config.h"
#include "mail/outbox_repository.h"
#include "mail/outbox_worker.h"
#include "support/engines.h"
#include "support/smtp_sink.h"

namespace mail = secours::mail;
using secours::testing::SmtpSink;
using secours::testing::TestDatabase;

TEST(RetryDelay, DoublesFromThirtySecondsUpToAnHour) {
  EXPECT_EQ(mail::retry_delay(1), 30);
  EXPECT_EQ(mail::retry_delay(2), 60);
  EXPECT_EQ(mail::retry_delay(3), 120);
  EXPECT_EQ(mail::retry_delay(7), 1920);
  EXPECT_EQ(mail::retry_delay(8), 3600);
  EXPECT_EQ(mail::retry_delay(1000), 3600);
}

class MailOutboxConcurrency : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    test_database_ = std::make_unique<TestDatabase>(GetParam());
    database_ = test_database_->open(2);
    config_.smtp_url = sink_.url();
  }

  long long enqueue(const std::string& subject) {
    mail::Message message{"marie@example.com", subject, "Bonjour", "", {}, ""};
    soci::session sql(database_->pool());
    soci::transaction transaction(sql);
    mail::enqueue(sql, message, clock_.now());
    transaction.commit();
    long long id = 0;
    sql << "SELECT MAX(id) FROM mail_outbox", soci::into(id);
    return id;
  }

  secours::Clock clock_;
  SmtpSink sink_;
  std::unique_ptr<TestDatabase> test_database_;
  std::shared_ptr<secours::db::Database> database_;
  secours::core::Config config_;
};

TEST_P(MailOutboxConcurrency, GivesAMessageToOneClaimantOnly) {
  long long id = enqueue("Une seule fois");
  soci::session sql(database_->pool());
  long long now = clock_.now();
  EXPECT_TRUE(mail::claim_message(sql, id, now, now + 600));
  EXPECT_FALSE(mail::claim_message(sql, id, now, now + 600));
  EXPECT_FALSE(mail::claim_message(sql, id, now + 599, now + 1200));
  EXPECT_TRUE(mail::claim_message(sql, id, now + 601, now + 1200));  // the first lease ran out
}

TEST_P(MailOutboxConcurrency, LetsNoWorkerUndoTheOneThatTookOverItsExpiredLease) {
  long long id = enqueue("Relève");
  soci::session sql(database_->pool());
  long long now = clock_.now();
  ASSERT_TRUE(mail::claim_message(sql, id, now, now + 600));
  ASSERT_TRUE(mail::claim_message(sql, id, now + 601, now + 1201));
  mail::mark_sent(sql, id, now + 1201, now + 602);
  mail::mark_failed(sql, id, now + 600, 1, now + 630, "late failure");  // the first worker, too late
  std::string status;
  int attempts = -1;
  sql << "SELECT status, attempts FROM mail_outbox WHERE id = :id", soci::use(id), soci::into(status),
      soci::into(attempts);
  EXPECT_EQ(status, "sent");
  EXPECT_EQ(attempts, 0);
}

// Two servers sharing the database: each has its own connection pool and worker.
TEST_P(MailOutboxConcurrency, TwoWorkersRacingSendEachMessageExactlyOnce) {
  constexpr int count = 30;
  for (int i = 0; i < count; ++i) enqueue("Message " + std::to_string(i));
  auto other_database = test_database_->open(2, false);
  mail::OutboxWorker first(*database_, config_, clock_, mail::make_sender(config_));
  mail::OutboxWorker second(*other_database, config_, clock_, mail::make_sender(config_));

  std::atomic<bool> go{false};
  std::atomic<std::size_t> sent{0};
  auto race = [&](mail::OutboxWorker& worker) {
    while (!go) std::this_thread::yield();
    sent += worker.run_once();
  };
  std::thread a(race, std::ref(first)), b(race, std::ref(second));
  go = true;
  a.join();
  b.join();
  sent += first.run_once() + second.run_once();

  EXPECT_EQ(sent.load(), static_cast<std::size_t>(count));
  auto mails = sink_.mails();
  EXPECT_EQ(mails.size(), static_cast<std::size_t>(count));
  std::set<std::string> distinct;
  for (const auto& received : mails)
    distinct.insert(received.data.substr(0, received.data.find("\r\nDate:")));
  EXPECT_EQ(distinct.size(), static_cast<std::size_t>(count));
}

TEST_P(MailOutboxConcurrency, BackgroundThreadSendsSoonAfterNotifyAndStopsPromptly) {
  auto wait_for_mails = [&](std::size_t expected) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (sink_.mails().size() < expected && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return sink_.mails().size();
  };
  mail::OutboxWorker worker(*database_, config_, clock_, mail::make_sender(config_));
  enqueue("Premier tour");
  worker.start(std::chrono::hours(1));
  ASSERT_EQ(wait_for_mails(1), 1u);  // the first round runs at once
  enqueue("Réveil");
  worker.notify();  // without it, the next round would be an hour away
  EXPECT_EQ(wait_for_mails(2), 2u);

  auto before = std::chrono::steady_clock::now();
  worker.stop();
  EXPECT_LT(std::chrono::steady_clock::now() - before, std::chrono::seconds(1));
}

SECOURS_ON_BOTH_ENGINES(MailOutboxConcurrency);
