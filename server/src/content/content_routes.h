#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::content {
// /api/content/about (public read, admin write) and /api/admin/content/about (the editor's read).
void register_routes(http::Router& router, core::Context& context);
}  // namespace secours::content
