// Two instances sharing one database (decision 026): what one of them changes shows on the other's
// public reads, kept in memory, within a second.
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <thread>

#include "support/http_client.h"
#include "support/public_reads_fixture.h"
#include "support/second_instance.h"

using namespace secours::testing;
using Json = nlohmann::json;
using std::chrono::milliseconds;
using std::chrono::steady_clock;

namespace {

// How long until `seen` holds, asking every 20 ms for at most three seconds.
milliseconds time_until(const std::function<bool()>& seen) {
  const auto start = steady_clock::now();
  while (!seen() && steady_clock::now() - start < std::chrono::seconds(3)) {
    std::this_thread::sleep_for(milliseconds(20));
  }
  return std::chrono::duration_cast<milliseconds>(steady_clock::now() - start);
}

Json read_on(std::uint16_t port, const std::string& target) {
  auto result = http_request(port, "GET", target);
  EXPECT_EQ(result.status, 200) << target << ": " << result.body;
  return result.status == 200 ? result.json() : Json();
}

}  // namespace

class PublicReadsInstances : public PublicReadsTest {};

TEST_P(PublicReadsInstances, ShowsAnAdminsChangeOnTheOtherInstanceWithinASecond) {
  SecondInstance other(*server_);
  const auto target = "/api/courses/" + slug_ + "?lang=fr";
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(read_on(other.port(), target)["course"]["title"], "Secourisme général");
  auto renamed = course_body("RCR niveau C");
  renamed["slug"] = slug_;
  ASSERT_EQ(call(*server_, "PUT", "/api/courses/" + std::to_string(course_), renamed, admin_).status, 200);
  const auto waited =
      time_until([&] { return read_on(other.port(), target)["course"]["title"] == "RCR niveau C"; });
  EXPECT_LT(waited, milliseconds(1000));
  EXPECT_EQ(read_on(other.port(), "/api/courses?lang=fr")["courses"][0]["title"], "RCR niveau C");
}

TEST_P(PublicReadsInstances, ShowsASeatTakenOnTheOtherInstanceWithinASecond) {
  SecondInstance other(*server_);
  const long long session = insert_session(*server_, course_, 5);
  const auto sessions = "/api/courses/" + std::to_string(course_) + "/sessions";
  const auto seats_on_first = [&] { return read(sessions)["sessions"][0]["seatsLeft"].get<int>(); };
  for (int i = 0; i < 3; ++i) EXPECT_EQ(seats_on_first(), 5);
  auto booked = http_request(other.port(), "POST", "/api/bookings",
                             booking_request(course_, session, "interac", "autre@example.com").dump(),
                             {{"Content-Type", "application/json"}});
  ASSERT_EQ(booked.status, 201) << booked.body;
  EXPECT_EQ(read_on(other.port(), sessions)["sessions"][0]["seatsLeft"], 4);  // the writer's own: at once
  const auto waited = time_until([&] { return seats_on_first() == 4; });
  EXPECT_LT(waited, milliseconds(1000));
}

SECOURS_ON_BOTH_ENGINES(PublicReadsInstances);
