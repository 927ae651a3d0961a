#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::instructors {

// /api/instructor/profile (the instructor's own page) and /api/admin/instructors (the office's).
void register_routes(http::Router& router, core::Context& context);
// /api/instructor/availability (issue 44): the hours they can teach and their days off.
void register_availability_routes(http::Router& router, core::Context& context);

}  // namespace secours::instructors
