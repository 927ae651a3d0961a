#pragma once

#include <nlohmann/json.hpp>

#include "common/errors.h"
#include "http/request.h"
#include "http/response.h"

namespace secours::http {

using Json = nlohmann::json;

Response json_response(int status, const Json& body);

// The JSON error body for any exception; internals of unexpected errors never leak.
Response error_response(const std::exception& error, const std::string& request_id);

// Deepest nesting of arrays and objects accepted in a JSON body: far beyond any real payload, and
// shallow enough that nothing walking the value (parser, dump, destructor) runs out of stack.
inline constexpr int max_json_depth = 64;

// The one parser for JSON that clients send: a discarded value (is_discarded()) when the text is not
// JSON or nests deeper than max_json_depth, which is checked before parsing.
Json parse_json(std::string_view text);

// Parses the request body as a JSON object (through parse_json); 400 `invalid-json` otherwise.
Json parse_json_object(const Request& request);

}  // namespace secours::http
