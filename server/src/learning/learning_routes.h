#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::learning {
// The student's dashboard and lessons (/api/me/…) and the admin's enrollment record.
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::learning
