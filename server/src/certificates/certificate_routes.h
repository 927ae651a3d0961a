#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::certificates {
// The holder's PDF (/api/me/certificates/{id}.pdf) and the public verification by credential id.
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::certificates
