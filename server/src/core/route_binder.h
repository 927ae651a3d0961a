#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::core {

// A feature's route handler: a named function of the application's context and the request.
using RouteHandler = http::Response (*)(Context&, http::Request&);

// Every <feature>_routes.cpp registers its named handlers the same way:
//   const auto bind = core::route_binder(context);
//   router.get("/api/courses", bind(list_catalogue));
inline auto route_binder(Context& context) {
  return [&context](RouteHandler handler) -> http::Handler {
    return [&context, handler](http::Request& request) { return handler(context, request); };
  };
}

}  // namespace secours::core
