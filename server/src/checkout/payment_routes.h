#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::checkout {

inline constexpr const char* stripe_webhook_path = "/api/webhooks/stripe";

void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::checkout
