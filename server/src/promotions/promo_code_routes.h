#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::promotions {

// The office's promo codes (admins only): create, list, stop or resume; and the booking form's check of a
// code before the booking is sent (anyone, rate limited).
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::promotions
