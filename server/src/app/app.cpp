#include "app/app.h"

#include "health/health_routes.h"
#include "http/json.h"
#include "http/security_headers.h"
#include "http/static_files.h"

namespace secours::app {

App::App(Config config, std::shared_ptr<db::Database> database)
    : config_(std::move(config)),
      database_(std::move(database)),
      context_{config_, *database_},
      site_(std::make_unique<http::StaticFiles>(config_.web_root)) {
  health::register_routes(router_, context_);
}

App::~App() = default;

http::Response App::handle(http::Request& request) {
  http::Response response;
  const bool api = request.path == "/api" || request.path.starts_with("/api/");
  try {
    if (api) {
      response = router_.dispatch(request);
    } else if (request.method == "GET" || request.method == "HEAD") {
      response = site_->serve(request);
    } else {
      throw http::MethodNotAllowed();
    }
  } catch (const std::exception& error) {
    response = http::error_response(error, request.request_id);
  }
  if (api && !response.find_header("Cache-Control")) response.set_header("Cache-Control", "no-store");
  http::add_security_headers(response, config_.https());
  return response;
}

}  // namespace secours::app
