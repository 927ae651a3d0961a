#pragma once

#include "http/response.h"

namespace secours::http {

// Adds the headers every response carries: a Content-Security-Policy allowing the site itself and
// Stripe's script, frame and API origins, nosniff, a referrer policy, framing denied, and HSTS when
// the public address is https.
void add_security_headers(Response& response, bool https);

}  // namespace secours::http
