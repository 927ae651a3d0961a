// Minimum enrolment (issue 44): a public session with a minimum and a decision time is decided once at
// that time, whatever the instances: cancelled below its minimum (bookings cancelled, customers and the
// waiting list told), confirmed at or above it (« Votre formation est confirmée »). Mails before the
// decision say the session is to be confirmed and when.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "bookings/session_decision_service.h"
#include "support/class_day_fixture.h"

using namespace secours;
using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr long long day = 86400;

class SessionDecision : public ClassDayFixture {
 protected:
  // A session 10 days from now with a minimum (4), decided 72 hours before.
  long long with_minimum(int capacity = 10, int minimum = 4) {
    auto body = session_body(10, capacity, {});
    body["minimumSeats"] = minimum;
    body["decisionHoursBefore"] = 72;
    auto created = create_session(body);
    EXPECT_EQ(created.status, 201) << created.body;
    return created.json()["session"]["id"].get<long long>();
  }
  int decide(db::Database& database) {
    core::Context context{server_->config(), database, server_->clock()};
    return bookings::decide_minimum_enrolment(context);
  }
  // Four deciders on two databases at once: how many sessions they decided together.
  int decide_on_two_instances() {
    db::Database other(server_->config().database_url, 4);
    std::atomic<int> decided{0};
    std::vector<std::thread> jobs;
    for (int i = 0; i < 4; ++i)
      jobs.emplace_back([&, i] { decided += decide(i % 2 ? other : server_->database()); });
    for (auto& job : jobs) job.join();
    return decided;
  }
  json admin_session(long long id) {
    auto list = call(*server_, "GET", "/api/admin/sessions", nullptr, admin_);
    EXPECT_EQ(list.status, 200) << list.body;
    const auto body = list.json();
    for (const auto& session : body["sessions"])
      if (session["id"] == id) return session;
    ADD_FAILURE() << "session " << id << " not listed: " << list.body;
    return json::object();
  }
  int mails_with(const std::string& recipient, const std::string& subject_part) {
    int found = 0;
    for (const auto& mail : outbox(server_->database()))
      found += mail.recipient == recipient && mail.subject.find(subject_part) != std::string::npos ? 1 : 0;
    return found;
  }
};

}  // namespace

TEST_P(SessionDecision, BelowItsMinimumASessionIsCancelledOnceAtItsDecisionTime) {
  const auto session = with_minimum();
  const auto shown = admin_session(session);
  EXPECT_EQ(shown["minimumSeats"], 4);
  EXPECT_TRUE(shown["decision"].is_null());
  ASSERT_TRUE(shown["decisionAt"].is_string());
  const auto alone = booked(session, "seule@example.com");
  // The booking's mail says it is to be confirmed, and when.
  bool said = false;
  for (const auto& mail : outbox(server_->database()))
    said = said ||
           (mail.recipient == "seule@example.com" && mail.text.find("À confirmer") != std::string::npos &&
            mail.text.find("au moins 4 personnes") != std::string::npos);
  EXPECT_TRUE(said);

  EXPECT_EQ(decide(server_->database()), 0);      // ten days before: not yet
  server_->clock().advance(7 * day + 10 * 3600);  // past 72 hours before, whatever the hour now
  admin_ = sign_in("admin@secours.example", "admin-password");
  EXPECT_EQ(decide_on_two_instances(), 1);
  EXPECT_EQ(decide(server_->database()), 0);  // a later run, or a restarted instance, finds nothing

  const auto decided = admin_session(session);
  EXPECT_EQ(decided["status"], "cancelled");
  EXPECT_EQ(decided["decision"], "cancelled");
  EXPECT_EQ(mails_with("seule@example.com", "Séance annulée"), 1);
  auto booking = call(*server_, "GET", "/api/bookings/" + std::to_string(alone.id) + "?token=" + alone.token);
  EXPECT_EQ(booking.json()["booking"]["status"], "cancelled") << booking.body;
}

TEST_P(SessionDecision, AtItsMinimumASessionIsConfirmedAndEachCustomerMailedOnce) {
  const auto session = with_minimum(4);
  for (const auto* email : {"a@example.com", "b@example.com", "c@example.com", "d@example.com"})
    booked(session, email);
  // Full: a person joins the waiting list (told nothing by a confirmation).
  auto joined = call(*server_, "POST", "/api/sessions/" + std::to_string(session) + "/waitlist",
                     {{"firstName", "E"}, {"lastName", "F"}, {"email", "e@example.com"}, {"seats", 1}});
  EXPECT_EQ(joined.status, 201) << joined.body;
  server_->clock().advance(7 * day + 10 * 3600);
  admin_ = sign_in("admin@secours.example", "admin-password");
  EXPECT_EQ(decide_on_two_instances(), 1);
  const auto decided = admin_session(session);
  EXPECT_EQ(decided["status"], "scheduled");
  EXPECT_EQ(decided["decision"], "confirmed");
  for (const auto* email : {"a@example.com", "b@example.com", "c@example.com", "d@example.com"})
    EXPECT_EQ(mails_with(email, "Votre formation est confirmée"), 1) << email;
  EXPECT_EQ(mails_with("e@example.com", "Votre formation est confirmée"), 0);
}

TEST_P(SessionDecision, ACancelledSessionClosesItsWaitingList) {
  const auto session = with_minimum(1, 1);
  booked(session, "a@example.com");
  auto joined = call(*server_, "POST", "/api/sessions/" + std::to_string(session) + "/waitlist",
                     {{"firstName", "E"}, {"lastName", "F"}, {"email", "e@example.com"}, {"seats", 1}});
  ASSERT_EQ(joined.status, 201) << joined.body;
  auto cancelled = call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session) + "/cancel",
                        json::object(), admin_);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(mails_with("e@example.com", "Séance annulée"), 1);
  EXPECT_EQ(
      count_of(server_->database(),
               "SELECT COUNT(*) FROM waitlist_entries WHERE session_id = :s AND status = 'waiting'", session),
      0);
}

TEST_P(SessionDecision, AMinimumAboveTheCapacityIsRefused) {
  auto body = session_body(10, 3, {});
  body["minimumSeats"] = 5;
  auto refused = create_session(body);
  ASSERT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(refused.json()["error"]["fields"]["minimumSeats"], "above-capacity");
}

SECOURS_ON_BOTH_ENGINES(SessionDecision);
