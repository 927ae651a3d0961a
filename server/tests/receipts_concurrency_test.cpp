#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <set>
#include <thread>

#include "common/quebec_time.h"
#include "db/row.h"
#include "documents/document_service.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/second_instance.h"
#include "support/stripe_fake.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

constexpr int payments = 200;

// Card bookings can be made (the keys are set) but nothing calls Stripe: the test gives each card
// booking its PaymentIntent id itself, as the webhook only needs it to match.
void cards_and_proxy(secours::core::Config& config) {
  use_stripe(config, "http://127.0.0.1:9");
  config.trust_proxy = true;
}

std::string succeeded_event(long long booking_id, long long amount) {
  return json{{"id", "evt_" + std::to_string(booking_id)},
              {"type", "payment_intent.succeeded"},
              {"data",
               {{"object",
                 {{"id", "pi_" + std::to_string(booking_id)},
                  {"object", "payment_intent"},
                  {"amount", amount},
                  {"amount_received", amount},
                  {"currency", "cad"},
                  {"metadata", {{"booking_id", std::to_string(booking_id)}}}}}}}}
      .dump();
}

}  // namespace

class ReceiptsConcurrency : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { SECOURS_SKIP_UNLESS_AVAILABLE(GetParam()); }
};

TEST_P(ReceiptsConcurrency, TwoServersNumberTwoHundredSimultaneousPaymentsWithoutGapsOrRepeats) {
  TestServer server(GetParam(), cards_and_proxy);
  SecondInstance second(server);
  auto admin = sign_in_admin(server);
  auto course = insert_course(server, "rcr", 10000);
  auto session = insert_session(server, course, payments);
  // Half by card (Stripe's webhook), half by Interac or cash (an admin's PATCH).
  std::vector<long long> ids;
  for (int i = 0; i < payments; ++i) {
    const std::string method = i % 2 == 0 ? "card" : i % 4 == 1 ? "interac" : "cash";
    auto result = post_booking(
        server, booking_request(course, session, method, "c" + std::to_string(i) + "@example.com"), "",
        "198.51.100." + std::to_string(i));
    ASSERT_EQ(result.status, 201) << result.body;
    ids.push_back(result.json()["booking"]["id"].get<long long>());
  }
  {
    soci::session sql(server.database().pool());
    sql << "UPDATE bookings SET payment_intent_id = 'pi_' || CAST(id AS TEXT) WHERE payment_method = 'card'";
  }

  std::atomic<bool> go{false};
  std::atomic<int> accepted{0};
  std::vector<std::thread> threads;
  const std::uint16_t ports[] = {server.port(), second.port()};
  for (int i = 0; i < payments; ++i) {
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      const std::uint16_t port = ports[(i / 2) % 2];  // each kind of payment on both servers
      HttpResult result;
      if (i % 2 == 0) {
        auto payload = succeeded_event(ids[i], 11498);
        result = http_request(
            port, "POST", "/api/webhooks/stripe", payload,
            {{"Content-Type", "application/json"},
             {"Stripe-Signature",
              stripe_signature_header(payload, stripe_test_webhook_secret, server.clock().now())}});
      } else {
        result = http_request(port, "PATCH", "/api/admin/bookings/" + std::to_string(ids[i]),
                              R"({"paymentReceived":true})",
                              {{"Content-Type", "application/json"}, {"Cookie", admin}});
      }
      if (result.status == 200) ++accepted;
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(accepted, payments);

  // Every payment has exactly one receipt, and the receipts are numbered 1 to 200 of this year.
  std::set<std::string> numbers;
  std::set<long long> paid_bookings;
  soci::session sql(server.database().pool());
  soci::rowset<soci::row> rows = sql.prepare
                                 << "SELECT number, booking_id FROM booking_documents WHERE kind = 'receipt'";
  for (const auto& row : rows) {
    numbers.insert(secours::db::get_text(row, 0));
    paid_bookings.insert(secours::db::get_integer(row, 1));
  }
  std::set<std::string> expected;
  const int year = secours::montreal_time(server.clock().now()).year;
  for (int n = 1; n <= payments; ++n)
    expected.insert(secours::documents::document_number("receipt", year, n));
  EXPECT_EQ(numbers, expected);
  EXPECT_EQ(paid_bookings, std::set<long long>(ids.begin(), ids.end()));
  long long receipts = 0;
  sql << "SELECT COUNT(*) FROM booking_documents", soci::into(receipts);
  EXPECT_EQ(receipts, payments);
}

SECOURS_ON_BOTH_ENGINES(ReceiptsConcurrency);
