#include "http/response.h"

#include <strings.h>

namespace secours::http {

namespace {
bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && strncasecmp(a.data(), b.data(), a.size()) == 0;
}
}  // namespace

void Response::set_header(std::string_view name, std::string value) {
  for (auto& [key, existing] : headers) {
    if (same_name(key, name)) {
      existing = std::move(value);
      return;
    }
  }
  headers.emplace_back(std::string(name), std::move(value));
}

void Response::add_header(std::string name, std::string value) {
  headers.emplace_back(std::move(name), std::move(value));
}

const std::string* Response::find_header(std::string_view name) const {
  for (const auto& [key, value] : headers) {
    if (same_name(key, name)) return &value;
  }
  return nullptr;
}

Response Response::text(int status, std::string body, std::string content_type) {
  Response response;
  response.status = status;
  response.body = std::move(body);
  response.set_header("Content-Type", std::move(content_type));
  return response;
}

Response Response::download(std::string body, std::string content_type, const std::string& filename) {
  Response response;
  response.body = std::move(body);
  response.set_header("Content-Type", std::move(content_type));
  response.set_header("Content-Disposition", "attachment; filename=\"" + filename + "\"");
  response.set_header("Cache-Control", "private, no-store");
  return response;
}

Response Response::download_file(std::string path, std::string content_type, const std::string& filename) {
  auto response = download("", std::move(content_type), filename);
  response.body_file = std::move(path);
  return response;
}

Response Response::no_content() {
  Response response;
  response.status = 204;
  return response;
}

}  // namespace secours::http
