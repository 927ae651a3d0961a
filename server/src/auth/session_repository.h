#pragma once

#include <optional>
#include <string>

#include "db/session_fwd.h"

namespace secours::auth::sessions {

struct SessionRow {
  long long id = 0;
  long long user_id = 0;
  bool remember = false;
  long long last_used_at = 0;
  long long expires_at = 0;
};

void insert(soci::session& sql, const std::string& token_hash, long long user_id, bool remember,
            long long now, long long expires_at);
std::optional<SessionRow> find_valid(soci::session& sql, const std::string& token_hash, long long now);
void extend(soci::session& sql, long long id, long long now, long long expires_at);
void remove(soci::session& sql, const std::string& token_hash);
void remove_all_for_user(soci::session& sql, long long user_id);
// Sessions past their expiry; how many.
long long remove_expired(soci::session& sql, long long now);

}  // namespace secours::auth::sessions
