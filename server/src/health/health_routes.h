#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::health {

// GET /api/health: {"status":"ok","database":"sqlite"|"postgresql","version":"…"}, 503 when the
// database does not answer.
void register_routes(http::Router& router, app::Context& context);

}  // namespace secours::health
