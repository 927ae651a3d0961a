#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::checkout {

// The office's Interac reconciliation from the bank's file (decision 037):
// POST /api/admin/reconciliation/interac/preview and POST /api/admin/reconciliation/interac.
void register_interac_routes(http::Router& router, core::Context& context);

}  // namespace secours::checkout
