#pragma once

#include <memory>
#include <optional>

#include "common/periodic_task.h"
#include "core/context.h"
#include "core/public_reads.h"
#include "http/request.h"
#include "http/response.h"
#include "http/router.h"
#include "http/server.h"

namespace secours::http {
class StaticFiles;
}
namespace secours::health {
class HealthProbe;
}

namespace secours::app {

// The server's options from the configuration: address, threads, connection limits, and the
// security headers on every response (the server's own early errors included).
http::ServerOptions server_options(const core::Config& config);

// The application: the /api router, the built site, and the headers every response carries.
class App {
 public:
  App(core::Config config, std::shared_ptr<db::Database> database, Clock& clock);
  ~App();

  http::Response handle(http::Request& request);
  // Answered on the I/O thread because nothing there blocks: the built site's files (cached in
  // memory), /api/health while the database answered a moment ago and the public reads kept in
  // memory (decision 026); nullopt for everything else, which goes to handle() on the worker pool.
  std::optional<http::Response> handle_inline(http::Request& request);
  const http::Router& router() const { return router_; }

 private:
  // A page of the site: index.html filled for its route and language (seo/site_page).
  http::Response page(const http::Request& request);
  // The key under which a page is kept in memory, or nullopt: its address, the visitor's language
  // and the build it was made from (`index`, the cached bytes of the build's index.html).
  static std::optional<std::string> page_key(const http::Request& request, const std::string& index);
  // A public read computed on the worker pool, kept for the next visitors when it is the answer
  // everyone gets.
  http::Response read_public(const std::string& key, http::Request& request);
  // Tells the other instances of this instance's changes and hears of theirs (decision 026).
  void share_changes();
  // Headers every response carries (no-store on the API, security headers).
  http::Response finish(http::Response response, bool api) const;

  core::Config config_;
  std::shared_ptr<db::Database> database_;
  Clock& clock_;
  core::Context context_;
  std::unique_ptr<health::HealthProbe> health_;
  http::Router router_;
  std::unique_ptr<http::StaticFiles> site_;
  std::unique_ptr<http::StaticFiles> uploads_;  // DATA_DIR/uploads, at /uploads/
  core::PublicReads public_reads_;
  int change_ticks_ = 0;
  PeriodicTask change_sharing_;  // last ones: stopped before what they use goes
  PeriodicTask health_refresh_;
};

}  // namespace secours::app
