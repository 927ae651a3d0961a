#pragma once

#include <optional>
#include <string>

namespace secours::http {

// The value of one cookie from a Cookie request header.
std::optional<std::string> cookie_value(const std::string& cookie_header, const std::string& name);

// A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure when asked; max_age < 0 means a
// browser-session cookie, 0 deletes it.
std::string set_cookie(const std::string& name, const std::string& value, long long max_age, bool secure);

}  // namespace secours::http
