#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::schedule {

void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::schedule
