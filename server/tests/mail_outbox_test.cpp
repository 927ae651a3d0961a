#include <gtest/gtest.h>
#include <soci/soci.h>

#include <filesystem>
#include <fstream>

#include "common/base64.h"
#include "common/clock.h"
#include "core/config.h"
#include "mail/mime.h"
#include "mail/outbox_worker.h"
#include "support/engines.h"
#include "support/smtp_sink.h"

namespace base64 = secours::base64;

namespace mail = secours::mail;
namespace fs = std::filesystem;
using secours::testing::SmtpSink;
using secours::testing::TestDatabase;

namespace {

struct Row {
  std::string status;
  int attempts = 0;
  long long next_attempt_at = 0;
  std::string last_error;
};

mail::Message sample(const std::string& subject = "Votre réservation à Gatineau est confirmée") {
  mail::Message message;
  message.to = "marie@example.com";
  message.subject = subject;
  message.text = "Bonjour Marie, votre place est réservée.";
  message.html = "<p>Bonjour Marie, votre place est réservée.</p>";
  message.attachments.push_back(
      {"cours.ics", "text/calendar; charset=utf-8", "BEGIN:VCALENDAR\r\nEND:VCALENDAR"});
  return message;
}

// The body of the attachment named `filename` in a received message, still base64.
std::string attachment_body(const std::string& data, const std::string& filename) {
  auto at = data.find("filename=\"" + filename + "\"");
  if (at == std::string::npos) return "";
  auto start = data.find("\r\n\r\n", at) + 4;
  return data.substr(start, data.find("\r\n--", start) - start);
}

}  // namespace

class MailOutbox : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    test_database_ = std::make_unique<TestDatabase>(GetParam());
    database_ = test_database_->open(2);
    data_dir_ = fs::temp_directory_path() / ("secours_outbox_" + std::to_string(clock_.now()) + "_" +
                                             std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    config_.data_dir = data_dir_.string();
    config_.smtp_url = sink_.url();
  }
  void TearDown() override {
    if (!data_dir_.empty()) fs::remove_all(data_dir_);
  }

  std::unique_ptr<mail::OutboxWorker> worker(secours::db::Database& database) {
    return std::make_unique<mail::OutboxWorker>(database, config_, clock_, mail::make_sender(config_));
  }
  void enqueue(const mail::Message& message, bool commit = true) {
    soci::session sql(database_->pool());
    soci::transaction transaction(sql);
    mail::enqueue(sql, message, clock_.now());
    if (commit) transaction.commit();
  }
  Row only_row() {
    soci::session sql(database_->pool());
    Row row;
    soci::indicator error_indicator = soci::i_null;
    sql << "SELECT status, attempts, next_attempt_at, last_error FROM mail_outbox", soci::into(row.status),
        soci::into(row.attempts), soci::into(row.next_attempt_at),
        soci::into(row.last_error, error_indicator);
    return row;
  }

  secours::Clock clock_;
  SmtpSink sink_;
  std::unique_ptr<TestDatabase> test_database_;
  std::shared_ptr<secours::db::Database> database_;
  secours::core::Config config_;
  fs::path data_dir_;
};

TEST_P(MailOutbox, SendsACommittedMessageThroughSmtp) {
  enqueue(sample());
  EXPECT_EQ(worker(*database_)->run_once(), 1u);

  auto mails = sink_.mails();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].from, "info@secours.example");
  EXPECT_EQ(mails[0].recipients, std::vector<std::string>{"marie@example.com"});
  const std::string& data = mails[0].data;
  EXPECT_TRUE(data.starts_with("From: Formations Secours Outaouais <info@secours.example>\r\n"));
  EXPECT_NE(data.find("\r\nTo: marie@example.com\r\n"), std::string::npos);
  EXPECT_NE(data.find("\r\nSubject: " + mail::encode_header_text(sample().subject) + "\r\n"),
            std::string::npos);
  EXPECT_EQ(base64::decode(attachment_body(data, "cours.ics")), "BEGIN:VCALENDAR\r\nEND:VCALENDAR");
  EXPECT_EQ(only_row().status, "sent");
}

TEST_P(MailOutbox, NeverSendsTheMessageOfARolledBackTransaction) {
  enqueue(sample(), false);
  EXPECT_EQ(worker(*database_)->run_once(), 0u);
  EXPECT_TRUE(sink_.mails().empty());
  soci::session sql(database_->pool());
  int count = -1;
  sql << "SELECT COUNT(*) FROM mail_outbox", soci::into(count);
  EXPECT_EQ(count, 0);
}

TEST_P(MailOutbox, KeepsTheMessageWhileTheRelayIsDownAndSendsItOnceItIsBack) {
  enqueue(sample());
  auto outbox = worker(*database_);
  sink_.stop();
  long long failed_at = clock_.now();
  EXPECT_EQ(outbox->run_once(), 0u);
  Row row = only_row();
  EXPECT_EQ(row.status, "pending");
  EXPECT_EQ(row.attempts, 1);
  EXPECT_GE(row.next_attempt_at, failed_at + 30);
  EXPECT_LE(row.next_attempt_at, clock_.now() + 30);
  EXPECT_FALSE(row.last_error.empty());

  sink_.start();
  EXPECT_EQ(outbox->run_once(), 0u);  // not before the back-off is over
  clock_.advance(row.next_attempt_at - clock_.now() - 1);
  EXPECT_EQ(outbox->run_once(), 0u);
  clock_.advance(2);
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(sink_.mails().size(), 1u);
  EXPECT_EQ(only_row().status, "sent");
}

TEST_P(MailOutbox, DoublesTheWaitAfterEachTemporaryRefusal) {
  enqueue(sample());
  auto outbox = worker(*database_);
  sink_.reject_mail(true);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(only_row().attempts, 1);
  clock_.advance(31);
  EXPECT_EQ(outbox->run_once(), 0u);
  Row row = only_row();
  EXPECT_EQ(row.attempts, 2);
  EXPECT_EQ(row.next_attempt_at, clock_.now() + 60);
  EXPECT_NE(row.last_error.find("451"), std::string::npos);

  sink_.reject_mail(false);
  clock_.advance(61);
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(sink_.mails().size(), 1u);
}

TEST_P(MailOutbox, DoesNotSendASentMessageAgain) {
  enqueue(sample());
  auto outbox = worker(*database_);
  EXPECT_EQ(outbox->run_once(), 1u);
  clock_.advance(24 * 3600);
  EXPECT_EQ(outbox->run_once(), 0u);
  EXPECT_EQ(sink_.mails().size(), 1u);
}

TEST_P(MailOutbox, TakesOverAMessageWhoseWorkerDiedWhileSending) {
  enqueue(sample());
  {
    soci::session sql(database_->pool());
    long long lease = clock_.now() + 100;
    sql << "UPDATE mail_outbox SET status = 'sending', locked_until = :lease", soci::use(lease);
  }
  auto outbox = worker(*database_);
  EXPECT_EQ(outbox->run_once(), 0u);  // still leased to the other worker
  clock_.advance(101);
  EXPECT_EQ(outbox->run_once(), 1u);
  EXPECT_EQ(sink_.mails().size(), 1u);
}

TEST_P(MailOutbox, WritesAnEmlFileWhenNoRelayIsConfigured) {
  config_.smtp_url.clear();
  enqueue(sample());
  EXPECT_EQ(worker(*database_)->run_once(), 1u);
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(data_dir_ / "outbox")) files.push_back(entry.path());
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].extension(), ".eml");
  EXPECT_NE(files[0].filename().string().find("marie@example.com"), std::string::npos);
  std::ifstream file(files[0], std::ios::binary);
  std::string content(std::istreambuf_iterator<char>(file), {});
  EXPECT_NE(content.find("\r\nSubject: =?UTF-8?B?"), std::string::npos);
  EXPECT_NE(content.find("\r\nSubject: " + mail::encode_header_text(sample().subject) + "\r\n"),
            std::string::npos);
  EXPECT_TRUE(sink_.mails().empty());
}

SECOURS_ON_BOTH_ENGINES(MailOutbox);
