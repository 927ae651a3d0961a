#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::rosters {

// /api/instructor/sessions/{id}/… (the roster, its entries, the signature, the sign-in sheet) and the
// office's /api/admin/sessions/{id}/roster/reopen.
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::rosters
