#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::schedule {

void register_routes(http::Router& router, core::Context& context);
// The staffing picker and sessions offered to several instructors (issue 44).
void register_staffing_routes(http::Router& router, core::Context& context);

}  // namespace secours::schedule
