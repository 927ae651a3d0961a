#include <gtest/gtest.h>

#include <map>
#include <set>

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

void expect_error_naming(const std::map<std::string, std::string>& values, const std::string& variable) {
  try {
    load(values);
    FAIL() << "expected a configuration error for " << variable;
  } catch (const ConfigError& error) {
    EXPECT_NE(std::string(error.what()).find(variable), std::string::npos) << error.what();
  }
}
}  // namespace

TEST(Config, UsesTheDocumentedDefaults) {
  Config config = load({});
  EXPECT_EQ(config.port, 8080);
  EXPECT_EQ(config.host, "0.0.0.0");
  EXPECT_EQ(config.database_url, "sqlite:data/secours.db");
  EXPECT_EQ(config.public_url, "http://localhost:8080");
  EXPECT_EQ(config.log_level, "info");
  EXPECT_FALSE(config.https());
}

TEST(Config, ReadsValidValues) {
  Config config = load({{"PORT", "9090"},
                        {"HOST", "127.0.0.1"},
                        {"DATABASE_URL", "postgresql://secours@localhost/secours"},
                        {"PUBLIC_URL", "https://secours.example/"},
                        {"LOG_LEVEL", "warn"}});
  EXPECT_EQ(config.port, 9090);
  EXPECT_EQ(config.host, "127.0.0.1");
  EXPECT_EQ(config.database_url, "postgresql://secours@localhost/secours");
  EXPECT_EQ(config.public_url, "https://secours.example");
  EXPECT_TRUE(config.https());
}

TEST(Config, RejectsBadValuesNamingTheVariable) {
  expect_error_naming({{"PORT", "eighty"}}, "PORT");
  expect_error_naming({{"PORT", "70000"}}, "PORT");
  expect_error_naming({{"HOST", "not-an-ip"}}, "HOST");
  expect_error_naming({{"DATABASE_URL", "mysql://x"}}, "DATABASE_URL");
  expect_error_naming({{"DATABASE_URL", "sqlite::memory:"}}, "DATABASE_URL");
  expect_error_naming({{"WEB_ROOT", "/definitely/not/here"}}, "WEB_ROOT");
  expect_error_naming({{"PUBLIC_URL", "secours.example"}}, "PUBLIC_URL");
  expect_error_naming({{"LOG_LEVEL", "loud"}}, "LOG_LEVEL");
  expect_error_naming({{"WORKER_THREADS", "0"}}, "WORKER_THREADS");
  expect_error_naming({{"IO_THREADS", "0"}}, "IO_THREADS");
}

TEST(Config, ReadsTheTaxRegistrationNumbersPrintedOnReceipts) {
  Config defaults = load({});
  EXPECT_EQ(defaults.gst_number, "123456789 RT0001");
  EXPECT_EQ(defaults.qst_number, "1234567890 TQ0001");
  Config config = load({{"GST_NUMBER", "987654321RT0002"}, {"QST_NUMBER", "1098765432 TQ0003"}});
  EXPECT_EQ(config.gst_number, "987654321 RT0002");
  EXPECT_EQ(config.qst_number, "1098765432 TQ0003");
  expect_error_naming({{"GST_NUMBER", "12345678 RT0001"}}, "GST_NUMBER");
  expect_error_naming({{"GST_NUMBER", "123456789 TQ0001"}}, "GST_NUMBER");
  expect_error_naming({{"QST_NUMBER", "1234567890 TQ001"}}, "QST_NUMBER");
  expect_error_naming({{"QST_NUMBER", "123456789A TQ0001"}}, "QST_NUMBER");
  std::set<std::string> documented;
  for (const auto& variable : secours::core::config_variables()) documented.insert(variable.name);
  EXPECT_TRUE(documented.contains("GST_NUMBER"));
  EXPECT_TRUE(documented.contains("QST_NUMBER"));
}

TEST(Config, ReadsTheHoursBeforeASessionUntilWhichCustomersCancelOrMove) {
  EXPECT_EQ(load({}).cancellation_deadline_hours, 48);
  EXPECT_EQ(load({{"CANCELLATION_DEADLINE_HOURS", "24"}}).cancellation_deadline_hours, 24);
  EXPECT_EQ(load({{"CANCELLATION_DEADLINE_HOURS", "0"}}).cancellation_deadline_hours, 0);
  expect_error_naming({{"CANCELLATION_DEADLINE_HOURS", "-1"}}, "CANCELLATION_DEADLINE_HOURS");
  expect_error_naming({{"CANCELLATION_DEADLINE_HOURS", "721"}}, "CANCELLATION_DEADLINE_HOURS");
  expect_error_naming({{"CANCELLATION_DEADLINE_HOURS", "two days"}}, "CANCELLATION_DEADLINE_HOURS");
  std::set<std::string> documented;
  for (const auto& variable : secours::core::config_variables()) documented.insert(variable.name);
  EXPECT_TRUE(documented.contains("CANCELLATION_DEADLINE_HOURS"));
}
