#include <gtest/gtest.h>

#include <map>
#include <set>

#include "app/app.h"
#include "core/config.h"

using secours::core::Config;
using secours::core::ConfigError;
using secours::core::load_config;

namespace {
Config load(const std::map<std::string, std::string>& values) {
  return load_config([&](const std::string& name) -> std::optional<std::string> {
    auto it = values.find(name);
    if (it == values.end()) return std::nullopt;
    return it->second;
  });
}
}  // namespace

TEST(ConfigLimits, DefaultsToShortIdleTimeoutAndCaps) {
  Config config = load({});
  EXPECT_EQ(config.idle_timeout_seconds, 5);
  EXPECT_EQ(config.max_connections, 10000);
  EXPECT_EQ(config.max_connections_per_address, 256);
  EXPECT_EQ(config.trusted_proxies, 1);
  auto options = secours::app::server_options(config);
  EXPECT_EQ(options.idle_timeout, std::chrono::seconds(5));
  EXPECT_LT(options.idle_timeout, options.read_timeout);
  EXPECT_EQ(options.max_connections_per_address, 256u);
  ASSERT_TRUE(options.decorate);
  secours::http::Response response;
  options.decorate(response);
  EXPECT_NE(response.find_header("Content-Security-Policy"), nullptr);
}

TEST(ConfigLimits, BehindATrustedProxyThePerAddressCapIsOffUnlessSet) {
  EXPECT_EQ(load({{"TRUST_PROXY", "1"}}).max_connections_per_address, 0);
  EXPECT_EQ(load({{"TRUST_PROXY", "1"}, {"MAX_CONNECTIONS_PER_ADDRESS", "50"}}).max_connections_per_address,
            50);
}

TEST(ConfigLimits, ReadsAndValidatesTheVariables) {
  Config config = load({{"IDLE_TIMEOUT", "2"},
                        {"MAX_CONNECTIONS", "500"},
                        {"MAX_CONNECTIONS_PER_ADDRESS", "0"},
                        {"TRUSTED_PROXIES", "2"}});
  EXPECT_EQ(config.idle_timeout_seconds, 2);
  EXPECT_EQ(config.max_connections, 500);
  EXPECT_EQ(config.max_connections_per_address, 0);
  EXPECT_EQ(config.trusted_proxies, 2);
  for (const auto& [name, value] : std::map<std::string, std::string>{{"IDLE_TIMEOUT", "0"},
                                                                      {"MAX_CONNECTIONS", "many"},
                                                                      {"MAX_CONNECTIONS_PER_ADDRESS", "-1"},
                                                                      {"TRUSTED_PROXIES", "0"}}) {
    try {
      load({{name, value}});
      FAIL() << name;
    } catch (const ConfigError& error) {
      EXPECT_NE(std::string(error.what()).find(name), std::string::npos);
    }
  }
}

TEST(ConfigLimits, HelpListsTheNewVariables) {
  std::set<std::string> names;
  for (const auto& variable : secours::core::config_variables()) names.insert(variable.name);
  for (auto name : {"IDLE_TIMEOUT", "MAX_CONNECTIONS", "MAX_CONNECTIONS_PER_ADDRESS", "TRUSTED_PROXIES"})
    EXPECT_TRUE(names.count(name)) << name;
}
