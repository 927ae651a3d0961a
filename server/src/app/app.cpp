#include "app/app.h"

#include "admin/students_routes.h"
#include "auth/auth_routes.h"
#include "health/health_routes.h"
#include "http/json.h"
#include "http/request_origin.h"
#include "http/security_headers.h"
#include "http/static_files.h"

namespace secours::app {

namespace {
// Upload routes take raw image bytes instead of JSON.
std::string upload_type_prefix(const http::Request& request) {
  return request.path == "/api/uploads" ? "image/" : "";
}
}  // namespace

App::App(Config config, std::shared_ptr<db::Database> database, Clock& clock)
    : config_(std::move(config)),
      database_(std::move(database)),
      clock_(clock),
      context_{config_, *database_, clock_},
      site_(std::make_unique<http::StaticFiles>(config_.web_root)) {
  health::register_routes(router_, context_);
  auth::register_routes(router_, context_);
  admin::register_student_routes(router_, context_);
}

App::~App() = default;

http::Response App::handle(http::Request& request) {
  http::Response response;
  const bool api = request.path == "/api" || request.path.starts_with("/api/");
  try {
    if (api) {
      const bool reads = request.method == "GET" || request.method == "HEAD";
      if (!reads &&
          !http::is_same_site_json_request(request, config_.public_url, upload_type_prefix(request))) {
        throw http::Forbidden("forbidden", "State-changing requests must be JSON sent from this site.");
      }
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
