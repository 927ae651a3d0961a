#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::privacy {

// Quebec's Law 25 and CASL (issue 27): the policy's facts.
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::privacy
