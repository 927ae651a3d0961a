#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::courses {
// /api/courses* (public catalogue, admin writes) and /api/admin/courses.
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::courses
