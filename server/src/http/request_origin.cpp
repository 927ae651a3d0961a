#include "http/request_origin.h"

#include "http/url.h"

namespace secours::http {

namespace {
std::string origin_of(const std::string& url) {
  auto scheme_end = url.find("://");
  if (scheme_end == std::string::npos) return url;
  auto path = url.find('/', scheme_end + 3);
  return to_lower(url.substr(0, path));
}
}  // namespace

bool is_same_site_json_request(const Request& request, const std::string& public_url,
                               const std::string& allowed_binary_prefix) {
  const std::string type = to_lower(request.header("content-type"));
  bool json = type.starts_with("application/json");
  bool binary = !allowed_binary_prefix.empty() && type.starts_with(allowed_binary_prefix);
  if (!json && !binary) return false;
  const std::string origin = to_lower(request.header("origin"));
  if (origin.empty()) return true;
  if (origin == origin_of(public_url)) return true;
  auto scheme_end = origin.find("://");
  return scheme_end != std::string::npos && origin.substr(scheme_end + 3) == to_lower(request.header("host"));
}

}  // namespace secours::http
