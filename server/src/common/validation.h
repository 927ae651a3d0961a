#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/errors.h"

namespace secours::validation {

std::string trim(std::string_view text);
bool is_email(std::string_view text);
bool is_https_or_http_url(std::string_view text);
std::string lower(std::string_view text);

// Reads fields of a JSON request body and collects one reason per invalid field ("required",
// "too-long", "invalid-type", "invalid-email", …); check() throws one ValidationError naming them all.
class Input {
 public:
  explicit Input(const nlohmann::json& body) : body_(body) {}

  // Trimmed text; "required" when missing or blank; "too-long" past max_length characters (code
  // points, as the API's maxLength counts them, so that "é" counts once).
  std::string required_text(const char* name, std::size_t max_length);
  // Trimmed text, empty when missing or null.
  std::string optional_text(const char* name, std::size_t max_length);
  std::string required_email(const char* name);
  // A phone number as every form takes it: optional text of 30 characters at most, made of digits,
  // spaces and + - ( ) . ("invalid-phone").
  std::string optional_phone(const char* name);
  // A language of the site: "fr" or "en" ("invalid-language"), "fr" when missing or blank.
  std::string language(const char* name);
  bool optional_bool(const char* name, bool fallback = false);
  std::optional<long long> optional_integer(const char* name, long long min, long long max);
  // A list of ids (1 to 10^12), each once in the order given; empty when missing or null.
  // "invalid-list" when not an array, "too-many" past max_count, "invalid-number" for a bad id.
  std::vector<long long> optional_id_list(const char* name, std::size_t max_count);
  bool has(const char* name) const { return body_.contains(name) && !body_[name].is_null(); }

  void fail(const std::string& name, const std::string& reason);
  bool failed(const std::string& name) const { return errors_.contains(name); }
  const errors::HttpError::Fields& errors() const { return errors_; }
  // Throws when any field failed. A lone invalid email or short password keeps its own code.
  void check() const;

 private:
  const nlohmann::json& body_;
  errors::HttpError::Fields errors_;
};

}  // namespace secours::validation
