#include "health/health_routes.h"

#include "core/version.h"
#include "health/health_probe.h"
#include "http/json.h"

namespace secours::health {

http::Response health_response(DatabaseState state, const core::Context& context) {
  const char* status = state == DatabaseState::up          ? "ok"
                       : state == DatabaseState::read_only ? "read-only"
                                                           : "unavailable";
  return http::json_response(state == DatabaseState::up ? 200 : 503,
                             {{"status", status},
                              {"database", context.database.engine_name()},
                              {"storage", status},
                              {"version", core::version()}});
}

void register_routes(http::Router& router, core::Context& context, HealthProbe& probe) {
  router.get("/api/health", [&context, &probe](http::Request&) {
    return health_response(probe.check(context.clock.now()), context);
  });
}

}  // namespace secours::health
