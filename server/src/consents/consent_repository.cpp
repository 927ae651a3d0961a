#include "consents/consent_repository.h"

#include <soci/soci.h>

#include "common/validation.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::consents {

const char* kind_name(Kind kind) { return kind == Kind::terms ? "terms" : "news"; }

namespace consent_rows {

namespace {

constexpr const char* columns =
    "SELECT c.id, c.email, c.user_id, c.kind, c.wording_version, c.source, c.created_at, c.withdrawn_at, "
    "COALESCE(c.withdrawn_via, '') FROM consents c";

Consent read_consent(const soci::row& row) {
  Consent consent;
  db::Columns(row).read(consent.id, consent.email, consent.user_id, consent.kind, consent.wording_version,
                        consent.source, consent.created_at, consent.withdrawn_at, consent.withdrawn_via);
  return consent;
}

}  // namespace

void insert(soci::session& sql, const std::string& email, std::optional<long long> user_id, Kind kind,
            const std::string& wording_version, const std::string& source, long long now) {
  const std::string key = validation::lower(email);
  const std::string kind_text = kind_name(kind);
  soci::indicator user_indicator = user_id ? soci::i_ok : soci::i_null;
  long long user = user_id.value_or(0);
  sql << "INSERT INTO consents (email, user_id, kind, wording_version, source, created_at) "
         "VALUES (:email, :user, :kind, :version, :source, :now)",
      soci::use(key), soci::use(user, user_indicator), soci::use(kind_text), soci::use(wording_version),
      soci::use(source), soci::use(now);
}

bool news_in_force(soci::session& sql, const std::string& email) {
  const std::string key = validation::lower(email);
  return !db::select_integers(sql,
                              "SELECT id FROM consents WHERE email = :email AND kind = 'news' AND "
                              "withdrawn_at IS NULL LIMIT 1",
                              key)
              .empty();
}

long long withdraw_news(soci::session& sql, const std::string& email, const std::string& via, long long now) {
  const std::string key = validation::lower(email);
  return db::changed_rows(
      sql,
      "UPDATE consents SET withdrawn_at = :now, withdrawn_via = :via WHERE email = :email "
      "AND kind = 'news' AND withdrawn_at IS NULL",
      now, via, key);
}

std::vector<Consent> for_email(soci::session& sql, const std::string& email) {
  const std::string key = validation::lower(email);
  return db::select_rows(
      sql, std::string(columns) + " WHERE c.email = :email ORDER BY c.created_at DESC, c.id DESC",
      read_consent, key);
}

std::vector<Consent> page(soci::session& sql, const std::string& email, std::optional<Kind> kind,
                          const PageRequest& page) {
  const std::string key = validation::lower(email);
  std::string query = std::string(columns) + " WHERE c.email = :email";
  if (key.empty()) query = std::string(columns) + " WHERE :email = ''";
  if (kind) query += std::string(" AND c.kind = '") + kind_name(*kind) + "'";
  return db::newest_first_page(sql, query, "c", page, read_consent, key);
}

void remove_guest_terms_before(soci::session& sql, long long before) {
  sql << "DELETE FROM consents WHERE user_id IS NULL AND kind = 'terms' AND created_at < :before",
      soci::use(before);
}

void remove_for_email(soci::session& sql, const std::string& email) {
  const std::string key = validation::lower(email);
  sql << "DELETE FROM consents WHERE email = :email", soci::use(key);
}

void insert_unsubscribe_link(soci::session& sql, const std::string& token_hash, const std::string& email,
                             long long now) {
  const std::string key = validation::lower(email);
  sql << "INSERT INTO unsubscribe_links (token_hash, email, created_at) VALUES (:hash, :email, :now)",
      soci::use(token_hash), soci::use(key), soci::use(now);
}

std::optional<std::string> unsubscribe_email(soci::session& sql, const std::string& token_hash) {
  std::string email;
  sql << "SELECT email FROM unsubscribe_links WHERE token_hash = :hash", soci::use(token_hash),
      soci::into(email);
  if (!sql.got_data()) return std::nullopt;
  return email;
}

void remove_unsubscribe_links(soci::session& sql, const std::string& email) {
  const std::string key = validation::lower(email);
  sql << "DELETE FROM unsubscribe_links WHERE email = :email", soci::use(key);
}

long long remove_unsubscribe_links_before(soci::session& sql, long long before) {
  return db::changed_rows(sql, "DELETE FROM unsubscribe_links WHERE created_at < :before", before);
}

}  // namespace consent_rows
}  // namespace secours::consents
