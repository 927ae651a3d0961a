#include <gtest/gtest.h>

#include "payments/stripe_signature.h"

using secours::payments::verify_stripe_signature;

namespace {
// Computed independently: python3 -c "import hmac,hashlib; print(hmac.new(b'whsec_test',
// b'1700000000.{\"id\":\"evt_1\"}', hashlib.sha256).hexdigest())"
constexpr const char* known = "c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925";
constexpr const char* payload = R"({"id":"evt_1"})";
constexpr long long t = 1700000000;
}  // namespace

TEST(StripeSignature, AcceptsAKnownSignatureAmongOthers) {
  std::string header = std::string("t=1700000000,v1=") + known;
  EXPECT_TRUE(verify_stripe_signature(payload, header, "whsec_test", t));
  // Stripe sends several v1 values while a secret is being rolled, and v0 for tests.
  std::string several = std::string("t=1700000000,v0=abc,v1=") + std::string(64, '0') + ",v1=" + known;
  EXPECT_TRUE(verify_stripe_signature(payload, several, "whsec_test", t + 299));
}

TEST(StripeSignature, RefusesWrongSecretBodyOrTime) {
  std::string header = std::string("t=1700000000,v1=") + known;
  EXPECT_FALSE(verify_stripe_signature(payload, header, "whsec_other", t));
  EXPECT_FALSE(verify_stripe_signature(R"({"id":"evt_2"})", header, "whsec_test", t));
  EXPECT_FALSE(verify_stripe_signature(payload, header, "whsec_test", t + 301));  // stale
  EXPECT_FALSE(verify_stripe_signature(payload, header, "whsec_test", t - 301));  // from the future
  EXPECT_FALSE(verify_stripe_signature(payload, std::string("v1=") + known, "whsec_test", t));
  EXPECT_FALSE(verify_stripe_signature(payload, "t=1700000000", "whsec_test", t));
  EXPECT_FALSE(verify_stripe_signature(payload, "", "whsec_test", t));
  EXPECT_FALSE(verify_stripe_signature(payload, header, "", t));
  std::string upper = header;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_FALSE(verify_stripe_signature(payload, upper, "whsec_test", t));
}
