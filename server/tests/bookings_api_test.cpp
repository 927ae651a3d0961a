#include <gtest/gtest.h>

#include <regex>

#include "common/quebec_time.h"
#include "common/time_format.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class BookingsApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
  }
  std::string today() { return secours::quebec_date(server_->clock().now()); }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(BookingsApi, BooksASeatWithInteracAtAnAmountComputedByTheServer) {
  auto body = booking_request(course_, session_, "interac");
  body["totalCents"] = 1;  // ignored: the client never sets an amount
  body["specialRequests"] = "Allergie aux arachides";
  auto result = post_booking(*server_, body);
  ASSERT_EQ(result.status, 201) << result.body;
  auto booking = result.json()["booking"];
  EXPECT_TRUE(std::regex_match(booking["reference"].get<std::string>(), std::regex("SEC-[2-9A-HJ-NP-Z]{6}")));
  EXPECT_EQ(booking["status"], "pending");
  EXPECT_EQ(booking["paymentStatus"], "awaiting-payment");
  EXPECT_EQ(booking["paymentMethod"], "interac");
  EXPECT_EQ(booking["course"], (json{{"id", course_}, {"title", "Secourisme rcr"}}));
  EXPECT_EQ(booking["session"]["id"], session_);
  EXPECT_TRUE(std::regex_match(booking["session"]["startsAt"].get<std::string>(),
                               std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00)")));
  EXPECT_TRUE(booking["preferredDate"].is_null());
  EXPECT_EQ(booking["amounts"], (json{{"subtotalCents", 10000},
                                      {"gstCents", 500},
                                      {"qstCents", 998},
                                      {"totalCents", 11498},
                                      {"currency", "CAD"}}));
  auto interac = std::stoll(booking["interacReference"].get<std::string>());
  EXPECT_GE(interac, 1000000);
  EXPECT_LE(interac, 9999999);
  EXPECT_EQ(booking["interacEmail"], server_->config().company_email);
  EXPECT_EQ(booking["specialRequests"], "Allergie aux arachides");
  EXPECT_FALSE(result.json()["accessToken"].get<std::string>().empty());
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);

  auto english = post_booking(*server_, booking_request(course_, session_, "cash", "ann@example.com", "en"));
  ASSERT_EQ(english.status, 201) << english.body;
  EXPECT_EQ(english.json()["booking"]["course"]["title"], "First aid rcr");
  EXPECT_TRUE(english.json()["booking"]["interacReference"].is_null());
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);
}

TEST_P(BookingsApi, NamesEveryInvalidField) {
  auto empty = post_booking(*server_, json::object());
  ASSERT_EQ(empty.status, 400);
  EXPECT_EQ(empty.json()["error"]["code"], "validation");
  EXPECT_EQ(empty.json()["error"]["fields"], (json{{"firstName", "required"},
                                                   {"lastName", "required"},
                                                   {"email", "required"},
                                                   {"courseId", "required"},
                                                   {"paymentMethod", "required"}}));
  struct Case {
    const char* field;
    json value;
    const char* reason;
  };
  const Case cases[] = {
      {"firstName", "   ", "required"},
      {"lastName", std::string(101, 'a'), "too-long"},
      {"phone", "819-555-ABCD", "invalid-phone"},
      {"courseId", "1", "invalid-type"},
      {"courseId", 0, "out-of-range"},
      {"sessionId", -4, "out-of-range"},
      {"preferredDate", "2026-13-01", "invalid-date"},
      {"preferredDate", "2020-01-01", "in-the-past"},
      {"specialRequests", std::string(2001, 'x'), "too-long"},
      {"paymentMethod", "bitcoin", "invalid-choice"},
      {"language", "de", "invalid-language"},
  };
  for (const auto& c : cases) {
    auto body = booking_request(course_, 0);
    body[c.field] = c.value;
    body["lastName"] = c.field == std::string("lastName") ? c.value : json(nullptr);  // a second error
    auto result = post_booking(*server_, body);
    ASSERT_EQ(result.status, 400) << c.field;
    EXPECT_EQ(result.json()["error"]["code"], "validation") << c.field;
    EXPECT_EQ(result.json()["error"]["fields"][c.field], c.reason) << c.field << ": " << result.body;
  }
  auto both = booking_request(course_, session_);
  both["preferredDate"] = today();
  EXPECT_EQ(post_booking(*server_, both).json()["error"]["fields"]["preferredDate"], "not-allowed");
  auto email = booking_request(course_, session_);
  email["email"] = "julie.example.com";
  auto bad_email = post_booking(*server_, email);
  EXPECT_EQ(bad_email.status, 400);
  EXPECT_EQ(bad_email.json()["error"]["fields"]["email"], "invalid-email");
  auto not_json = server_->send("POST", "/api/bookings", "{", {{"Content-Type", "application/json"}});
  EXPECT_EQ(not_json.json()["error"]["code"], "invalid-json");
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

TEST_P(BookingsApi, RefusesASeatInAFullSession) {
  auto small = insert_session(*server_, course_, 1);
  ASSERT_EQ(post_booking(*server_, booking_request(course_, small)).status, 201);
  auto full = post_booking(*server_, booking_request(course_, small, "cash", "paul@example.com"));
  EXPECT_EQ(full.status, 409);
  EXPECT_EQ(full.json()["error"]["code"], "session-full");
  EXPECT_EQ(seats_taken(server_->database(), small), 1);
}

TEST_P(BookingsApi, RefusesCoursesAndSessionsThatCannotBeBooked) {
  auto hidden = insert_course(*server_, "cache", 5000, false);
  auto archived = insert_course(*server_, "archive", 5000, true, true);
  auto other = insert_course(*server_, "autre", 5000);
  auto past = insert_session(*server_, course_, 10, -3600);
  auto expect = [&](const json& body, int status, const char* code) {
    auto result = post_booking(*server_, body);
    EXPECT_EQ(result.status, status) << body.dump();
    EXPECT_EQ(result.json()["error"]["code"], code) << body.dump();
  };
  expect(booking_request(999999, session_), 404, "course-unavailable");
  expect(booking_request(hidden, 0), 404, "course-unavailable");
  expect(booking_request(archived, 0), 404, "course-unavailable");
  expect(booking_request(other, session_), 409, "course-unavailable");
  expect(booking_request(course_, 999999), 409, "course-unavailable");
  expect(booking_request(course_, past), 409, "session-unavailable");
  auto admin = sign_in_admin(*server_);
  ASSERT_EQ(call(*server_, "POST", "/api/admin/sessions/" + std::to_string(session_) + "/cancel",
                 json::object(), admin)
                .status,
            200);
  expect(booking_request(course_, session_), 409, "session-unavailable");
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

TEST_P(BookingsApi, BooksOnRequestWhenNoSessionHasAFreeSeat) {
  auto on_request = insert_course(*server_, "sur-demande", 15000);
  auto body = booking_request(on_request, 0, "cash");
  body["preferredDate"] = today();
  auto booked = post_booking(*server_, body);
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_TRUE(booked.json()["booking"]["session"].is_null());
  EXPECT_EQ(booked.json()["booking"]["preferredDate"], today());
  EXPECT_EQ(booked.json()["booking"]["amounts"]["totalCents"], 17246);

  auto with_sessions = booking_request(course_, 0);
  with_sessions["preferredDate"] = today();
  EXPECT_EQ(post_booking(*server_, with_sessions).json()["error"]["fields"],
            (json{{"sessionId", "required"}}));
}

TEST_P(BookingsApi, BooksOnRequestWithoutAPreferredDateTheOfficeThenProposesOne) {
  auto on_request = insert_course(*server_, "sur-demande", 15000);
  auto booked = post_booking(*server_, booking_request(on_request, 0, "interac"));
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_TRUE(booked.json()["booking"]["session"].is_null());
  EXPECT_TRUE(booked.json()["booking"]["preferredDate"].is_null());

  // A course with a free seat in a session is still booked by session, with or without a date.
  EXPECT_EQ(post_booking(*server_, booking_request(course_, 0)).json()["error"]["fields"],
            (json{{"sessionId", "required"}}));
}

TEST_P(BookingsApi, OnlyItsOwnerAnAdminOrItsTokenHolderReadsABooking) {
  auto guest = post_booking(*server_, booking_request(course_, session_));
  auto id = std::to_string(guest.json()["booking"]["id"].get<long long>());
  auto token = guest.json()["accessToken"].get<std::string>();
  auto other = post_booking(*server_, booking_request(course_, session_, "cash", "other@example.com"));
  auto other_token = other.json()["accessToken"].get<std::string>();

  auto with_token = server_->get("/api/bookings/" + id + "?token=" + token);
  ASSERT_EQ(with_token.status, 200);
  EXPECT_EQ(with_token.json()["booking"], guest.json()["booking"]);
  EXPECT_EQ(server_->get("/api/bookings/" + id).status, 404);
  EXPECT_EQ(server_->get("/api/bookings/" + id + "?token=" + other_token).status, 404);
  EXPECT_EQ(server_->get("/api/bookings/" + id + "?token=" + token + "x").status, 404);
  EXPECT_EQ(server_->get("/api/bookings/abc").status, 404);

  auto student = sign_up(*server_, "student@example.com");
  EXPECT_EQ(call(*server_, "GET", "/api/bookings/" + id, nullptr, student).status, 404);
  auto admin = sign_in_admin(*server_);
  EXPECT_EQ(call(*server_, "GET", "/api/bookings/" + id, nullptr, admin).status, 200);

  auto own =
      post_booking(*server_, booking_request(course_, session_, "cash", "student@example.com"), student);
  ASSERT_EQ(own.status, 201);
  auto own_id = own.json()["booking"]["id"].get<long long>();
  EXPECT_EQ(call(*server_, "GET", "/api/bookings/" + std::to_string(own_id), nullptr, student).status, 200);
  auto mine = call(*server_, "GET", "/api/me/bookings", nullptr, student);
  ASSERT_EQ(mine.status, 200);
  ASSERT_EQ(mine.json()["bookings"].size(), 1u);
  EXPECT_EQ(mine.json()["bookings"][0]["id"], own_id);
  EXPECT_EQ(call(*server_, "GET", "/api/me/bookings").status, 401);
}

TEST_P(BookingsApi, MyBookingsShowCourseTitlesInThePagesLanguage) {
  auto student = sign_up(*server_, "student@example.com");
  ASSERT_EQ(
      post_booking(*server_, booking_request(course_, session_, "cash", "student@example.com", "en"), student)
          .status,
      201);
  auto title = [&](const std::string& query) {
    auto mine = call(*server_, "GET", "/api/me/bookings" + query, nullptr, student).json()["bookings"];
    return mine.at(0)["course"]["title"].get<std::string>();
  };
  EXPECT_EQ(title("?lang=fr"), "Secourisme rcr");
  EXPECT_EQ(title("?lang=en"), "First aid rcr");
  EXPECT_EQ(title(""), "Secourisme rcr");  // no page language: the account's (French here)
  EXPECT_EQ(title("?lang=xx"), "Secourisme rcr");
}

TEST_P(BookingsApi, LimitsBookingsPerClientAddress) {
  for (int i = 0; i < 30; ++i) {
    auto result =
        post_booking(*server_, booking_request(course_, 0, "cash", "team@example.com"), "", "203.0.113.9");
    ASSERT_EQ(result.status, 400) << i;  // refused (a session must be chosen), yet counted
  }
  auto limited = post_booking(*server_, booking_request(course_, session_), "", "203.0.113.9");
  EXPECT_EQ(limited.status, 429);
  EXPECT_FALSE(limited.header("retry-after").empty());
  EXPECT_EQ(post_booking(*server_, booking_request(course_, session_), "", "203.0.113.10").status, 201);
}

SECOURS_ON_BOTH_ENGINES(BookingsApi);
