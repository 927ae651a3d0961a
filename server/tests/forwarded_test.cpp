#include <gtest/gtest.h>

#include "http/forwarded.h"
#include "support/api_helpers.h"
#include "support/engines.h"

using secours::http::client_address;
using secours::http::Request;
using secours::testing::TestServer;

namespace {
Request from(const std::string& peer, const std::string& forwarded) {
  Request request;
  request.remote_address = peer;
  if (!forwarded.empty()) request.headers["x-forwarded-for"] = forwarded;
  return request;
}
}  // namespace

TEST(ForwardedAddress, IgnoresTheHeaderWithoutATrustedProxy) {
  EXPECT_EQ(client_address(from("10.0.0.1", "203.0.113.9"), 0), "10.0.0.1");
}

TEST(ForwardedAddress, TakesTheEntryTheTrustedProxyAppended) {
  EXPECT_EQ(client_address(from("127.0.0.1", "203.0.113.9"), 1), "203.0.113.9");
  // The client wrote the left part; nginx appended the address it saw.
  EXPECT_EQ(client_address(from("127.0.0.1", "1.2.3.4, 203.0.113.9"), 1), "203.0.113.9");
  EXPECT_EQ(client_address(from("127.0.0.1", "1.2.3.4,5.6.7.8 ,  203.0.113.9 "), 1), "203.0.113.9");
}

TEST(ForwardedAddress, CountsTrustedProxiesFromTheRight) {
  // client → CDN → nginx: the CDN appended the client, nginx appended the CDN.
  EXPECT_EQ(client_address(from("127.0.0.1", "6.6.6.6, 203.0.113.9, 198.51.100.1"), 2), "203.0.113.9");
  // Fewer entries than proxies: the left-most, written by a trusted proxy.
  EXPECT_EQ(client_address(from("127.0.0.1", "203.0.113.9"), 2), "203.0.113.9");
}

TEST(ForwardedAddress, FallsBackToThePeerWithoutAUsableEntry) {
  EXPECT_EQ(client_address(from("127.0.0.1", ""), 1), "127.0.0.1");
  EXPECT_EQ(client_address(from("127.0.0.1", "1.2.3.4, "), 1), "127.0.0.1");
}

class ForwardedApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(),
                                           [](secours::core::Config& config) { config.trust_proxy = true; });
  }
  secours::testing::HttpResult signup(int i, const std::string& forwarded) {
    nlohmann::json body{{"firstName", "Marie"},
                        {"lastName", "Tremblay"},
                        {"email", "user" + std::to_string(i) + "@example.com"},
                        {"password", "secret123"}};
    return server_->send("POST", "/api/auth/signup", body.dump(),
                         {{"Content-Type", "application/json"}, {"X-Forwarded-For", forwarded}});
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(ForwardedApi, AForgedLeftEntryDoesNotEscapeTheSignUpLimit) {
  int limited = 0;
  for (int i = 0; i < 12; ++i) {
    auto result = signup(i, "192.0.2." + std::to_string(i) + ", 203.0.113.9");
    if (result.status == 429) ++limited;
  }
  EXPECT_GE(limited, 1);  // ten sign-ups an hour per address
}

TEST_P(ForwardedApi, ASingleEntryStillNamesTheClient) {
  for (int i = 0; i < 12; ++i) {
    EXPECT_NE(signup(i, "192.0.2." + std::to_string(i)).status, 429) << i;
  }
}

SECOURS_ON_BOTH_ENGINES(ForwardedApi);
