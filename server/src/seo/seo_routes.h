#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::seo {

// GET /robots.txt and GET /sitemap.xml (the catalogue's published courses, from the database).
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::seo
