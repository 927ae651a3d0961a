#pragma once

#include <functional>
#include <memory>
#include <string>

#include "common/clock.h"
#include "core/config.h"
#include "support/http_client.h"
#include "support/test_database.h"

namespace secours::app {
class App;
}
namespace secours::http {
class Server;
}

namespace secours::testing {

// The real application on an ephemeral port against a fresh database of the given engine.
class TestServer {
 public:
  explicit TestServer(const std::string& engine, const std::function<void(core::Config&)>& adjust = {});
  ~TestServer();

  std::uint16_t port() const;
  db::Database& database() { return *database_; }
  Clock& clock() { return clock_; }
  const core::Config& config() const { return config_; }
  const app::App& app() const { return *app_; }

  HttpResult get(const std::string& target, const std::map<std::string, std::string>& headers = {});
  HttpResult send(const std::string& method, const std::string& target, const std::string& body = "",
                  const std::map<std::string, std::string>& headers = {});

 private:
  TestDatabase test_database_;
  Clock clock_;
  core::Config config_;
  std::shared_ptr<db::Database> database_;
  std::unique_ptr<app::App> app_;
  std::unique_ptr<http::Server> server_;
};

}  // namespace secours::testing
