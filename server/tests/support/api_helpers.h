#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "support/test_server.h"

namespace secours::testing {

using Headers = std::map<std::string, std::string>;

// "secours_session=…" taken from a response's Set-Cookie, ready for a Cookie header.
std::string session_cookie_of(const HttpResult& result);

// JSON request with the session cookie (if any).
HttpResult call(TestServer& server, const std::string& method, const std::string& target,
                const nlohmann::json& body = nullptr, const std::string& cookie = "");

// Signs up a student and returns its session cookie.
std::string sign_up(TestServer& server, const std::string& email, const std::string& password = "secret123",
                    const std::string& first_name = "Marie");
// Creates an admin directly through the service, signs in, and returns the session cookie.
std::string sign_in_admin(TestServer& server, const std::string& email = "admin@secours.example",
                          const std::string& password = "admin-password");

}  // namespace secours::testing
