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
// Inserts and returns the new id; throws errors::Conflict("email-already-in-use") on a taken email.
long long insert(soci::session& sql, const User& user, const std::string& password_hash);
// Updates the profile fields; same conflict rule for the email.
void update_profile(soci::session& sql, const User& user);
// Marks the current address as proven (once: a later call keeps the first date).
void mark_email_verified(soci::session& sql, long long id, long long now);
// Records a new address waiting for its link; the current one stays in effect.
void set_pending_email(soci::session& sql, long long id, const std::string& email, long long now);
// Makes the proven new address the account's (verified now) and clears the pending one; throws
// errors::Conflict("email-already-in-use") when another account took it meanwhile.
void apply_pending_email(soci::session& sql, long long id, const std::string& email, long long now);
void update_password(soci::session& sql, long long id, const std::string& password_hash, long long now);
void set_role(soci::session& sql, long long id, Role role, long long now);
void touch(soci::session& sql, long long id, long long now);
// Deactivates the account and blanks its personal data; `erased_email` (unique and undeliverable)
// replaces its address and email key.
void erase(soci::session& sql, long long id, const std::string& erased_email, long long now);
// Active student accounts, newest first.
std::vector<User> list_students(soci::session& sql);

}  // namespace users
}  // namespace secours::auth
