#include "health/health_routes.h"

#include "app/version.h"
#include "health/health_probe.h"
#include "http/json.h"

namespace secours::health {

http::Response health_response(DatabaseState state, const app::Context& context) {
  const char* status = state == DatabaseState::up          ? "ok"
                       : state == DatabaseState::read_only ? "read-only"
                                                           : "unavailable";
  return http::json_response(state == DatabaseState::up ? 200 : 503,
                             {{"status", status},
                              {"database", context.database.engine_name()},
                              {"storage", status},
                              {"version", app::version()}});
}

void register_routes(http::Router& router, app::Context& context, HealthProbe& probe) {
  router.get("/api/health", [&context, &probe](http::Request&) {
    return health_response(probe.check(context.clock.now()), context);
  });
}

}  // namespace secours::health
