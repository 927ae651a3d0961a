#pragma once

#include <string>

#include "db/session_fwd.h"

namespace secours::auth::devices {

// SQL for trusted_devices: the browsers that signed in to an account (a device cookie's token, hashed).

// True when the browser holding the token signed in to the account and its trust has not expired.
bool is_trusted(soci::session& sql, const std::string& token_hash, long long user_id, long long now);
// Trusts the browser for the account until `expires_at` (again, when it was).
void trust(soci::session& sql, const std::string& token_hash, long long user_id, long long now,
           long long expires_at);
// Forgets every browser of the account (a password reset, the account erased).
void forget_all(soci::session& sql, long long user_id);
long long remove_expired(soci::session& sql, long long now);

}  // namespace secours::auth::devices
