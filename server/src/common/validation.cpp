#include "common/validation.h"

#include "common/text_keys.h"

#include <algorithm>
#include <cctype>

namespace secours::validation {

std::string trim(std::string_view text) {
  auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  auto end = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(begin, end - begin + 1));
}

bool is_email(std::string_view text) {
  if (text.size() > 254) return false;
  auto at = text.find('@');
  if (at == std::string_view::npos || at == 0 || text.find('@', at + 1) != std::string_view::npos)
    return false;
  auto domain = text.substr(at + 1);
  auto dot = domain.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 2 > domain.size()) return false;
  return std::none_of(text.begin(), text.end(),
                      [](unsigned char c) { return std::isspace(c) || c == ',' || c == '<' || c == '>'; });
}

bool is_https_or_http_url(std::string_view text) {
  bool scheme = text.starts_with("https://") || text.starts_with("http://");
  return scheme && text.size() > 10 && text.size() <= 2000 &&
         std::none_of(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c) || c == '"'; });
}

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

std::string Input::required_text(const char* name, std::size_t max_length) {
  if (!has(name) || (body_[name].is_string() && trim(body_[name].get<std::string>()).empty())) {
    fail(name, "required");
    return {};
  }
  return optional_text(name, max_length);
}

std::string Input::optional_text(const char* name, std::size_t max_length) {
  if (!has(name)) return {};
  if (!body_[name].is_string()) {
    fail(name, "invalid-type");
    return {};
  }
  std::string value = trim(body_[name].get<std::string>());
  if (text::utf8_length(value) > max_length) fail(name, "too-long");
  return value;
}

std::string Input::optional_phone(const char* name) {
  std::string value = optional_text(name, 30);
  if (!value.empty() && !std::all_of(value.begin(), value.end(), [](char c) {
        return (c >= '0' && c <= '9') || c == ' ' || c == '+' || c == '-' || c == '(' || c == ')' || c == '.';
      })) {
    fail(name, "invalid-phone");
  }
  return value;
}

std::string Input::language(const char* name) {
  std::string value = optional_text(name, 2);
  if (value.empty()) value = "fr";
  if (value != "fr" && value != "en") fail(name, "invalid-language");
  return value;
}

std::string Input::required_email(const char* name) {
  std::string value = required_text(name, 254);
  if (!value.empty() && !failed(name) && !is_email(value)) fail(name, "invalid-email");
  return value;
}

bool Input::optional_bool(const char* name, bool fallback) {
  if (!has(name)) return fallback;
  if (!body_[name].is_boolean()) {
    fail(name, "invalid-type");
    return fallback;
  }
  return body_[name].get<bool>();
}

std::optional<long long> Input::optional_integer(const char* name, long long min, long long max) {
  if (!has(name)) return std::nullopt;
  if (!body_[name].is_number_integer()) {
    fail(name, "invalid-type");
    return std::nullopt;
  }
  auto value = body_[name].get<long long>();
  if (value < min || value > max) fail(name, "out-of-range");
  return value;
}

std::vector<long long> Input::optional_id_list(const char* name, std::size_t max_count) {
  constexpr long long max_id = 1'000'000'000'000LL;
  std::vector<long long> ids;
  if (!has(name)) return ids;
  const auto& list = body_[name];
  if (!list.is_array()) {
    fail(name, "invalid-list");
    return ids;
  }
  if (list.size() > max_count) {
    fail(name, "too-many");
    return ids;
  }
  for (const auto& id : list) {
    if (!id.is_number_integer() || id.get<long long>() < 1 || id.get<long long>() > max_id) {
      fail(name, "invalid-number");
      return {};
    }
    if (std::find(ids.begin(), ids.end(), id.get<long long>()) == ids.end())
      ids.push_back(id.get<long long>());
  }
  return ids;
}

void Input::fail(const std::string& name, const std::string& reason) { errors_.emplace(name, reason); }

void Input::check() const {
  if (errors_.empty()) return;
  if (errors_.size() == 1) {
    const auto& [field, reason] = *errors_.begin();
    if (reason == "invalid-email")
      throw errors::HttpError(400, "invalid-email", "Invalid email address.", errors_);
    if (reason == "weak-password")
      throw errors::HttpError(400, "weak-password", "Password is too weak.", errors_);
  }
  throw errors::ValidationError(errors_);
}

}  // namespace secours::validation
