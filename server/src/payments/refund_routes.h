#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::payments {

// POST /api/admin/bookings/{id}/refunds (registered by register_routes in payment_routes.h).
void register_refund_routes(http::Router& router, app::Context& context);

}  // namespace secours::payments
