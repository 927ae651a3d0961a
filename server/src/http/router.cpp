#include "http/router.h"

#include <algorithm>

#include "common/errors.h"
#include "common/url_encoding.h"

namespace secours::http {

namespace {

std::vector<std::string> split_path(std::string_view path) {
  std::vector<std::string> segments;
  std::size_t start = 1;
  while (start <= path.size()) {
    auto slash = path.find('/', start);
    if (slash == std::string_view::npos) slash = path.size();
    segments.emplace_back(path.substr(start, slash - start));
    start = slash + 1;
  }
  if (!segments.empty() && segments.back().empty()) segments.pop_back();  // trailing slash
  return segments;
}

// A parameter segment is "{name}" or "{name}suffix" (e.g. "{id}.pdf").
bool is_param(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.find('}') != std::string::npos;
}

}  // namespace

void Router::add(std::string method, std::string pattern, Handler handler) {
  Route route{std::move(method), pattern, split_path(pattern), std::move(handler), 0};
  route.static_segments = static_cast<int>(std::count_if(route.segments.begin(), route.segments.end(),
                                                         [](const std::string& s) { return !is_param(s); }));
  route.suffixed_params =
      static_cast<int>(std::count_if(route.segments.begin(), route.segments.end(),
                                     [](const std::string& s) { return is_param(s) && s.back() != '}'; }));
  routes_.push_back(std::move(route));
  // More specific routes first, so /api/courses/new beats /api/courses/{id}, and …/{id}.pdf beats …/{id}.
  std::stable_sort(routes_.begin(), routes_.end(), [](const Route& a, const Route& b) {
    return a.static_segments != b.static_segments ? a.static_segments > b.static_segments
                                                  : a.suffixed_params > b.suffixed_params;
  });
}

Response Router::dispatch(Request& request) const {
  auto segments = split_path(request.path);
  bool path_matched = false;
  const std::string method = request.method == "HEAD" ? "GET" : request.method;
  for (const auto& route : routes_) {
    if (route.segments.size() != segments.size()) continue;
    std::unordered_map<std::string, std::string> params;
    bool matched = true;
    for (std::size_t i = 0; i < segments.size() && matched; ++i) {
      const auto& expected = route.segments[i];
      if (is_param(expected)) {
        auto close = expected.find('}');
        auto suffix = std::string_view(expected).substr(close + 1);
        auto decoded = percent_decode(segments[i]);
        if (!decoded || decoded->size() <= suffix.size() || !decoded->ends_with(suffix)) {
          matched = false;
        } else {
          decoded->resize(decoded->size() - suffix.size());
          params[expected.substr(1, close - 1)] = std::move(*decoded);
        }
      } else {
        matched = expected == segments[i];
      }
    }
    if (!matched) continue;
    path_matched = true;
    if (route.method != method) continue;
    request.params = std::move(params);
    request.route = route.pattern;
    return route.handler(request);
  }
  if (path_matched) throw errors::MethodNotAllowed();
  throw errors::NotFound("not-found", "No such API endpoint.");
}

std::vector<Router::RouteInfo> Router::routes() const {
  std::vector<RouteInfo> out;
  for (const auto& route : routes_) out.push_back({route.method, route.pattern});
  return out;
}

}  // namespace secours::http
