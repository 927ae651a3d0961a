#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::schedule {

void register_routes(http::Router& router, app::Context& context);

}  // namespace secours::schedule
