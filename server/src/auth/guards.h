#pragma once

#include <optional>
#include <string>

#include "auth/user.h"
#include "core/context.h"
#include "http/request.h"

namespace secours::auth {

inline constexpr const char* session_cookie = "secours_session";
// A browser that signed in to an account before (decision 047): its failures never count against the
// account's limit.
inline constexpr const char* device_cookie = "secours_device";

std::string session_token(const http::Request& request);
// The signed-in user of the request, if any.
std::optional<User> current_user(core::Context& context, const http::Request& request);
// 401 `unauthenticated` when nobody is signed in.
User require_user(core::Context& context, const http::Request& request);
// The language a page reads in: ?lang=fr|en, else the X-Page-Language the site sends (issue 41), else the
// user's own.
std::string reading_language(const http::Request& request, const User& user);
// 401 for anonymous callers, 403 `forbidden` for students and instructors.
User require_admin(core::Context& context, const http::Request& request);
// 401 for anonymous callers, 403 `forbidden` for anyone but an instructor.
User require_instructor(core::Context& context, const http::Request& request);
// An instructor or an admin (a session's roster: its instructors and the office); 401, else 403.
User require_instructor_or_admin(core::Context& context, const http::Request& request);

// The caller's address; from X-Forwarded-For only behind a trusted reverse proxy.
std::string client_address(const core::Context& context, const http::Request& request);

}  // namespace secours::auth
