#include "auth/auth_routes.h"

#include "auth/auth_service.h"
#include "auth/email_links.h"
#include "auth/guards.h"
#include "auth/profile_input.h"
#include "auth/user_json.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "core/route_binder.h"
#include "http/cookies.h"
#include "http/json.h"

namespace secours::auth {

namespace {

constexpr long long device_cookie_max_age = 365LL * 86400;  // as the server trusts it (decision 047)

http::Response signed_in_response(core::Context& context, int status, const SignedIn& signed_in) {
  auto response = http::json_response(status, {{"user", user_json(signed_in.user)}});
  response.add_header("Set-Cookie", http::set_cookie(session_cookie, signed_in.token,
                                                     signed_in.cookie_max_age, context.config.https()));
  if (!signed_in.device_token.empty()) {
    response.add_header("Set-Cookie", http::set_cookie(device_cookie, signed_in.device_token,
                                                       device_cookie_max_age, context.config.https()));
  }
  return response;
}

http::Response signup(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto fields = read_profile_fields(input, quebec_date(context.clock.now()));
  auto password = read_new_password(input, "password", fields.email);
  const bool news_consent = input.optional_bool("newsConsent");
  input.check();
  Signup signup{fields.first_name, fields.last_name,
                fields.email,      password,
                fields.phone,      fields.date_of_birth,
                fields.address,    fields.language.empty() ? "fr" : fields.language,
                news_consent};
  return signed_in_response(context, 201,
                            AuthService(context).signup(signup, client_address(context, request)));
}

http::Response login(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto email = input.required_text("email", 254);
  auto password =
      input.has("password") && body["password"].is_string() ? body["password"].get<std::string>() : "";
  if (password.empty()) input.fail("password", "required");
  bool remember = input.optional_bool("rememberMe");
  input.check();
  const auto device = http::cookie_value(request.header("cookie"), device_cookie).value_or("");
  return signed_in_response(
      context, 200,
      AuthService(context).login(email, password, remember, client_address(context, request), device));
}

http::Response logout(core::Context& context, http::Request& request) {
  auto token = session_token(request);
  if (!token.empty()) AuthService(context).logout(token);
  auto response = http::Response::no_content();
  response.add_header("Set-Cookie", http::set_cookie(session_cookie, "", 0, context.config.https()));
  return response;
}

http::Response forgot_password(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto email = input.required_email("email");
  input.check();
  AuthService(context).request_password_reset(email, client_address(context, request));
  return http::json_response(202, {{"status", "accepted"}});
}

http::Response reset_password(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto token = input.required_text("token", 100);
  auto password = read_new_password(input, "password");
  input.check();
  AuthService(context).reset_password(token, password);
  return http::Response::no_content();
}

http::Response verify_email(core::Context& context, http::Request& request) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto token = input.required_text("token", 100);
  input.check();
  auto verified = EmailLinks(context).verify(token);
  return http::json_response(200, {{"email", verified.email}, {"purpose", verified.purpose}});
}

http::Response resend_verification(core::Context& context, http::Request& request) {
  auto user = require_user(context, request);
  EmailLinks(context).resend(user);
  return http::json_response(202, {{"status", "accepted"}});
}

http::Response update_me(core::Context& context, http::Request& request) {
  auto user = require_user(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto fields = read_profile_fields(input, quebec_date(context.clock.now()));
  auto avatar = input.optional_text("avatar", 2000);
  if (!avatar.empty() && !validation::is_https_or_http_url(avatar) && !is_upload_url(avatar)) {
    input.fail("avatar", "invalid-url");
  }
  input.check();
  ProfileChange change{fields.first_name,    fields.last_name, fields.email, fields.phone,
                       fields.date_of_birth, fields.address,   avatar,       fields.language};
  return http::json_response(200, {{"user", user_json(AuthService(context).update_profile(user, change))}});
}

http::Response change_password(core::Context& context, http::Request& request) {
  auto user = require_user(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto current = input.has("currentPassword") && body["currentPassword"].is_string()
                     ? body["currentPassword"].get<std::string>()
                     : "";
  if (current.empty()) input.fail("currentPassword", "required");
  auto next = read_new_password(input, "newPassword", user.email);
  input.check();
  auto signed_in = AuthService(context).change_password(user, current, next);
  auto response = http::Response::no_content();
  response.add_header("Set-Cookie", http::set_cookie(session_cookie, signed_in.token,
                                                     signed_in.cookie_max_age, context.config.https()));
  return response;
}

// A visitor is not an error: every anonymous page asks, so the answer is 200 with no user.
http::Response me(core::Context& context, http::Request& request) {
  auto user = current_user(context, request);
  return http::json_response(200, {{"user", user ? user_json(*user) : http::Json(nullptr)}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/auth/signup", signup},
      {"POST /api/auth/login", login},
      {"POST /api/auth/logout", logout},
      {"GET /api/auth/me", me},
      {"POST /api/auth/forgot-password", forgot_password},
      {"POST /api/auth/reset-password", reset_password},
      {"POST /api/auth/verify-email", verify_email},
      {"POST /api/auth/resend-verification", resend_verification},
      {"PATCH /api/me", update_me},
      {"POST /api/me/password", change_password},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::auth
