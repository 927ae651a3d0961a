#include "http/json.h"

#include <spdlog/spdlog.h>

namespace secours::http {

Response json_response(int status, const Json& body) {
  return Response::text(status, body.dump(-1, ' ', false, Json::error_handler_t::replace),
                        "application/json; charset=utf-8");
}

Response error_response(const std::exception& error, const std::string& request_id) {
  if (const auto* http_error = dynamic_cast<const errors::HttpError*>(&error)) {
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

namespace {
// Counts the nesting of [ and { outside strings; stops as soon as it goes past the limit.
bool nests_within(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}
}  // namespace

Json parse_json(std::string_view text) {
  if (!nests_within(text, max_json_depth)) return Json(Json::value_t::discarded);
  return Json::parse(text, nullptr, false);
}

Json parse_json_object(const Request& request) {
  Json body = parse_json(request.body);
  if (body.is_discarded() || !body.is_object()) {
    throw errors::BadRequest("invalid-json", "The request body must be a JSON object.");
  }
  return body;
}

}  // namespace secours::http
