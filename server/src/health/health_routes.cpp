#include "health/health_routes.h"

#include "app/version.h"
#include "http/json.h"

namespace secours::health {

void register_routes(http::Router& router, app::Context& context) {
  router.get("/api/health", [&context](http::Request&) {
    const bool up = context.database.ping();
    return http::json_response(up ? 200 : 503, {{"status", up ? "ok" : "unavailable"},
                                                {"database", context.database.engine_name()},
                                                {"version", app::version()}});
  });
}

}  // namespace secours::health
