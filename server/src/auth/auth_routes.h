#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::auth {
// /api/auth/* (sign-up, sign-in, sign-out, current user, password reset) and /api/me*.
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::auth
