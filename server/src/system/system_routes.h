#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::system {

// The office's system page (GET /api/admin/system, "send again" on a failed mail) and GET /metrics.
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::system
