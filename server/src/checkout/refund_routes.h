#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::checkout {

// POST /api/admin/bookings/{id}/refunds and POST /api/bookings/{id}/cancel (registered by register_routes
// in payment_routes.h).
void register_refund_routes(http::Router& router, core::Context& context);

}  // namespace secours::checkout
