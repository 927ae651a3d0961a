#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::admin {

// GET /api/admin/overview and PUT /api/admin/revenue-target (admins only).
void register_overview_routes(http::Router& router, core::Context& context);

}  // namespace secours::admin
