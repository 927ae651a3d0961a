#include "core/route_binder.h"

#include <stdexcept>
#include <string>

namespace secours::core {

void add_routes(http::Router& router, Context& context, std::span<const Route> routes) {
  for (const auto& route : routes) {
    const std::string endpoint = route.endpoint;
    const auto space = endpoint.find(' ');
    // A typo in a table is the programmer's: it stops the server at start, never at a request.
    if (space == std::string::npos || space == 0 || space + 1 == endpoint.size()) {
      throw std::logic_error("route without \"METHOD /path\": " + endpoint);
    }
    router.add(
        endpoint.substr(0, space), endpoint.substr(space + 1),
        [&context, handler = route.handler](http::Request& request) { return handler(context, request); });
  }
}

}  // namespace secours::core
