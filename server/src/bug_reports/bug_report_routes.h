#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::bug_reports {
// POST /api/bug-reports (anyone) and GET /api/admin/bug-reports.
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::bug_reports
