#include <gtest/gtest.h>

#include "http/json.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/stripe_fake.h"

using secours::http::max_json_depth;
using secours::http::parse_json;
using secours::testing::TestServer;

namespace {
std::string nested(int depth, const std::string& inner = "1") {
  return std::string(depth, '[') + inner + std::string(depth, ']');
}
}  // namespace

TEST(JsonDepth, AcceptsNestingUpToTheLimit) {
  EXPECT_FALSE(parse_json(nested(max_json_depth)).is_discarded());
  EXPECT_TRUE(parse_json(nested(max_json_depth + 1)).is_discarded());
  EXPECT_TRUE(parse_json("{\"a\":" + nested(100000) + "}").is_discarded());
}

TEST(JsonDepth, IgnoresBracketsInsideStrings) {
  auto text = R"({"a":")" + std::string(1000, '[') + R"(\"{{{{"})";
  auto parsed = parse_json(text);
  ASSERT_FALSE(parsed.is_discarded());
  EXPECT_EQ(parsed["a"].get<std::string>().size(), 1000u + 5u);
}

TEST(JsonDepth, StillRejectsTextThatIsNotJson) {
  EXPECT_TRUE(parse_json("{\"a\":").is_discarded());
  EXPECT_TRUE(parse_json("]]]]").is_discarded());
}

class DeepJsonApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
      secours::testing::use_stripe(config, "http://127.0.0.1:9");  // the webhook never calls Stripe
    });
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(DeepJsonApi, ABodyNestedAHundredThousandLevelsDeepIsInvalidJson) {
  for (const std::string& body : {"{\"email\":" + nested(100000) + ",\"password\":\"secret123\"}",
                                  nested(100000), std::string(100000, '{')}) {
    auto result = server_->send("POST", "/api/auth/login", body, {{"Content-Type", "application/json"}});
    EXPECT_EQ(result.status, 400);
    EXPECT_EQ(result.json()["error"]["code"], "invalid-json");
  }
  EXPECT_EQ(server_->get("/api/health").status, 200);
}

TEST_P(DeepJsonApi, TheStripeWebhookParsesThroughTheDepthLimit) {
  const std::string payload =
      R"({"id":"evt_deep","type":"payment_intent.succeeded","data":{"object":)" + nested(100000) + "}}";
  auto signature = secours::testing::stripe_signature_header(
      payload, secours::testing::stripe_test_webhook_secret, server_->clock().now());
  auto result = server_->send("POST", "/api/webhooks/stripe", payload,
                              {{"Content-Type", "application/json"}, {"Stripe-Signature", signature}});
  EXPECT_EQ(result.status, 400);
  EXPECT_EQ(server_->get("/api/health").status, 200);
}

SECOURS_ON_BOTH_ENGINES(DeepJsonApi);
