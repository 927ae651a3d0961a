#pragma once

#include <memory>
#include <optional>

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
  // The built site's files, answered on the I/O thread (they are cached in memory); nullopt for
  // everything else, which goes to handle() on the worker pool.
  std::optional<http::Response> handle_inline(http::Request& request);
  const http::Router& router() const { return router_; }

 private:
  Config config_;
  std::shared_ptr<db::Database> database_;
  Clock& clock_;
  Context context_;
  http::Router router_;
  std::unique_ptr<http::StaticFiles> site_;
  std::unique_ptr<http::StaticFiles> uploads_;  // DATA_DIR/uploads, at /uploads/
};

}  // namespace secours::app
