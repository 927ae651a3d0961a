#pragma once

#include <string>

namespace secours::auth {

// Why a new password is refused (issue 27), or empty when it is accepted: "weak-password" when shorter than
// six characters, "common-password" when among the 10,000 most common ones (server/data, from zxcvbn's
// list; any case), "contains-email" when it contains the name part of the account's address (4 characters
// or more, any case).
std::string password_problem(const std::string& password, const std::string& email);

}  // namespace secours::auth
