#pragma once

#include <functional>
#include <string>
#include <vector>

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

using Handler = std::function<Response(Request&)>;

// Matches METHOD + path against patterns such as /api/courses/{id}. A segment in braces captures
// one decoded path segment into request.params. Static segments win over parameters.
class Router {
 public:
  struct RouteInfo {
    std::string method;
    std::string pattern;
  };

  void add(std::string method, std::string pattern, Handler handler);
  void get(std::string pattern, Handler handler) { add("GET", std::move(pattern), std::move(handler)); }
  void post(std::string pattern, Handler handler) { add("POST", std::move(pattern), std::move(handler)); }
  void put(std::string pattern, Handler handler) { add("PUT", std::move(pattern), std::move(handler)); }
  void patch(std::string pattern, Handler handler) { add("PATCH", std::move(pattern), std::move(handler)); }
  void del(std::string pattern, Handler handler) { add("DELETE", std::move(pattern), std::move(handler)); }

  // Runs the matching handler. Throws NotFound when no pattern matches the path, and
  // MethodNotAllowed when the path matches only under other methods. HEAD falls back to GET.
  Response dispatch(Request& request) const;

  std::vector<RouteInfo> routes() const;

 private:
  struct Route {
    std::string method;
    std::string pattern;
    std::vector<std::string> segments;
    Handler handler;
    int static_segments = 0;
    int suffixed_params = 0;  // "{id}.pdf": more specific than "{id}"
  };
  std::vector<Route> routes_;
};

}  // namespace secours::http
