#include "health/health_routes.h"

#include "app/version.h"
#include "health/health_probe.h"
#include "http/json.h"

namespace secours::health {

http::Response health_response(bool up, const app::Context& context) {
  return http::json_response(up ? 200 : 503, {{"status", up ? "ok" : "unavailable"},
                                              {"database", context.database.engine_name()},
                                              {"version", app::version()}});
}

void register_routes(http::Router& router, app::Context& context, HealthProbe& probe) {
  router.get("/api/health",
             [&context, &probe](http::Request&) { return health_response(probe.check(), context); });
}

}  // namespace secours::health
