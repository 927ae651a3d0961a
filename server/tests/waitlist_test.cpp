// Waiting lists (issue 28, decision 052), on both engines: a full session's line, a freed seat offered to
// the next person whose seats fit and held for them, booked with the offer, declined or lapsed to the next
// one; the office's list, offer, skip and remove; and 200 people waiting while 50 seats free in bursts on
// two instances, offers lapse and are accepted at once: every seat taken once, every accepted offer booked.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <mutex>
#include <regex>
#include <set>
#include <thread>

#include "core/context.h"
#include "db/database.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"
#include "waitlist/waitlist_service.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

// An offer as its mail carries it.
struct Offer {
  long long entry_id = 0;
  std::string token, email;
};

std::vector<Offer> offers_in(const std::vector<OutboxMail>& mails) {
  std::vector<Offer> found;
  const std::regex link("/waitlist/(\\d+)\\?token=([A-Za-z0-9_-]+)");
  for (const auto& mail : mails) {
    if (!mail.subject.starts_with("Une place pour vous") && !mail.subject.starts_with("A seat is yours"))
      continue;
    std::smatch match;
    if (std::regex_search(mail.text, match, link))
      found.push_back({std::stoll(match[1]), match[2], mail.recipient});
  }
  return found;
}

}  // namespace

class Waitlist : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
  }
  // A new client address each request (X-Forwarded-For, trusted here): the rate limits are per address.
  std::string client() {
    const int n = ++client_;
    return "203.0." + std::to_string(n / 250) + "." + std::to_string(n % 250 + 1);
  }
  Headers headers() { return {{"Content-Type", "application/json"}, {"X-Forwarded-For", client()}}; }
  HttpResult join(long long session, const std::string& email, int seats = 1, std::uint16_t port = 0) {
    json body{
        {"firstName", "Léa"}, {"lastName", "Roy"}, {"email", email}, {"seats", seats}, {"language", "fr"}};
    return http_request(port ? port : server_->port(), "POST",
                        "/api/sessions/" + std::to_string(session) + "/waitlist", body.dump(), headers());
  }
  Booked fill_seat(long long session, const std::string& email) {
    return book(*server_, booking_request(course_, session, "cash", email), "", client());
  }
  HttpResult accept(const Offer& offer, long long session, std::uint16_t port = 0) {
    auto body = booking_request(course_, session, "cash", offer.email);
    body["waitlistEntryId"] = offer.entry_id;
    body["waitlistToken"] = offer.token;
    return http_request(port ? port : server_->port(), "POST", "/api/bookings", body.dump(), headers());
  }
  int process(secours::db::Database& database) {
    secours::core::Context context{server_->config(), database, server_->clock()};
    return secours::waitlist::process_waitlists(context);
  }
  int process() { return process(server_->database()); }
  std::vector<Offer> offers() { return offers_in(outbox(server_->database())); }
  json entry(long long id) {
    soci::session sql(server_->database().pool());
    std::string status;
    int held = 0;
    sql << "SELECT status, seats_held FROM waitlist_entries WHERE id = :id", soci::use(id),
        soci::into(status), soci::into(held);
    return {{"status", status}, {"held", held}};
  }
  std::string entry_status_of(const std::string& email) {
    soci::session sql(server_->database().pool());
    std::string status;
    sql << "SELECT status FROM waitlist_entries WHERE email = :e", soci::use(email), soci::into(status);
    return status;
  }
  int seats_held_by_offers(long long session) {
    soci::session sql(server_->database().pool());
    long long held = 0;
    sql << "SELECT COALESCE(SUM(seats_held), 0) FROM waitlist_entries WHERE session_id = :s AND status = "
           "'offered'",
        soci::use(session), soci::into(held);
    return static_cast<int>(held);
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0;
  std::atomic<int> client_{0};
};

TEST_P(Waitlist, AFullSessionsLineGivesPositionsAndRefusesWhatDoesNotBelong) {
  const auto session = insert_session(*server_, course_, 2);
  EXPECT_EQ(join(session, "trop-tot@example.com").json()["error"]["code"], "session-not-full");
  fill_seat(session, "a@example.com");
  fill_seat(session, "b@example.com");
  auto first = join(session, "lea@example.com");
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(first.json()["position"], 1);
  auto second = join(session, "Marc@Example.com", 2);
  ASSERT_EQ(second.status, 201) << second.body;
  EXPECT_EQ(second.json()["position"], 2);
  EXPECT_EQ(join(session, "marc@example.com").json()["error"]["code"], "already-waiting");
  EXPECT_EQ(join(session, "gros@example.com", 3).json()["error"]["fields"]["seats"], "out-of-range");
  EXPECT_EQ(join(session, "beaucoup@example.com", 11).json()["error"]["fields"]["seats"], "out-of-range");
  EXPECT_EQ(join(999999, "x@example.com").status, 409);
  auto mails = outbox(server_->database());
  const bool told = std::any_of(mails.begin(), mails.end(), [](const OutboxMail& mail) {
    return mail.recipient == "lea@example.com" && mail.text.find("rang 1") != std::string::npos;
  });
  EXPECT_TRUE(told);
  // The place with the joining mail's token; nothing without it.
  const std::regex link("/waitlist/(\\d+)\\?token=([A-Za-z0-9_-]+)");
  std::smatch match;
  for (const auto& mail : mails) {
    if (mail.recipient == "lea@example.com" && std::regex_search(mail.text, match, link)) break;
  }
  ASSERT_FALSE(match.empty());
  const std::string place = "/api/waitlist/" + std::string(match[1]);
  EXPECT_EQ(server_->get(place + "?token=" + std::string(match[2])).json()["entry"]["position"], 1);
  EXPECT_EQ(server_->get(place + "?token=wrong").status, 404);
  EXPECT_EQ(server_->get(place).status, 404);
}

TEST_P(Waitlist, AFreedSeatIsOfferedHeldAndBookedWithTheOfferOnly) {
  const auto session = insert_session(*server_, course_, 2);
  auto taken = fill_seat(session, "a@example.com");
  fill_seat(session, "b@example.com");
  ASSERT_EQ(join(session, "deux@example.com", 2).status, 201);  // first, but two seats will not fit one
  ASSERT_EQ(join(session, "lea@example.com").status, 201);
  EXPECT_EQ(process(), 0);

  // The office rejects a booking: the seat goes to the next person whose seats fit.
  auto rejected = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(taken.id),
                       {{"status", "rejected"}}, admin_);
  ASSERT_EQ(rejected.status, 200) << rejected.body;
  EXPECT_EQ(process(), 1);
  EXPECT_EQ(process(), 0);
  auto offered = offers();
  ASSERT_EQ(offered.size(), 1u);
  EXPECT_EQ(offered[0].email, "lea@example.com");
  EXPECT_EQ(seats_left(*server_, course_, session), 0);  // held for her

  // Nobody else books it; a wrong token books nothing; hers does, once.
  EXPECT_EQ(
      post_booking(*server_, booking_request(course_, session, "cash", "autre@example.com"), "", client())
          .json()["error"]["code"],
      "session-full");
  Offer forged = offered[0];
  forged.token = "faux";
  EXPECT_EQ(accept(forged, session).json()["error"]["code"], "offer-unavailable");
  auto booked = accept(offered[0], session);
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_EQ(entry(offered[0].entry_id)["status"], "booked");
  EXPECT_EQ(accept(offered[0], session).json()["error"]["code"], "offer-unavailable");
  EXPECT_EQ(seats_taken(server_->database(), session), 2);
  EXPECT_EQ(held_seats(server_->database(), session), 2);
}

TEST_P(Waitlist, ADeclinedOrLapsedOfferGoesToTheNextPerson) {
  const auto session = insert_session(*server_, course_, 1, 10 * 86400);
  auto taken = fill_seat(session, "a@example.com");
  ASSERT_EQ(join(session, "un@example.com").status, 201);
  ASSERT_EQ(join(session, "deux@example.com").status, 201);
  ASSERT_EQ(join(session, "trois@example.com").status, 201);
  ASSERT_EQ(change_booking(*server_, taken.id, "cancel", {{"reason", ""}}, taken.token).status, 200);
  EXPECT_EQ(process(), 1);
  auto first = offers().at(0);
  EXPECT_EQ(first.email, "un@example.com");
  auto declined =
      server_->send("POST", "/api/waitlist/" + std::to_string(first.entry_id) + "/leave?token=" + first.token,
                    "{}", {{"Content-Type", "application/json"}});
  ASSERT_EQ(declined.status, 200) << declined.body;
  EXPECT_EQ(declined.json()["entry"]["status"], "declined");
  EXPECT_EQ(process(), 1);
  auto second = offers().at(1);
  EXPECT_EQ(second.email, "deux@example.com");
  server_->clock().advance(24 * 3600 + 1);  // no answer within the day
  EXPECT_EQ(process(), 1);
  EXPECT_EQ(entry(second.entry_id)["status"], "expired");
  EXPECT_EQ(accept(second, session).json()["error"]["code"], "offer-unavailable");
  EXPECT_EQ(offers().at(2).email, "trois@example.com");
  EXPECT_EQ(seats_taken(server_->database(), session), 1);  // the one seat, held by the third offer
}

// Issue 39: an offer was still booked (201, a pending booking) after the office cancelled its session.
TEST_P(Waitlist, AnOfferCannotBeBookedOnceTheSessionIsCancelled) {
  const auto session = insert_session(*server_, course_, 1);
  auto taken = fill_seat(session, "a@example.com");
  ASSERT_EQ(join(session, "lea@example.com").status, 201);
  ASSERT_EQ(change_booking(*server_, taken.id, "cancel", {{"reason", ""}}, taken.token).status, 200);
  EXPECT_EQ(process(), 1);
  auto offer = offers().at(0);
  ASSERT_EQ(
      call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session) + "/cancel", nullptr, admin_)
          .status,
      200);
  auto refused = accept(offer, session);
  EXPECT_EQ(refused.status, 409) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "session-unavailable");
  soci::session sql(server_->database().pool());
  long long active = 0;
  sql << "SELECT COUNT(*) FROM bookings WHERE session_id = :s AND status IN ('pending', 'approved')",
      soci::use(session), soci::into(active);
  EXPECT_EQ(active, 0);
}

// The same, the office cancelling on one instance while the people offered a seat book on the other.
TEST_P(Waitlist, CancellingASessionWhileOffersAreBookedOnTwoInstancesLeavesNoSeatBooked) {
  SecondInstance second(*server_);
  for (int round = 0; round < 4; ++round) {
    const auto session = insert_session(*server_, course_, 4, (10 + round) * 86400);
    std::vector<Booked> seats;
    for (int i = 0; i < 4; ++i)
      seats.push_back(
          fill_seat(session, "r" + std::to_string(round) + "a" + std::to_string(i) + "@example.com"));
    for (int i = 0; i < 4; ++i)
      ASSERT_EQ(join(session, "r" + std::to_string(round) + "w" + std::to_string(i) + "@example.com").status,
                201);
    for (auto& seat : seats)
      ASSERT_EQ(change_booking(*server_, seat.id, "cancel", {{"reason", ""}}, seat.token).status, 200);
    EXPECT_EQ(process(), 4);
    std::vector<Offer> mine;
    for (const auto& offer : offers())
      if (offer.email.starts_with("r" + std::to_string(round) + "w")) mine.push_back(offer);
    ASSERT_EQ(mine.size(), 4u);
    std::atomic<int> ready{0}, failures{0};
    std::vector<std::thread> threads;
    threads.emplace_back([&] {
      ++ready;
      while (ready < 5) std::this_thread::yield();
      auto cancelled =
          http_request(server_->port(), "POST", "/api/admin/sessions/" + std::to_string(session) + "/cancel",
                       "", {{"Content-Type", "application/json"}, {"Cookie", admin_}});
      if (cancelled.status != 200) ++failures;
    });
    for (const auto& offer : mine) {
      threads.emplace_back([&, offer] {
        ++ready;
        while (ready < 5) std::this_thread::yield();
        auto answer = accept(offer, session, second.port());
        const bool refused = answer.status == 409 && answer.json()["error"]["code"] == "session-unavailable";
        if (answer.status != 201 && !refused) ++failures;
      });
    }
    for (auto& thread : threads) thread.join();
    EXPECT_EQ(failures, 0) << "round " << round;
    soci::session sql(server_->database().pool());
    long long active = 0;
    sql << "SELECT COUNT(*) FROM bookings WHERE session_id = :s AND status IN ('pending', 'approved')",
        soci::use(session), soci::into(active);
    EXPECT_EQ(active, 0) << "round " << round;
  }
}

// Issue 39: one free seat and a single waiting person who wants two blocked the session for everyone.
// Decision 052: the free seat stays bookable until enough free up for them; their place is kept.
TEST_P(Waitlist, APersonWantingMoreSeatsThanAreFreeBlocksNoOne) {
  const auto session = insert_session(*server_, course_, 2);
  auto taken = fill_seat(session, "a@example.com");
  fill_seat(session, "b@example.com");
  ASSERT_EQ(join(session, "deux@example.com", 2).status, 201);
  ASSERT_EQ(change_booking(*server_, taken.id, "cancel", {{"reason", ""}}, taken.token).status, 200);
  EXPECT_EQ(process(), 0);  // two seats do not fit in one
  // One seat is free: joining the line for it is pointless; booking it works.
  EXPECT_EQ(join(session, "un@example.com").json()["error"]["code"], "session-not-full");
  auto booked =
      post_booking(*server_, booking_request(course_, session, "cash", "c@example.com"), "", client());
  EXPECT_EQ(booked.status, 201) << booked.body;
  EXPECT_EQ(seats_left(*server_, course_, session), 0);
  EXPECT_EQ(entry_status_of("deux@example.com"), "waiting");
}

TEST_P(Waitlist, TheOfficeSeesTheLineAndOffersSkipsOrRemoves) {
  const auto session = insert_session(*server_, course_, 2);
  fill_seat(session, "a@example.com");
  fill_seat(session, "b@example.com");
  for (const auto* email : {"un@example.com", "deux@example.com", "trois@example.com"})
    ASSERT_EQ(join(session, email).status, 201);
  const std::string list = "/api/admin/sessions/" + std::to_string(session) + "/waitlist";
  EXPECT_EQ(call(*server_, "GET", list, nullptr, sign_up(*server_, "curieux@example.com")).status, 403);
  auto line = call(*server_, "GET", list + "?limit=2", nullptr, admin_).json();
  ASSERT_EQ(line["entries"].size(), 2u);
  ASSERT_FALSE(line["nextCursor"].is_null());
  auto rest = call(*server_, "GET", list + "?limit=2&cursor=" + line["nextCursor"].get<std::string>(),
                   nullptr, admin_)
                  .json();
  ASSERT_EQ(rest["entries"].size(), 1u);
  const auto one = line["entries"][0]["id"].get<long long>(),
             three = rest["entries"][0]["id"].get<long long>();
  const auto two = line["entries"][1]["id"].get<long long>();

  // No free seat: offering by hand is refused; the office skips the first, removes the second.
  EXPECT_EQ(call(*server_, "POST", "/api/admin/waitlist/" + std::to_string(three) + "/offer", nullptr, admin_)
                .status,
            409);
  auto skipped =
      call(*server_, "POST", "/api/admin/waitlist/" + std::to_string(one) + "/skip", nullptr, admin_);
  ASSERT_EQ(skipped.status, 200) << skipped.body;
  EXPECT_EQ(skipped.json()["entry"]["position"], 3);
  auto removed = call(*server_, "DELETE", "/api/admin/waitlist/" + std::to_string(two), nullptr, admin_);
  EXPECT_EQ(removed.json()["entry"]["status"], "removed");
  // A seat added to the session goes to the line, out of turn when the office says so.
  {
    soci::session sql(server_->database().pool());
    sql << "UPDATE course_sessions SET capacity = 3 WHERE id = :id", soci::use(session);
  }
  auto offered =
      call(*server_, "POST", "/api/admin/waitlist/" + std::to_string(one) + "/offer", nullptr, admin_);
  ASSERT_EQ(offered.status, 200) << offered.body;
  EXPECT_EQ(offered.json()["entry"]["status"], "offered");
  EXPECT_EQ(process(), 0);  // no seat left for "trois"
}

TEST_P(Waitlist, TwoHundredWaitingFiftySeatsFreedAcceptedAndLapsedAtOnceOnTwoInstances) {
  constexpr int capacity = 50, waiting = 200;
  SecondInstance second(*server_);
  const auto session = insert_session(*server_, course_, capacity, 10 * 86400);
  std::vector<Booked> seats;
  for (int i = 0; i < capacity; ++i)
    seats.push_back(fill_seat(session, "assis" + std::to_string(i) + "@example.com"));
  for (int i = 0; i < waiting; ++i) {
    ASSERT_EQ(join(session, "attente" + std::to_string(i) + "@example.com", 1,
                   i % 2 ? second.port() : server_->port())
                  .status,
              201);
  }
  secours::db::Database other(server_->config().database_url, 4);
  std::atomic<bool> freeing{true}, running{true};
  std::atomic<int> accepted{0}, refused{0}, declined{0}, unanswered{0}, failures{0};
  std::mutex handled_lock;
  std::set<long long> handled;

  // The two instances' jobs, offering as seats free and lapsed offers end.
  std::vector<std::thread> threads;
  for (int i = 0; i < 2; ++i) {
    threads.emplace_back([&, i] {
      while (running) {
        process(i ? other : server_->database());
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    });
  }
  // Cancellations in bursts of five, half on each instance.
  threads.emplace_back([&] {
    for (int i = 0; i < capacity; ++i) {
      const auto port = i % 2 ? second.port() : server_->port();
      auto answer = http_request(
          port, "POST", "/api/bookings/" + std::to_string(seats[i].id) + "/cancel?token=" + seats[i].token,
          json{{"reason", ""}}.dump(), {{"Content-Type", "application/json"}});
      if (answer.status != 200) ++failures;
      if (i % 5 == 4) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    freeing = false;
  });
  // The people offered a seat: most book it, some decline, some never answer.
  for (int a = 0; a < 3; ++a) {
    threads.emplace_back([&, a] {
      int turn = 0;
      while (running) {
        for (const auto& offer : offers()) {
          {
            std::lock_guard<std::mutex> guard(handled_lock);
            if (!handled.insert(offer.entry_id).second) continue;
          }
          ++turn;
          if (offer.entry_id % 9 == 0) {
            ++unanswered;
          } else if (offer.entry_id % 7 == 0) {
            auto answer = http_request(
                a % 2 ? second.port() : server_->port(), "POST",
                "/api/waitlist/" + std::to_string(offer.entry_id) + "/leave?token=" + offer.token, "{}",
                {{"Content-Type", "application/json"}});
            if (answer.status == 200) {
              ++declined;
            } else if (answer.status == 409 && answer.json()["error"]["code"] == "invalid-transition") {
              ++refused;  // declined after it lapsed (the clock jumps a day meanwhile): nothing to leave
            } else {
              ++failures;
              ADD_FAILURE() << "leave: " << answer.status << " " << answer.body;
            }
          } else {
            auto answer = accept(offer, session, turn % 2 ? second.port() : server_->port());
            if (answer.status == 201)
              ++accepted;
            else if (answer.status == 409 && answer.json()["error"]["code"] == "offer-unavailable")
              ++refused;
            else {
              ++failures;
              ADD_FAILURE() << "accept: " << answer.status << " " << answer.body;
            }
          }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
    });
  }
  // Until every seat is booked again, the unanswered offers lapsing a day later.
  for (int round = 0; round < 600 && (freeing || held_seats(server_->database(), session) < capacity);
       ++round) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (!freeing && round % 40 == 39) server_->clock().advance(24 * 3600 + 1);
  }
  running = false;
  for (auto& thread : threads) thread.join();

  EXPECT_EQ(failures, 0);
  // An offer answered after it lapsed (the clock jumps a day meanwhile) is refused, never booked.
  EXPECT_EQ(refused + accepted + declined + unanswered, static_cast<int>(handled.size()));
  EXPECT_EQ(held_seats(server_->database(), session), capacity);  // every seat booked once
  EXPECT_EQ(seats_taken(server_->database(), session), capacity);
  EXPECT_EQ(seats_held_by_offers(session), 0);  // no offer left holding a seat someone else has
  soci::session sql(server_->database().pool());
  long long booked_entries = 0, waitlist_bookings = 0;
  sql << "SELECT COUNT(*) FROM waitlist_entries WHERE session_id = :s AND status = 'booked'",
      soci::use(session), soci::into(booked_entries);
  EXPECT_EQ(booked_entries, accepted.load());  // every accepted offer booked
  sql << "SELECT COUNT(*) FROM bookings WHERE session_id = :s AND status = 'pending' AND email LIKE "
         "'attente%'",
      soci::use(session), soci::into(waitlist_bookings);
  EXPECT_EQ(waitlist_bookings, capacity);
  EXPECT_EQ(accepted, capacity);
  EXPECT_GT(declined + unanswered, 0);
}

SECOURS_ON_BOTH_ENGINES(Waitlist);
