#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::admin {

// GET /api/admin/overview and PUT /api/admin/revenue-target (admins only).
void register_overview_routes(http::Router& router, app::Context& context);

}  // namespace secours::admin
