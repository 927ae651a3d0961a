#include "auth/session_repository.h"

#include <soci/soci.h>

#include "db/statements.h"

#include "db/row.h"

namespace secours::auth::sessions {

void insert(soci::session& sql, const std::string& token_hash, long long user_id, bool remember,
            long long now, long long expires_at) {
  int remember_flag = remember ? 1 : 0;
  sql << "INSERT INTO sessions (token_hash, user_id, remember, created_at, last_used_at, expires_at) VALUES "
         "(:h, :u, "
         ":r, :c, :l, :e)",
      soci::use(token_hash), soci::use(user_id), soci::use(remember_flag), soci::use(now), soci::use(now),
      soci::use(expires_at);
}

std::optional<SessionRow> find_valid(soci::session& sql, const std::string& token_hash, long long now) {
  return db::select_one(
      sql,
      "SELECT s.id, s.user_id, s.remember, s.last_used_at, s.expires_at FROM sessions s JOIN users u ON u.id "
      "= "
      "s.user_id WHERE s.token_hash = :h AND s.expires_at > :now AND u.active = 1",
      db::fields(&SessionRow::id, &SessionRow::user_id, &SessionRow::remember, &SessionRow::last_used_at,
                 &SessionRow::expires_at),
      token_hash, now);
}

void extend(soci::session& sql, long long id, long long now, long long expires_at) {
  sql << "UPDATE sessions SET last_used_at = :now, expires_at = :e WHERE id = :id", soci::use(now),
      soci::use(expires_at), soci::use(id);
}

void remove(soci::session& sql, const std::string& token_hash) {
  sql << "DELETE FROM sessions WHERE token_hash = :h", soci::use(token_hash);
}

void remove_all_for_user(soci::session& sql, long long user_id) {
  sql << "DELETE FROM sessions WHERE user_id = :u", soci::use(user_id);
}

long long remove_expired(soci::session& sql, long long now) {
  return db::changed_rows(sql, "DELETE FROM sessions WHERE expires_at <= :now", now);
}

}  // namespace secours::auth::sessions
