#pragma once

#include "http/request.h"
#include "http/response.h"

namespace secours::http {

// Conditional GET for a generated answer: a weak ETag over its body (weak, since the same entity may
// be sent gzipped or not), and 304 Not Modified without a body when the request's If-None-Match
// names it. Call before compressing. Only 200 answers take part.
void answer_conditionally(const Request& request, Response& response);

}  // namespace secours::http
