#pragma once

#include <string>

#include "http/request.h"

namespace secours::http {

// Cross-site request forgery guard for state-changing API calls: the body must be declared JSON
// (a type no HTML form can send; `allowed_binary_prefix`, e.g. "image/", for upload routes), and an
// Origin header, when present, must be the site's own (PUBLIC_URL's origin or the Host it was sent to).
bool is_same_site_json_request(const Request& request, const std::string& public_url,
                               const std::string& allowed_binary_prefix = "");

}  // namespace secours::http
