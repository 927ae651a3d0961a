#include "auth/user_repository.h"

#include <soci/soci.h>

#include "common/text_keys.h"
#include "common/validation.h"
#include "db/errors.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/row_locks.h"
#include "db/statements.h"

namespace secours::auth::users {

namespace {

const char* const columns =
    "id, email, first_name, last_name, phone, date_of_birth, address, avatar_url, role, language, active, "
    "created_at, updated_at, last_seen_at, email_verified_at, pending_email";
// The same, of `u` (a search's words come beside it with their own id and created_at).
const char* const columns_of_u =
    "u.id, u.email, u.first_name, u.last_name, u.phone, u.date_of_birth, u.address, u.avatar_url, u.role, "
    "u.language, u.active, u.created_at, u.updated_at, u.last_seen_at, u.email_verified_at, u.pending_email";

User read_user(const soci::row& row) {
  User user;
  db::Columns(row).read(user.id, user.email, user.first_name, user.last_name, user.phone, user.date_of_birth,
                        user.address, user.avatar_url, db::stored(role_names, user.role), user.language,
                        user.active, user.created_at, user.updated_at, user.last_seen_at,
                        user.email_verified_at, user.pending_email);
  return user;
}

template <typename Value>
std::optional<User> find_one(soci::session& sql, const std::string& where, const Value& value) {
  soci::row row;
  sql << std::string("SELECT ") + columns + " FROM users WHERE " + where, soci::use(value), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  return read_user(row);
}

}  // namespace

std::optional<User> find_by_id(soci::session& sql, long long id) { return find_one(sql, "id = :v", id); }

std::optional<User> find_for_erasure(soci::session& sql, long long id) {
  return find_one(sql, "id = :v" + db::change_lock_clause(sql, "users"), id);
}

bool hold_active(soci::session& sql, long long id) {
  return !db::select_integers(
              sql,
              "SELECT id FROM users WHERE id = :id AND active = 1" + db::change_lock_clause(sql, "users"), id)
              .empty();
}

std::optional<User> find_by_email(soci::session& sql, const std::string& email) {
  std::string key = validation::lower(email);
  return find_one(sql, "email_key = :v", key);
}

std::string password_hash(soci::session& sql, long long id) {
  std::string hash;
  sql << "SELECT password_hash FROM users WHERE id = :id", soci::use(id), soci::into(hash);
  return hash;
}

long long insert(soci::session& sql, const User& user, const std::string& password_hash) {
  std::string key = validation::lower(user.email);
  const std::string role = role_names.text(user.role);
  long long id = 0;
  int active = user.active ? 1 : 0;
  db::translate_conflict(
      [&] {
        sql << "INSERT INTO users (email, email_key, password_hash, first_name, last_name, phone, "
               "date_of_birth, "
               "address, avatar_url, role, language, active, created_at, updated_at, last_seen_at) VALUES "
               "(:email, "
               ":key, :hash, :first, :last, :phone, :dob, :address, :avatar, :role, :language, :active, "
               ":created, "
               ":updated, :seen) RETURNING id",
            soci::use(user.email), soci::use(key), soci::use(password_hash), soci::use(user.first_name),
            soci::use(user.last_name), soci::use(user.phone), soci::use(user.date_of_birth),
            soci::use(user.address), soci::use(user.avatar_url), soci::use(role), soci::use(user.language),
            soci::use(active), soci::use(user.created_at), soci::use(user.updated_at),
            soci::use(user.created_at), soci::into(id);
      },
      "email-already-in-use", "Email already in use.");
  index_search_words(sql, id);
  return id;
}

bool update_profile(soci::session& sql, const User& user) {
  std::string key = validation::lower(user.email);
  bool changed = false;
  db::translate_conflict(
      [&] {
        changed = db::changed_one_row(
            sql,
            "UPDATE users SET email = :email, email_key = :key, first_name = :first, last_name = :last, "
            "phone = :phone, date_of_birth = :dob, address = :address, avatar_url = :avatar, language = "
            ":language, updated_at = :updated WHERE id = :id AND active = 1",
            user.email, key, user.first_name, user.last_name, user.phone, user.date_of_birth, user.address,
            user.avatar_url, user.language, user.updated_at, user.id);
      },
      "email-already-in-use", "Email already in use.");
  if (changed) index_search_words(sql, user.id);
  return changed;
}

void mark_email_verified(soci::session& sql, long long id, long long now) {
  sql << "UPDATE users SET email_verified_at = :now, updated_at = :now2 WHERE id = :id AND email_verified_at "
         "IS "
         "NULL",
      soci::use(now), soci::use(now), soci::use(id);
}

void set_pending_email(soci::session& sql, long long id, const std::string& email, long long now) {
  sql << "UPDATE users SET pending_email = :email, updated_at = :now WHERE id = :id", soci::use(email),
      soci::use(now), soci::use(id);
}

void apply_pending_email(soci::session& sql, long long id, const std::string& email, long long now) {
  std::string key = validation::lower(email);
  db::translate_conflict(
      [&] {
        sql << "UPDATE users SET email = :email, email_key = :key, pending_email = '', email_verified_at = "
               ":verified, updated_at = :now WHERE id = :id",
            soci::use(email), soci::use(key), soci::use(now), soci::use(now), soci::use(id);
      },
      "email-already-in-use", "Email already in use.");
  index_search_words(sql, id);
}

void update_password(soci::session& sql, long long id, const std::string& password_hash, long long now) {
  sql << "UPDATE users SET password_hash = :hash, updated_at = :now WHERE id = :id", soci::use(password_hash),
      soci::use(now), soci::use(id);
}

void set_role(soci::session& sql, long long id, Role role, long long now) {
  const std::string text = role_names.text(role);
  sql << "UPDATE users SET role = :role, updated_at = :now WHERE id = :id", soci::use(text), soci::use(now),
      soci::use(id);
}

void touch(soci::session& sql, long long id, long long now) {
  sql << "UPDATE users SET last_seen_at = :now WHERE id = :id", soci::use(now), soci::use(id);
}

void erase(soci::session& sql, long long id, const std::string& erased_email, long long now) {
  sql << "UPDATE users SET email = :e, email_key = :k, password_hash = '!', first_name = '', last_name = '', "
         "phone = '', date_of_birth = '', address = '', avatar_url = '', pending_email = '', active = 0, "
         "updated_at = :t WHERE id = :u",
      soci::use(erased_email), soci::use(erased_email), soci::use(now), soci::use(id);
  sql << "DELETE FROM user_search_terms WHERE user_id = :u", soci::use(id);
}

std::vector<User> students_page(soci::session& sql, const std::vector<std::string>& words,
                                const PageRequest& page) {
  // The rarest word's people lead when it is rare or one term (db/list_sql.h); else the students, newest
  // first.
  const auto search = db::plan_word_search(sql, "user_search_terms", words);
  const bool word_leads = search.words_lead();
  const bool plain = !word_leads || db::planner_knows_values(sql);
  const auto order = db::order_alias(search, "u");
  std::string where = db::equals_text("u.role", "student", plain) + " AND " +
                      db::equals_integer("u.active", 1, plain) + " AND " +
                      db::has_words("u.id", "user_search_terms", "user_id", search, word_leads);
  if (word_leads) where += " AND u.id = w.id";
  if (page.after) where += " AND " + db::after_keyset(order, *page.after);
  return db::select_rows(
      sql,
      std::string("SELECT ") + columns_of_u + " FROM " +
          (word_leads ? db::rarest_word_rows("user_search_terms", "user_id", search) + " CROSS JOIN " : "") +
          "users u WHERE " + where + " ORDER BY " + db::newest_first(order, page.limit),
      read_user);
}

void index_search_words(soci::session& sql, long long user_id) {
  std::string first, last, email, phone;
  long long created_at = 0;
  sql << "SELECT first_name, last_name, email, phone, created_at FROM users WHERE id = :id",
      soci::use(user_id), soci::into(first), soci::into(last), soci::into(email), soci::into(phone),
      soci::into(created_at);
  if (!sql.got_data()) return;
  auto words = text::search_words(first + " " + last + " " + email + " " + phone);
  sql << "DELETE FROM user_search_terms WHERE user_id = :id", soci::use(user_id);
  for (const auto& word : words) {
    sql << "INSERT INTO user_search_terms (term, created_at, user_id) VALUES (:t, :c, :id)", soci::use(word),
        soci::use(created_at), soci::use(user_id);
  }
}

int index_backlog(soci::session& sql, int limit) {
  const auto ids = db::select_integers(
      sql, "SELECT user_id FROM user_search_backlog ORDER BY user_id LIMIT :limit", limit);
  for (long long id : ids) {
    // Taken off the backlog first: of two instances at it, one deletes the row and indexes.
    if (db::changed_one_row(sql, "DELETE FROM user_search_backlog WHERE user_id = :id", id)) {
      index_search_words(sql, id);
    }
  }
  return static_cast<int>(ids.size());
}

}  // namespace secours::auth::users
