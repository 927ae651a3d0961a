#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"

namespace soci {
class session;
}

namespace secours::auth {

// SQL for users; every function takes the caller's session (and so its transaction).
namespace users {

std::optional<User> find_by_id(soci::session& sql, long long id);
std::optional<User> find_by_email(soci::session& sql, const std::string& email);
std::string password_hash(soci::session& sql, long long id);
// Inserts and returns the new id; throws http::Conflict("email-already-in-use") on a taken email.
long long insert(soci::session& sql, const User& user, const std::string& password_hash);
// Updates the profile fields; same conflict rule for the email.
void update_profile(soci::session& sql, const User& user);
void update_password(soci::session& sql, long long id, const std::string& password_hash, long long now);
void set_role(soci::session& sql, long long id, const std::string& role, long long now);
void touch(soci::session& sql, long long id, long long now);
// Active student accounts, newest first.
std::vector<User> list_students(soci::session& sql);

}  // namespace users
}  // namespace secours::auth
