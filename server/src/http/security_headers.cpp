#include "http/security_headers.h"

namespace secours::http {

void add_security_headers(Response& response, bool https) {
  static const std::string policy =
      "default-src 'self'; "
      "script-src 'self' https://js.stripe.com; "
      "style-src 'self' 'unsafe-inline'; "
      "img-src 'self' data: https:; "
      "font-src 'self'; "
      "connect-src 'self' https://api.stripe.com; "
      "frame-src https://js.stripe.com https://hooks.stripe.com; "
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
  response.set_header("Content-Security-Policy", policy);
  response.set_header("X-Content-Type-Options", "nosniff");
  response.set_header("Referrer-Policy", "strict-origin-when-cross-origin");
  response.set_header("X-Frame-Options", "DENY");
  if (https) response.set_header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

}  // namespace secours::http
