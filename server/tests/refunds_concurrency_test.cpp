// Two admins refunding one booking at the same moment, on two instances sharing the database.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <set>
#include <thread>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"
#include "support/stripe_events.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr int bookings = 12;

}  // namespace

class RefundsConcurrency : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { SECOURS_SKIP_UNLESS_AVAILABLE(GetParam()); }
  StripeFake stripe_;
};

TEST_P(RefundsConcurrency, TwoSimultaneousFullRefundsOfOneBookingRefundItOnceAndCallStripeOnce) {
  TestServer server(GetParam(), [this](secours::core::Config& config) {
    use_stripe(config, stripe_.base_url());
    config.trust_proxy = true;  // many bookings from one test: each from its own address
  });
  SecondInstance second(server);
  auto admin = sign_in_admin(server);
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, bookings);
  std::vector<long long> ids;
  for (int i = 0; i < bookings; ++i) {
    // Half by card (Stripe), half by Interac (by hand), each refunded twice at once, once per instance.
    const std::string email = "c" + std::to_string(i) + "@example.com";
    if (i % 2 == 0) {
      ids.push_back(paid_card_booking(server, course, session, email)["booking"]["id"]);
      continue;
    }
    auto created = post_booking(server, booking_request(course, session, "interac", email), "",
                                "198.51.100." + std::to_string(i));
    ASSERT_EQ(created.status, 201) << created.body;
    ids.push_back(created.json()["booking"]["id"]);
    ASSERT_EQ(call(server, "PATCH", "/api/admin/bookings/" + std::to_string(ids.back()),
                   {{"paymentReceived", true}}, admin)
                  .status,
              200);
  }

  std::atomic<bool> go{false};
  std::vector<std::vector<int>> statuses(bookings, std::vector<int>(2, 0));
  std::vector<std::string> codes(bookings);
  std::vector<std::thread> threads;
  const std::uint16_t ports[] = {server.port(), second.port()};
  for (int i = 0; i < bookings; ++i) {
    for (int instance = 0; instance < 2; ++instance) {
      threads.emplace_back([&, i, instance] {
        while (!go) std::this_thread::yield();
        auto result = http_request(
            ports[instance], "POST", "/api/admin/bookings/" + std::to_string(ids[i]) + "/refunds",
            R"({"note":"Remboursement complet"})", {{"Content-Type", "application/json"}, {"Cookie", admin}});
        statuses[i][instance] = result.status;
        if (result.status == 409) codes[i] = result.json()["error"]["code"];
      });
    }
  }
  go = true;
  for (auto& thread : threads) thread.join();

  for (int i = 0; i < bookings; ++i) {
    std::multiset<int> answers(statuses[i].begin(), statuses[i].end());
    EXPECT_EQ(answers, (std::multiset<int>{201, 409})) << "booking " << ids[i];
    EXPECT_EQ(codes[i], "refund-exceeds-payment") << "booking " << ids[i];
  }
  EXPECT_EQ(stripe_.calls_to("/v1/refunds").size(), static_cast<std::size_t>(bookings / 2));

  soci::session sql(server.database().pool());
  long long refunds = 0, credit_notes = 0, refunded = 0, credited = 0;
  sql << "SELECT COUNT(*), COALESCE(SUM(amount_cents), 0) FROM booking_refunds", soci::into(refunds),
      soci::into(refunded);
  sql << "SELECT COUNT(*), COALESCE(SUM(total_cents), 0) FROM booking_documents WHERE kind = 'credit-note'",
      soci::into(credit_notes), soci::into(credited);
  EXPECT_EQ(refunds, bookings);
  EXPECT_EQ(refunded, bookings * 11498LL);
  EXPECT_EQ(credit_notes, bookings);
  EXPECT_EQ(credited, -bookings * 11498LL);
}

SECOURS_ON_BOTH_ENGINES(RefundsConcurrency);
