// What happens to queued mail when a worker dies, the server stops, or the relay comes back.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <chrono>
#include <functional>
#include <thread>

#include "common/clock.h"
#include "core/config.h"
#include "mail/mail.h"
#include "mail/outbox_worker.h"
#include "support/engines.h"
#include "support/smtp_sink.h"

namespace mail = secours::mail;
using secours::testing::SmtpSink;
using secours::testing::TestDatabase;
using namespace std::chrono_literals;

namespace {

struct Row {
  std::string status;
  int attempts = 0;
  long long next_attempt_at = 0;
};

// Not a std::exception, so no catch in the worker takes it: it plays the process dying.
struct ProcessKilled {};

// Sends through the sink like the real sender, then runs `after` (which may throw).
class SinkSender : public mail::Sender {
 public:
  SinkSender(std::string url, std::function<void(const mail::KeepGoing&)> after)
      : smtp_(std::move(url)), after_(std::move(after)) {}

 protected:
  void transfer(const std::string& from, const std::string& to, const std::string& mime,
                const mail::KeepGoing& keep_going) override {
    smtp_.send(from, to, mime, keep_going);
    after_(keep_going);
  }

 private:
  mail::SmtpSender smtp_;
  std::function<void(const mail::KeepGoing&)> after_;
};

std::string message_id(const std::string& data) {
  auto start = data.find("\r\nMessage-ID: <");
  if (start == std::string::npos) return "";
  start += 15;
  return data.substr(start, data.find('>', start) - start);
}

bool wait_until(const std::function<bool()>& condition, std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (!condition()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(5ms);
  }
  return true;
}

}  // namespace

class MailOutboxDelivery : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    test_database_ = std::make_unique<TestDatabase>(GetParam());
    database_ = test_database_->open(2);
    config_.smtp_url = sink_.url();
  }

  std::unique_ptr<mail::OutboxWorker> worker(std::unique_ptr<mail::Sender> sender = nullptr) {
    return std::make_unique<mail::OutboxWorker>(*database_, config_, clock_,
                                                sender ? std::move(sender) : mail::make_sender(config_));
  }
  void enqueue(const std::string& to, const std::string& subject) {
    soci::session sql(database_->pool());
    soci::transaction transaction(sql);
    mail::enqueue(sql, mail::Message{to, subject, "Bonjour", "", {}, ""}, clock_.now());
    transaction.commit();
  }
  Row row(const std::string& subject) {
    soci::session sql(database_->pool());
    Row row;
    sql << "SELECT status, attempts, next_attempt_at FROM mail_outbox WHERE subject = :subject",
        soci::use(subject), soci::into(row.status), soci::into(row.attempts), soci::into(row.next_attempt_at);
    return row;
  }
  void execute(const std::string& statement) {
    soci::session sql(database_->pool());
    sql << statement;
  }

  secours::Clock clock_;
  SmtpSink sink_;
  std::unique_ptr<TestDatabase> test_database_;
  std::shared_ptr<secours::db::Database> database_;
  secours::core::Config config_;
};

TEST_P(MailOutboxDelivery, ResendsWithinSecondsAndUnderTheSameMessageIdWhenTheWorkerDiedAfterTheRelayTookIt) {
  enqueue("marie@example.com", "Confirmation");
  auto dying = worker(std::make_unique<SinkSender>(sink_.url(), [](const auto&) { throw ProcessKilled{}; }));
  EXPECT_THROW(dying->run_once(), ProcessKilled);
  ASSERT_EQ(sink_.mails().size(), 1u);
  EXPECT_EQ(row("Confirmation").status, "sending");

  auto survivor = worker();
  EXPECT_EQ(survivor->run_once(), 0u);  // the lease still holds: it may be a live, slow worker
  clock_.advance(20);
  EXPECT_EQ(survivor->run_once(), 1u);
  auto mails = sink_.mails();
  ASSERT_EQ(mails.size(), 2u);
  EXPECT_FALSE(message_id(mails[0].data).empty());
  EXPECT_EQ(message_id(mails[1].data), message_id(mails[0].data));  // the receiver can drop the copy
  EXPECT_EQ(row("Confirmation").status, "sent");
}

TEST_P(MailOutboxDelivery, MarksAMessageWhoseMarkFailedAtTheNextRoundInsteadOfSendingItAgain) {
  enqueue("marie@example.com", "Confirmation");
  auto outbox = worker(std::make_unique<SinkSender>(sink_.url(), [this](const auto&) {
    execute("ALTER TABLE mail_outbox RENAME TO mail_outbox_away");  // the database fails the mark
  }));
  EXPECT_ANY_THROW(outbox->run_once());
  execute("ALTER TABLE mail_outbox_away RENAME TO mail_outbox");
  ASSERT_EQ(sink_.mails().size(), 1u);

  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(row("Confirmation").status, "sent");
  clock_.advance(3600);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(sink_.mails().size(), 1u);
}

TEST_P(MailOutboxDelivery, KeepsItsLeaseThroughATransferLongerThanTheLease) {
  enqueue("marie@example.com", "Long");
  auto other_database = test_database_->open(2, false);
  mail::OutboxWorker other(*other_database, config_, clock_, mail::make_sender(config_));
  std::size_t taken_by_other = 0;
  auto slow = worker(std::make_unique<SinkSender>(sink_.url(), [&](const mail::KeepGoing& keep_going) {
    for (int second = 0; second < 120; second += 4) {  // two minutes of a slow relay
      clock_.advance(4);
      EXPECT_TRUE(keep_going());
      taken_by_other += other.run_once();
    }
  }));
  EXPECT_EQ(slow->run_once(), 1u);
  EXPECT_EQ(taken_by_other, 0u);
  EXPECT_EQ(sink_.mails().size(), 1u);
  EXPECT_EQ(row("Long").status, "sent");
}

TEST_P(MailOutboxDelivery, StopsWithinSecondsWhileTheRelayHangsAndLeavesTheMessagesQueued) {
  for (auto hang : {SmtpSink::Hang::at_greeting, SmtpSink::Hang::after_data}) {
    SCOPED_TRACE(hang == SmtpSink::Hang::at_greeting ? "hung at greeting" : "hung after data");
    for (int i = 0; i < 10; ++i) enqueue("marie@example.com", "Message " + std::to_string(i));
    sink_.hang(hang);
    int connections_before = sink_.connections();
    auto outbox = worker();
    outbox->start(1h);
    ASSERT_TRUE(wait_until([&] { return sink_.connections() > connections_before; }, 5s));
    std::this_thread::sleep_for(300ms);  // well into the transfer

    auto before = std::chrono::steady_clock::now();
    outbox->stop();
    EXPECT_LT(std::chrono::steady_clock::now() - before, 3s);
    EXPECT_EQ(sink_.connections(), connections_before + 1);  // no next message was started
    for (int i = 0; i < 10; ++i) {
      Row queued = row("Message " + std::to_string(i));
      EXPECT_EQ(queued.status, "pending");
      EXPECT_EQ(queued.attempts, 0);  // aborting is not a failed attempt
    }

    sink_.hang(SmtpSink::Hang::never);
    EXPECT_EQ(worker()->run_once(), 10u);  // due at once, not after a lease or a back-off
    execute("DELETE FROM mail_outbox");
  }
}

TEST_P(MailOutboxDelivery, RetriesEveryWaitingMessageAtOnceWhenTheRelayTakesOneAgain) {
  auto outbox = worker();
  sink_.reject_mail(true);
  for (int i = 0; i < 3; ++i) enqueue("marie@example.com", "Waiting " + std::to_string(i));
  for (int attempt = 1; attempt <= 8; ++attempt) {  // a long outage: the back-off grows to an hour
    EXPECT_EQ(outbox->run_once(), 0u);
    clock_.advance(mail::retry_delay(attempt));
  }
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_GE(row("Waiting 0").next_attempt_at, clock_.now() + 3000);

  sink_.reject_mail(false);
  enqueue("marie@example.com", "New");
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(outbox->run_once(), 3u);  // at the same instant: no back-off left to wait out
  EXPECT_EQ(sink_.mails().size(), 4u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(row("Waiting " + std::to_string(i)).status, "sent");
}

TEST_P(MailOutboxDelivery, RetriesAMessageTheRelayKeepsRefusingAtMostEveryThirtySeconds) {
  auto outbox = worker();
  sink_.reject_recipient("refus@example.com");
  enqueue("refus@example.com", "Refused");
  enqueue("marie@example.com", "Accepted 1");
  EXPECT_EQ(outbox->run_once(), 1u);  // the refusal, then a success that makes the refused one due
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(row("Refused").attempts, 2);

  clock_.advance(10);
  enqueue("marie@example.com", "Accepted 2");
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(row("Refused").attempts, 2);  // its back-off stands: the last reset was 10 s ago

  clock_.advance(25);
  enqueue("marie@example.com", "Accepted 3");
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(row("Refused").attempts, 3);
}

TEST_P(MailOutboxDelivery, AQueuedMailWakesTheRunningWorkerLongBeforeItsPoll) {
  auto outbox = worker();
  outbox->start(1h);
  std::this_thread::sleep_for(200ms);  // past the first round, which found nothing
  auto before = std::chrono::steady_clock::now();
  enqueue("marie@example.com", "Bienvenue");
  ASSERT_TRUE(wait_until([&] { return sink_.mails().size() == 1; }, 3s));
  EXPECT_LT(std::chrono::steady_clock::now() - before, 1s);
}

TEST_P(MailOutboxDelivery, FindsAMailWhoseTransactionCommitsAMomentAfterItWasQueued) {
  auto outbox = worker();
  outbox->start(1h);
  std::this_thread::sleep_for(200ms);
  {
    soci::session sql(database_->pool());
    soci::transaction transaction(sql);
    mail::enqueue(sql, mail::Message{"marie@example.com", "Tard", "Bonjour", "", {}, ""}, clock_.now());
    std::this_thread::sleep_for(300ms);  // the rest of the request's work
    transaction.commit();
  }
  EXPECT_TRUE(wait_until([&] { return sink_.mails().size() == 1; }, 3s));
}

SECOURS_ON_BOTH_ENGINES(MailOutboxDelivery);
