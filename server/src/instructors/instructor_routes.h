#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::instructors {

// /api/instructor/profile (the instructor's own page) and /api/admin/instructors (the office's).
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::instructors
