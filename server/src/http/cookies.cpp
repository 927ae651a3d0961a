#include "http/cookies.h"

namespace secours::http {

std::optional<std::string> cookie_value(const std::string& cookie_header, const std::string& name) {
  std::size_t pos = 0;
  while (pos < cookie_header.size()) {
    auto end = cookie_header.find(';', pos);
    if (end == std::string::npos) end = cookie_header.size();
    auto pair = cookie_header.substr(pos, end - pos);
    auto start = pair.find_first_not_of(' ');
    if (start != std::string::npos) {
      pair = pair.substr(start);
      auto eq = pair.find('=');
      if (eq != std::string::npos && pair.substr(0, eq) == name) return pair.substr(eq + 1);
    }
    pos = end + 1;
  }
  return std::nullopt;
}

std::string set_cookie(const std::string& name, const std::string& value, long long max_age, bool secure) {
  std::string cookie = name + "=" + value + "; Path=/; HttpOnly; SameSite=Lax";
  if (max_age >= 0) cookie += "; Max-Age=" + std::to_string(max_age);
  if (secure) cookie += "; Secure";
  return cookie;
}

}  // namespace secours::http
