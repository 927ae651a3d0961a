#pragma once

#include <memory>

#include "app/context.h"
#include "http/request.h"
#include "http/response.h"
#include "http/router.h"

namespace secours::http {
class StaticFiles;
}

namespace secours::app {

// The application: the /api router, the built site, and the headers every response carries.
class App {
 public:
  App(Config config, std::shared_ptr<db::Database> database, Clock& clock);
  ~App();

  http::Response handle(http::Request& request);
  const http::Router& router() const { return router_; }

 private:
  Config config_;
  std::shared_ptr<db::Database> database_;
  Clock& clock_;
  Context context_;
  http::Router router_;
  std::unique_ptr<http::StaticFiles> site_;
};

}  // namespace secours::app
