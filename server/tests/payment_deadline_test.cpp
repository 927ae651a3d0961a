// Offline payment deadlines (issue 41, decision 058): cash 5 and Interac 2 working days before the first
// day; a booking made after that is told to pay on the class day (or refused with LATE_OFFLINE_PAYMENTS=
// refuse), and no mail ever names a deadline already past.
#include <gtest/gtest.h>

#include "bookings/session_reminder_service.h"
#include "common/quebec_time.h"
#include "core/context.h"
#include "payments/payment_deadline.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;
using secours::payments::PaymentMethod;

namespace {

constexpr long long day = 86400;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST(PaymentDeadline, CashFiveAndInteracTwoWorkingDaysBeforeTheFirstDay) {
  using namespace secours::payments;
  // A class on Tuesday 1 December 2026: cash by Tuesday 24 November, Interac by Friday 27 November.
  EXPECT_EQ(offline_payment_deadline(PaymentMethod::cash, "2026-12-01"), "2026-11-24");
  EXPECT_EQ(offline_payment_deadline(PaymentMethod::interac, "2026-12-01"), "2026-11-27");
  EXPECT_EQ(offline_payment_deadline(PaymentMethod::card, "2026-12-01"), "");
  EXPECT_EQ(offline_payment_deadline(PaymentMethod::invoice, "2026-12-01"), "");

  auto in_time = payment_due(PaymentMethod::cash, "2026-12-01", "2026-11-24");
  EXPECT_EQ(in_time.date, "2026-11-24");
  EXPECT_FALSE(in_time.class_day);
  // Booked on Saturday 28 November: the deadline has passed, so the class day it is.
  auto late = payment_due(PaymentMethod::cash, "2026-12-01", "2026-11-28");
  EXPECT_TRUE(late.class_day);
  EXPECT_TRUE(past_payment_deadline(PaymentMethod::interac, "2026-12-01", "2026-11-28"));
  EXPECT_FALSE(past_payment_deadline(PaymentMethod::interac, "2026-12-01", "2026-11-27"));
  EXPECT_FALSE(past_payment_deadline(PaymentMethod::card, "2026-12-01", "2026-11-30"));
  EXPECT_FALSE(payment_due(PaymentMethod::card, "2026-12-01", "2026-11-30").class_day);
}

class PaymentDeadlines : public ::testing::TestWithParam<std::string> {
 protected:
  void start(bool refuse) {
    server_ = std::make_unique<TestServer>(GetParam(), [refuse](secours::core::Config& config) {
      config.trust_proxy = true;
      config.refuse_late_offline_payments = refuse;
    });
    course_ = insert_course(*server_, "rcr", 10000);
  }
  void SetUp() override { SECOURS_SKIP_UNLESS_AVAILABLE(GetParam()); }
  HttpResult book_in(long long session, const std::string& method, const std::string& language = "fr") {
    return post_booking(*server_, booking_request(course_, session, method, "ann@example.com", language), "",
                        "198.51.100." + std::to_string(++client_));
  }
  std::string first_day(long long session) {
    auto sessions = server_->get("/api/courses/" + std::to_string(course_) + "/sessions").json()["sessions"];
    for (const auto& listed : sessions)
      if (listed["id"] == session) return listed["days"][0]["date"];
    return "";
  }
  std::string today() { return secours::quebec_date(server_->clock().now()); }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0;
  int client_ = 0;
};

TEST_P(PaymentDeadlines, ALateCashBookingIsToldToPayOnTheClassDayNeverOnADayPast) {
  start(false);
  const auto soon = insert_session(*server_, course_, 10, day + 3600);
  const auto date = first_day(soon);
  auto listed = server_->get("/api/courses/" + std::to_string(course_) + "/sessions").json()["sessions"][0];
  EXPECT_EQ(listed["paymentDeadlines"]["cash"], secours::working_days_before(date, 5));
  EXPECT_EQ(listed["paymentDeadlines"]["interac"], secours::working_days_before(date, 2));
  EXPECT_EQ(server_->get("/api/payments/config").json()["lateOfflinePayments"], "class-day");

  auto booked = book_in(soon, "cash");
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_EQ(booked.json()["booking"]["paymentDue"]["classDay"], true);
  EXPECT_EQ(booked.json()["booking"]["paymentDue"]["date"], secours::working_days_before(date, 5));
  const auto mail = outbox(server_->database())[0];
  EXPECT_TRUE(contains(mail.text, "comptant le jour de la formation, avant son début")) << mail.text;
  EXPECT_FALSE(contains(mail.text, "au plus tard")) << mail.text;
  EXPECT_FALSE(contains(mail.text, "5 jours ouvrables")) << mail.text;

  auto interac = book_in(soon, "interac", "en");
  ASSERT_EQ(interac.status, 201) << interac.body;
  const auto english = outbox(server_->database())[2];
  EXPECT_TRUE(contains(english.text, "Please send it today: it must reach us before the course begins"))
      << english.text;
  EXPECT_FALSE(contains(english.text, "by ")) << english.text;
}

TEST_P(PaymentDeadlines, ABookingInTimeIsToldItsDeadlineAndItsReminderAfterItTheClassDay) {
  start(false);
  const auto later = insert_session(*server_, course_, 10, 20 * day);
  auto booked = book_in(later, "cash");
  ASSERT_EQ(booked.status, 201) << booked.body;
  const auto deadline = secours::working_days_before(first_day(later), 5);
  EXPECT_EQ(booked.json()["booking"]["paymentDue"]["classDay"], false);
  EXPECT_EQ(booked.json()["booking"]["paymentDue"]["date"], deadline);
  EXPECT_TRUE(contains(outbox(server_->database())[0].text, "au plus tard le"));

  // Two days before the class, still unpaid: the reminder says the class day, not the day gone by.
  server_->clock().advance(18 * day);
  secours::core::Context context{server_->config(), server_->database(), server_->clock()};
  ASSERT_EQ(secours::bookings::send_session_reminders(context), 1);
  const auto reminder = outbox(server_->database()).back();
  ASSERT_TRUE(reminder.subject.starts_with("Rappel")) << reminder.subject;
  EXPECT_TRUE(contains(reminder.text, "comptant le jour de la formation, avant son début")) << reminder.text;
  EXPECT_FALSE(contains(reminder.text, "au plus tard")) << reminder.text;
  auto shown = call(*server_, "GET",
                    "/api/bookings/" + std::to_string(booked.json()["booking"]["id"].get<long long>()) +
                        "?token=" + booked.json()["accessToken"].get<std::string>());
  EXPECT_EQ(shown.json()["booking"]["paymentDue"]["classDay"], true);
}

TEST_P(PaymentDeadlines, AnOfficeThatRefusesLatePaymentsRefusesTheMethodAndKeepsTheSeat) {
  start(true);
  EXPECT_EQ(server_->get("/api/payments/config").json()["lateOfflinePayments"], "refuse");
  const auto soon = insert_session(*server_, course_, 10, day + 3600);
  for (const char* method : {"cash", "interac"}) {
    auto refused = book_in(soon, method);
    EXPECT_EQ(refused.status, 400) << refused.body;
    EXPECT_EQ(refused.json()["error"]["fields"]["paymentMethod"], "too-late") << method;
  }
  auto sessions = server_->get("/api/courses/" + std::to_string(course_) + "/sessions").json()["sessions"];
  EXPECT_EQ(sessions[0]["seatsLeft"], 10);
  EXPECT_TRUE(outbox(server_->database()).empty());

  const auto later = insert_session(*server_, course_, 10, 20 * day);
  EXPECT_EQ(book_in(later, "cash").status, 201);
}

SECOURS_ON_BOTH_ENGINES(PaymentDeadlines);
