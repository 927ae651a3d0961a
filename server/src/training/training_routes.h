#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::training {

void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::training
