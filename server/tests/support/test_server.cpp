#include "support/test_server.h"

#include <spdlog/spdlog.h>

#include "app/app.h"
#include "http/server.h"

namespace secours::testing {

TestServer::TestServer(const std::string& engine, const std::function<void(core::Config&)>& adjust)
    : test_database_(engine) {
  spdlog::set_level(spdlog::level::warn);
  config_.host = "127.0.0.1";
  config_.port = 0;
  config_.database_url = test_database_.url();
  config_.web_root = "/nonexistent-web-root";
  config_.public_url = "http://localhost:8080";
  config_.figures_refresh_seconds = 0;  // counted at each request; tests of the kept figures set it
  if (adjust) adjust(config_);
  database_ = test_database_.open(static_cast<std::size_t>(config_.db_pool_size));
  app_ = std::make_unique<app::App>(config_, database_, clock_);
  auto options = app::server_options(config_);
  options.port = 0;
  server_ = std::make_unique<http::Server>(
      options, [this](http::Request& request) { return app_->handle(request); },
      [this](http::Request& request) { return app_->handle_inline(request); });
  server_->start();
}

TestServer::~TestServer() {
  server_->stop();
  server_.reset();
  app_.reset();
  database_.reset();
}

std::uint16_t TestServer::port() const { return server_->port(); }

HttpResult TestServer::get(const std::string& target, const std::map<std::string, std::string>& headers) {
  return http_request(port(), "GET", target, "", headers);
}

HttpResult TestServer::send(const std::string& method, const std::string& target, const std::string& body,
                            const std::map<std::string, std::string>& headers) {
  return http_request(port(), method, target, body, headers);
}

}  // namespace secours::testing
