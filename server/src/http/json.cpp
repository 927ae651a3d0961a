#include "http/json.h"

#include <spdlog/spdlog.h>

namespace secours::http {

Response json_response(int status, const Json& body) {
  return Response::text(status, body.dump(-1, ' ', false, Json::error_handler_t::replace),
                        "application/json; charset=utf-8");
}

Response error_response(const std::exception& error, const std::string& request_id) {
  if (const auto* http_error = dynamic_cast<const HttpError*>(&error)) {
    Json body{{"error", {{"code", http_error->code()}, {"message", http_error->what()}}}};
    if (!http_error->fields().empty()) body["error"]["fields"] = http_error->fields();
    Response response = json_response(http_error->status(), body);
    if (http_error->retry_after_seconds() > 0) {
      response.set_header("Retry-After", std::to_string(http_error->retry_after_seconds()));
    }
    return response;
  }
  spdlog::error("unhandled error (request {}): {}", request_id, error.what());
  return json_response(
      500,
      {{"error",
        {{"code", "internal"}, {"message", "An unexpected error occurred."}, {"requestId", request_id}}}});
}

Json parse_json_object(const Request& request) {
  Json body = Json::parse(request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) {
    throw BadRequest("invalid-json", "The request body must be a JSON object.");
  }
  return body;
}

}  // namespace secours::http
