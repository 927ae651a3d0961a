#pragma once

#include <nlohmann/json.hpp>

#include "http/errors.h"
#include "http/request.h"
#include "http/response.h"

namespace secours::http {

using Json = nlohmann::json;

Response json_response(int status, const Json& body);

// The JSON error body for any exception; internals of unexpected errors never leak.
Response error_response(const std::exception& error, const std::string& request_id);

// Parses the request body as a JSON object; 400 `invalid-json` otherwise.
Json parse_json_object(const Request& request);

}  // namespace secours::http
