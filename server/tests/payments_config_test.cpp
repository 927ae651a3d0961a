#include <gtest/gtest.h>

#include <map>

#include "core/config.h"

using secours::core::ConfigError;
using secours::core::load_config;

namespace {

const std::map<std::string, std::string> keys{{"STRIPE_SECRET_KEY", "sk_live_abc"},
                                              {"STRIPE_PUBLISHABLE_KEY", "pk_live_abc"},
                                              {"STRIPE_WEBHOOK_SECRET", "whsec_abc"}};

secours::core::Config load(const std::map<std::string, std::string>& values) {
  return load_config([&](const std::string& name) -> std::optional<std::string> {
    auto it = values.find(name);
    return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
  });
}

std::string error_of(const std::map<std::string, std::string>& values) {
  try {
    load(values);
  } catch (const ConfigError& error) {
    return error.what();
  }
  return "";
}

}  // namespace

TEST(StripeConfig, CardPaymentsAreOffUntilTheThreeStripeKeysAreSet) {
  auto off = load({});
  EXPECT_FALSE(off.card_payments());
  EXPECT_EQ(off.stripe_api_base, "https://api.stripe.com");
  auto on = load(keys);
  EXPECT_TRUE(on.card_payments());
  EXPECT_EQ(on.stripe_publishable_key, "pk_live_abc");
  EXPECT_EQ(on.stripe_webhook_secret, "whsec_abc");
  auto restricted = keys;
  restricted["STRIPE_SECRET_KEY"] = "rk_live_abc";
  EXPECT_TRUE(load(restricted).card_payments());
}

TEST(StripeConfig, RefusesPartialOrMisplacedStripeKeysNamingTheVariable) {
  for (const auto& [name, value] : keys) {
    auto partial = keys;
    partial.erase(name);
    EXPECT_NE(error_of(partial).find("must be set together"), std::string::npos) << name;
    auto swapped = keys;
    swapped[name] = "pk_wrong_kind";
    if (name != "STRIPE_PUBLISHABLE_KEY") {
      EXPECT_NE(error_of(swapped).find(name), std::string::npos) << name;
    }
  }
  EXPECT_NE(error_of({{"STRIPE_API_BASE", "api.stripe.com"}}).find("STRIPE_API_BASE"), std::string::npos);
  EXPECT_EQ(load({{"STRIPE_API_BASE", "http://127.0.0.1:12111/"}}).stripe_api_base, "http://127.0.0.1:12111");
}

TEST(StripeConfig, HelpListsTheStripeVariables) {
  std::string names;
  for (const auto& variable : secours::core::config_variables()) names += std::string(variable.name) + " ";
  for (const char* name :
       {"STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"}) {
    EXPECT_NE(names.find(name), std::string::npos) << name;
  }
}
