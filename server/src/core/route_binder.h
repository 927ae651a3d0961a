#pragma once

#include <span>

#include "core/context.h"
#include "http/router.h"

namespace secours::core {

// A feature's route handler: a named function of the application's context and the request.
using RouteHandler = http::Response (*)(Context&, http::Request&);

// One endpoint: "METHOD /path" as api/openapi.yaml names it, and its handler.
struct Route {
  const char* endpoint;
  RouteHandler handler;
};

// Every <feature>_routes.cpp registers its named handlers as one table:
//   static constexpr core::Route routes[] = {
//       {"GET /api/courses", list_catalogue},
//   };
//   core::add_routes(router, context, routes);
void add_routes(http::Router& router, Context& context, std::span<const Route> routes);

}  // namespace secours::core
