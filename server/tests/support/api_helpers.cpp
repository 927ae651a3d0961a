#include "support/api_helpers.h"

#include <stdexcept>

#include "auth/auth_service.h"
#include "core/context.h"

namespace secours::testing {

std::string session_cookie_of(const HttpResult& result) {
  auto header = result.header("set-cookie");
  auto start = header.find("secours_session=");
  if (start == std::string::npos) return "";
  auto end = header.find(';', start);
  return header.substr(start, end - start);
}

HttpResult call(TestServer& server, const std::string& method, const std::string& target,
                const nlohmann::json& body, const std::string& cookie) {
  Headers headers{{"Content-Type", "application/json"}};
  if (!cookie.empty()) headers["Cookie"] = cookie;
  return server.send(method, target, body.is_null() ? "" : body.dump(), headers);
}

std::string sign_up(TestServer& server, const std::string& email, const std::string& password,
                    const std::string& first_name) {
  auto result =
      call(server, "POST", "/api/auth/signup",
           {{"firstName", first_name}, {"lastName", "Tremblay"}, {"email", email}, {"password", password}});
  if (result.status != 201) throw std::runtime_error("sign-up failed: " + result.body);
  return session_cookie_of(result);
}

std::string sign_in_admin(TestServer& server, const std::string& email, const std::string& password) {
  core::Context context{server.config(), server.database(), server.clock()};
  auth::AuthService(context).create_admin(email, password, "Admin", "Secours");
  auto result = call(server, "POST", "/api/auth/login", {{"email", email}, {"password", password}});
  if (result.status != 200) throw std::runtime_error("admin sign-in failed: " + result.body);
  return session_cookie_of(result);
}

}  // namespace secours::testing
