#include <gtest/gtest.h>
#include <spdlog/sinks/ringbuffer_sink.h>
#include <spdlog/spdlog.h>

#include "mail/outbox_worker.h"
#include "mail/sender.h"
#include "support/api_helpers.h"

using secours::testing::call;

TEST(Logging, NeverWritesPasswordsOrTokens) {
  secours::testing::TestServer server("sqlite");
  auto sink = std::make_shared<spdlog::sinks::ringbuffer_sink_mt>(1000);
  auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>("capture", sink));
  spdlog::set_level(spdlog::level::trace);

  const std::string password = "Sup3r-Secret-Pw";
  auto signup =
      call(server, "POST", "/api/auth/signup",
           {{"firstName", "Léa"}, {"lastName", "Roy"}, {"email", "lea@example.com"}, {"password", password}});
  call(server, "POST", "/api/auth/login", {{"email", "lea@example.com"}, {"password", "Wrong-" + password}});
  call(server, "POST", "/api/auth/login", {{"email", "lea@example.com"}, {"password", password}});
  call(server, "POST", "/api/auth/signup", {{"email", "broken"}, {"password", password + "-2"}});

  spdlog::set_default_logger(previous);
  auto cookie = secours::testing::session_cookie_of(signup);
  auto token = cookie.substr(cookie.find('=') + 1);
  auto lines = sink->last_formatted();
  EXPECT_FALSE(lines.empty());  // requests were logged
  for (const auto& line : lines) {
    EXPECT_EQ(line.find(password), std::string::npos) << line;
    EXPECT_EQ(line.find(token), std::string::npos) << line;
  }
}

// Law 25 (issue 27): the log never names a person, even when their mail is sent.
TEST(Logging, NeverWritesAnAddressOrANameWhenMailing) {
  secours::testing::TestServer server("sqlite");
  auto sink = std::make_shared<spdlog::sinks::ringbuffer_sink_mt>(1000);
  auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>("capture", sink));
  spdlog::set_level(spdlog::level::trace);
  call(server, "POST", "/api/auth/signup",
       {{"firstName", "Anaïs"},
        {"lastName", "Bélanger"},
        {"email", "anais.belanger@example.com"},
        {"password", "Brise-du-lac-4"}});
  secours::mail::OutboxWorker worker(server.database(), server.config(), server.clock(),
                                     secours::mail::make_sender(server.config()));
  const auto sent = worker.run_once();
  spdlog::set_default_logger(previous);
  EXPECT_GT(sent, 0u);
  for (const auto& line : sink->last_formatted()) {
    EXPECT_EQ(line.find("anais.belanger"), std::string::npos) << line;
    EXPECT_EQ(line.find("Bélanger"), std::string::npos) << line;
  }
}
