#include "auth/guards.h"

#include "auth/auth_service.h"
#include "common/errors.h"
#include "http/cookies.h"
#include "http/forwarded.h"
#include "http/page_language.h"

namespace secours::auth {

std::string session_token(const http::Request& request) {
  return http::cookie_value(request.header("cookie"), session_cookie).value_or("");
}

std::optional<User> current_user(core::Context& context, const http::Request& request) {
  auto token = session_token(request);
  if (token.empty()) return std::nullopt;
  return AuthService(context).user_for_token(token);
}

User require_user(core::Context& context, const http::Request& request) {
  auto user = current_user(context, request);
  if (!user) throw errors::Unauthorized();
  return *user;
}

std::string reading_language(const http::Request& request, const User& user) {
  // An English page reads English titles and times whatever the account's own language (issue 41).
  return http::shown_language(request, user.language);
}

User require_admin(core::Context& context, const http::Request& request) {
  auto user = require_user(context, request);
  if (!user.is_admin()) throw errors::Forbidden();
  return user;
}

User require_instructor(core::Context& context, const http::Request& request) {
  auto user = require_user(context, request);
  if (!user.is_instructor()) throw errors::Forbidden();
  return user;
}

User require_instructor_or_admin(core::Context& context, const http::Request& request) {
  auto user = require_user(context, request);
  if (!user.is_instructor() && !user.is_admin()) throw errors::Forbidden();
  return user;
}

std::string client_address(const core::Context& context, const http::Request& request) {
  return http::client_address(request, context.config.trust_proxy ? context.config.trusted_proxies : 0);
}

}  // namespace secours::auth
