// Reminders before the class (issue 28, decision 051), on both engines: a few days before a session each
// attendee holding a seat gets one mail (place, time, what to bring, .ics, the link to move or cancel while
// the deadline allows), once whatever the instances running the job at once.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <regex>
#include <thread>

#include "bookings/session_reminder_service.h"
#include "core/context.h"
#include "db/database.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {
constexpr long long day = 86400;
}

class SessionReminders : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
      config.trust_proxy = true;
      config.cancellation_deadline_hours = 24;  // the reminder comes before the deadline
    });
    course_ = insert_course(*server_, "rcr", 10000);
  }
  int run(secours::db::Database& database) {
    secours::core::Context context{server_->config(), database, server_->clock()};
    return secours::bookings::send_session_reminders(context);
  }
  int run() { return run(server_->database()); }
  std::vector<OutboxMail> reminders() {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database()))
      if (mail.subject.starts_with("Rappel") || mail.subject.starts_with("Reminder")) found.push_back(mail);
    return found;
  }
  Booked book_in(long long session, const std::string& email, const std::string& language = "fr") {
    return book(*server_, booking_request(course_, session, "interac", email, language), "",
                "198.51.100." + std::to_string(++client_));
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0;
  int client_ = 0;
};

TEST_P(SessionReminders, EachAttendeeGetsOneReminderWithWhatTheyNeedAndALinkThatWorks) {
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE courses SET what_to_bring = 'Des espadrilles et une bouteille d’eau' WHERE id = :id",
        soci::use(course_);
  }
  const auto session = insert_session(*server_, course_, 10, 5 * day);
  auto julie = book_in(session, "julie@example.com");
  auto john = book_in(session, "john@example.com", "en");
  EXPECT_EQ(run(), 0);                       // five days before: not yet
  server_->clock().advance(3 * day + 3600);  // 47 hours before

  // Four jobs on two instances' databases at once: each attendee reminded once.
  secours::db::Database other(server_->config().database_url, 4);
  std::atomic<int> sent{0};
  std::vector<std::thread> jobs;
  for (int i = 0; i < 4; ++i) {
    jobs.emplace_back([&, i] { sent += run(i % 2 ? other : server_->database()); });
  }
  for (auto& job : jobs) job.join();
  EXPECT_EQ(sent, 2);
  EXPECT_EQ(run(), 0);  // a later run (or a restarted instance) finds nothing left to send
  auto mails = reminders();
  ASSERT_EQ(mails.size(), 2u);

  const auto& french = mails[0].recipient == "julie@example.com" ? mails[0] : mails[1];
  EXPECT_NE(french.subject.find("Rappel\u00a0: "), std::string::npos) << french.subject;
  for (const std::string part : {"Des espadrilles et une bouteille d’eau", "À apporter", "jusqu’au",
                                 "Reporter ou annuler ma réservation"}) {
    EXPECT_NE(french.text.find(part), std::string::npos) << part << "\n" << french.text;
  }
  ASSERT_EQ(french.attachments.size(), 1u);
  EXPECT_NE(french.attachments[0].content.find("BEGIN:VEVENT"), std::string::npos);
  const auto& english = mails[0].recipient == "john@example.com" ? mails[0] : mails[1];
  EXPECT_NE(english.text.find("What to bring"), std::string::npos) << english.text;
  // Its deadline ends a sentence with the time's own period (issue 41: never "a.m..").
  EXPECT_NE(english.text.find("You can still move or cancel your booking until"), std::string::npos);
  EXPECT_EQ(english.text.find(".m.."), std::string::npos) << english.text;

  // The mailed link opens the booking (a guest's first token is never kept), and so does the first one.
  std::smatch link;
  ASSERT_TRUE(std::regex_search(french.text, link,
                                std::regex("bookingsuccess\\?booking=(\\d+)&token=([A-Za-z0-9_-]+)")))
      << french.text;
  EXPECT_EQ(link[1], std::to_string(julie.id));
  const std::string token = link[2];
  const auto id = std::to_string(julie.id);
  EXPECT_EQ(server_->get("/api/bookings/" + id + "?token=" + token).status, 200);
  EXPECT_EQ(server_->get("/api/bookings/" + id + "?token=" + julie.token).status, 200);
  EXPECT_EQ(server_->get("/api/bookings/" + std::to_string(john.id) + "?token=" + token).status, 404);
}

TEST_P(SessionReminders, OnlyBookingsThatStillHoldASeatAndWereBookedBeforeTheWindow) {
  const auto kept = insert_session(*server_, course_, 10, 5 * day);
  const auto cancelled_session = insert_session(*server_, course_, 10, 5 * day);
  auto stays = book_in(kept, "reste@example.com");
  auto leaves = book_in(kept, "part@example.com");
  book_in(cancelled_session, "annule@example.com");
  ASSERT_EQ(change_booking(*server_, leaves.id, "cancel", {{"reason", ""}}, leaves.token).status, 200);
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE course_sessions SET status = 'cancelled' WHERE id = :id", soci::use(cancelled_session);
  }
  server_->clock().advance(4 * day);
  // Booked a day before: the confirmation just sent says it all.
  const auto tomorrow = insert_session(*server_, course_, 10, day);
  book_in(tomorrow, "tard@example.com");
  EXPECT_EQ(run(), 1);
  auto mails = reminders();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_EQ(mails[0].recipient, "reste@example.com");
  (void)stays;
}

TEST_P(SessionReminders, PastTheDeadlineTheReminderSaysToCall) {
  const auto session = insert_session(*server_, course_, 10, 5 * day);
  book_in(session, "julie@example.com");
  server_->clock().advance(4 * day + 3600);  // 23 hours before: the 24-hour deadline has passed
  EXPECT_EQ(run(), 1);
  auto mails = reminders();
  ASSERT_EQ(mails.size(), 1u);
  EXPECT_NE(mails[0].text.find("trop tard pour reporter ou annuler en ligne"), std::string::npos)
      << mails[0].text;
  EXPECT_EQ(mails[0].text.find("Reporter ou annuler ma réservation"), std::string::npos);
}

SECOURS_ON_BOTH_ENGINES(SessionReminders);
