#pragma once

#include "app/context.h"
#include "http/router.h"

namespace secours::seo {

// GET /robots.txt and GET /sitemap.xml (the catalogue's published courses, from the database).
void register_routes(http::Router& router, app::Context& context);

}  // namespace secours::seo
