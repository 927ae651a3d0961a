#include "http/request.h"

#include "common/errors.h"
#include "common/url_encoding.h"
#include "http/url.h"

namespace secours::http {

std::string Request::header(std::string_view name) const {
  auto it = headers.find(to_lower(name));
  return it == headers.end() ? std::string{} : it->second;
}

std::optional<std::string> Request::query_param(std::string_view name) const {
  auto values = parse_query(query);
  auto it = values.find(std::string(name));
  if (it == values.end()) return std::nullopt;
  return it->second;
}

const std::string& Request::param(const std::string& name) const {
  static const std::string empty;
  auto it = params.find(name);
  return it == params.end() ? empty : it->second;
}

long long Request::id_param(const std::string& name, const std::string& what) const {
  if (auto id = parse_id(param(name))) return *id;
  throw errors::NotFound("not-found", "No such " + what + ".");
}

std::string Request::page_language(const std::string& fallback) const {
  auto asked = query_param("lang");
  return asked && (*asked == "fr" || *asked == "en") ? *asked : fallback;
}

std::optional<long long> parse_id(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  long long id = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    id = id * 10 + (c - '0');
  }
  if (id == 0) return std::nullopt;
  return id;
}

void set_target(Request& request, std::string target) {
  auto question = target.find('?');
  request.path = target.substr(0, question);
  request.query = question == std::string::npos ? std::string{} : target.substr(question + 1);
  request.target = std::move(target);
}

}  // namespace secours::http
