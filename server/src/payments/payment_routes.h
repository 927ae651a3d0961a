#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::payments {

inline constexpr const char* stripe_webhook_path = "/api/webhooks/stripe";

void register_routes(http::Router& router, app::Context& context);

}  // namespace secours::payments
