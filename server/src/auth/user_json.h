#pragma once

#include <nlohmann/json.hpp>

#include "auth/user.h"

namespace secours::auth {
// The user as the API shows it (camelCase, no password hash).
nlohmann::json user_json(const User& user);
}  // namespace secours::auth
