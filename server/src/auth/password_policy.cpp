#include "auth/password_policy.h"

#include <string_view>
#include <unordered_set>

#include "auth/auth_service.h"
#include "common/validation.h"

namespace secours::auth {

extern const std::string_view common_passwords_text;

namespace {

const std::unordered_set<std::string_view>& common_passwords() {
  static const auto set = [] {
    std::unordered_set<std::string_view> words;
    std::string_view text = common_passwords_text;
    while (!text.empty()) {
      const auto end = text.find('\n');
      const auto word = text.substr(0, end);
      if (!word.empty()) words.insert(word);
      if (end == std::string_view::npos) break;
      text.remove_prefix(end + 1);
    }
    return words;
  }();
  return set;
}

}  // namespace

std::string password_problem(const std::string& password, const std::string& email) {
  if (password.size() < min_password_length) return "weak-password";
  const auto lowered = validation::lower(password);
  if (common_passwords().contains(lowered)) return "common-password";
  const auto name = validation::lower(email.substr(0, email.find('@')));
  if (name.size() >= 4 && lowered.find(name) != std::string::npos) return "contains-email";
  return "";
}

}  // namespace secours::auth
