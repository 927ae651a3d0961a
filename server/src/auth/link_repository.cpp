#include "auth/link_repository.h"

#include <soci/soci.h>

#include "db/statements.h"

#include "db/row.h"

namespace secours::auth::links {

void insert_reset(soci::session& sql, const std::string& token_hash, long long user_id, long long now,
                  long long expires_at) {
  sql << "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (:h, :u, :c, :e)",
      soci::use(token_hash), soci::use(user_id), soci::use(now), soci::use(expires_at);
}

std::optional<long long> find_reset(soci::session& sql, const std::string& token_hash, long long now) {
  soci::row row;
  sql << "SELECT user_id FROM password_resets WHERE token_hash = :h AND used_at IS NULL AND expires_at > "
         ":now",
      soci::use(token_hash), soci::use(now), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  return db::get_integer(row, 0);
}

void void_resets(soci::session& sql, long long user_id, long long now) {
  sql << "UPDATE password_resets SET used_at = :now WHERE user_id = :u AND used_at IS NULL", soci::use(now),
      soci::use(user_id);
}

void insert_email_link(soci::session& sql, const std::string& token_hash, long long user_id,
                       const std::string& purpose, const std::string& email, long long now,
                       long long expires_at) {
  sql << "INSERT INTO email_links (token_hash, user_id, purpose, email, created_at, expires_at) VALUES (:h, "
         ":u, "
         ":p, :m, :c, :e)",
      soci::use(token_hash), soci::use(user_id), soci::use(purpose), soci::use(email), soci::use(now),
      soci::use(expires_at);
}

std::optional<EmailLink> find_email_link(soci::session& sql, const std::string& token_hash, long long now) {
  return db::select_one(
      sql,
      "SELECT id, user_id, purpose, email FROM email_links WHERE token_hash = :h AND used_at IS NULL AND "
      "expires_at > :now",
      db::fields(&EmailLink::id, &EmailLink::user_id, &EmailLink::purpose, &EmailLink::email), token_hash,
      now);
}

void remove_all_for_user(soci::session& sql, long long user_id) {
  sql << "DELETE FROM password_resets WHERE user_id = :u", soci::use(user_id);
  sql << "DELETE FROM email_links WHERE user_id = :u", soci::use(user_id);
}

void void_email_links(soci::session& sql, long long user_id, const char* purpose, long long now) {
  if (purpose == nullptr) {
    sql << "UPDATE email_links SET used_at = :now WHERE user_id = :u AND used_at IS NULL", soci::use(now),
        soci::use(user_id);
    return;
  }
  std::string wanted = purpose;
  sql << "UPDATE email_links SET used_at = :now WHERE user_id = :u AND purpose = :p AND used_at IS NULL",
      soci::use(now), soci::use(user_id), soci::use(wanted);
}

long long remove_expired(soci::session& sql, long long now) {
  return db::changed_rows(sql, "DELETE FROM password_resets WHERE expires_at <= :now", now) +
         db::changed_rows(sql, "DELETE FROM email_links WHERE expires_at <= :now", now);
}

}  // namespace secours::auth::links
