#pragma once

#include "app/context.h"
#include "http/response.h"
#include "http/router.h"

namespace secours::health {

class HealthProbe;

// {"status":"ok"|"unavailable","database":"sqlite"|"postgresql","version":"…"}; 503 when down.
http::Response health_response(bool up, const app::Context& context);

// GET /api/health: pings the database through the probe (see HealthProbe for the fast path).
void register_routes(http::Router& router, app::Context& context, HealthProbe& probe);

}  // namespace secours::health
