#include "auth/device_repository.h"

#include <soci/soci.h>

#include "db/statements.h"

namespace secours::auth::devices {

bool is_trusted(soci::session& sql, const std::string& token_hash, long long user_id, long long now) {
  int found = 0;
  sql << "SELECT COUNT(*) FROM trusted_devices WHERE token_hash = :t AND user_id = :u AND expires_at > :now",
      soci::use(token_hash), soci::use(user_id), soci::use(now), soci::into(found);
  return found > 0;
}

void trust(soci::session& sql, const std::string& token_hash, long long user_id, long long now,
           long long expires_at) {
  sql << "INSERT INTO trusted_devices (token_hash, user_id, created_at, expires_at) VALUES (:t, :u, :now, "
         ":e) ON CONFLICT (token_hash, user_id) DO UPDATE SET expires_at = excluded.expires_at",
      soci::use(token_hash), soci::use(user_id), soci::use(now), soci::use(expires_at);
}

void forget_all(soci::session& sql, long long user_id) {
  sql << "DELETE FROM trusted_devices WHERE user_id = :u", soci::use(user_id);
}

long long remove_expired(soci::session& sql, long long now) {
  return db::changed_rows(sql, "DELETE FROM trusted_devices WHERE expires_at <= :now", now);
}

}  // namespace secours::auth::devices
