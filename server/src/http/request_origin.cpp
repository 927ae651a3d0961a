#include "http/request_origin.h"

#include "http/url.h"

namespace secours::http {

namespace {
// "scheme://host:port" in lower case, the default port written out, so that two spellings of one
// origin compare equal and an https origin never equals an http one; empty when not a URL.
std::string normalized_origin(const std::string& url) {
  const std::string lower = to_lower(url);
  auto scheme_end = lower.find("://");
  if (scheme_end == std::string::npos) return {};
  const std::string scheme = lower.substr(0, scheme_end);
  auto authority_end = lower.find_first_of("/?#", scheme_end + 3);
  std::string authority = lower.substr(scheme_end + 3, authority_end - (scheme_end + 3));
  if (authority.empty() || authority.find('@') != std::string::npos) return {};
  const auto bracket = authority.rfind(']');
  const auto colon = authority.rfind(':');
  const bool has_port = colon != std::string::npos && (bracket == std::string::npos || colon > bracket);
  if (!has_port) {
    if (scheme == "http")
      authority += ":80";
    else if (scheme == "https")
      authority += ":443";
  }
  return scheme + "://" + authority;
}
}  // namespace

bool is_same_site_json_request(const Request& request, const std::string& public_url,
                               const std::string& allowed_binary_prefix) {
  const std::string type = to_lower(request.header("content-type"));
  bool json = type.starts_with("application/json");
  bool binary = !allowed_binary_prefix.empty() && type.starts_with(allowed_binary_prefix);
  if (!json && !binary) return false;
  const std::string origin_header = request.header("origin");
  if (origin_header.empty()) return true;
  const std::string origin = normalized_origin(origin_header);
  if (origin.empty()) return false;
  const std::string site = normalized_origin(public_url);
  if (origin == site) return true;
  // The Host the request was sent to, with the site's scheme (the one users see).
  const std::string host = request.header("host");
  if (host.empty()) return false;
  const std::string scheme = site.substr(0, site.find("://"));
  return origin == normalized_origin(scheme + "://" + host);
}

}  // namespace secours::http
