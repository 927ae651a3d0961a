#pragma once

#include "core/context.h"
#include "http/response.h"
#include "http/router.h"

namespace secours::health {

class HealthProbe;
enum class DatabaseState;

// {"status":"ok"|"read-only"|"unavailable","database":"sqlite"|"postgresql","storage":"ok"|"read-only"|
// "unavailable","version":"…"}; 503 unless ok.
http::Response health_response(DatabaseState state, const core::Context& context);

// GET /api/health: pings the database through the probe (see HealthProbe for the fast path).
void register_routes(http::Router& router, core::Context& context, HealthProbe& probe);

}  // namespace secours::health
