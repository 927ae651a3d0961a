#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::bug_reports {
// POST /api/bug-reports (anyone) and GET /api/admin/bug-reports.
void register_routes(http::Router& router, app::Context& context);
}  // namespace secours::bug_reports
