#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::exports {

void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::exports
