#include "instructors/instructor_repository.h"

#include <soci/soci.h>

#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::instructors::instructor_rows {

namespace {

const char* const columns =
    "p.user_id, u.first_name, u.last_name, u.email, p.languages, p.active, p.created_at FROM "
    "instructor_profiles p JOIN users u ON u.id = p.user_id";

std::vector<std::string> split_languages(const std::string& text) {
  std::vector<std::string> languages;
  for (const char* language : {"fr", "en"}) {
    if (text.find(language) != std::string::npos) languages.emplace_back(language);
  }
  return languages;
}

Instructor read(const soci::row& row) {
  Instructor instructor;
  std::string languages;
  db::Columns(row).read(instructor.user_id, instructor.first_name, instructor.last_name, instructor.email,
                        languages, instructor.active, instructor.created_at);
  instructor.languages = split_languages(languages);
  return instructor;
}

InstructorCredential read_credential(const soci::row& row) {
  InstructorCredential credential;
  db::Columns(row).read(credential.body, credential.number, credential.expires_on);
  return credential;
}

void load_credentials(soci::session& sql, Instructor& instructor) {
  instructor.credentials = db::select_rows(
      sql, "SELECT body, number, expires_on FROM instructor_credentials WHERE user_id = :u ORDER BY position",
      read_credential, instructor.user_id);
}

}  // namespace

std::optional<Instructor> find(soci::session& sql, long long user_id) {
  auto found =
      db::select_rows(sql, std::string("SELECT ") + columns + " WHERE p.user_id = :u", read, user_id);
  if (found.empty()) return std::nullopt;
  load_credentials(sql, found.front());
  return found.front();
}

bool lock_active(soci::session& sql, long long user_id) {
  return !db::select_integers(sql,
                              "SELECT p.user_id FROM instructor_profiles p JOIN users u ON u.id = p.user_id "
                              "WHERE p.user_id = :u AND p.active = 1 AND u.role = 'instructor'" +
                                  db::lock_rows_clause(sql, "p"),
                              user_id)
              .empty();
}

std::vector<Instructor> page(soci::session& sql, const std::vector<std::string>& words,
                             const PageRequest& page) {
  // Instructors are few: their rows are read in the list's order and each checked for the words with
  // the accounts' (owner, term) index, never a scan of every account.
  std::string where = "p.active = 1";
  if (!words.empty()) {
    db::WordSearch search;
    search.words = words;
    where += " AND " + db::has_words("u.id", "user_search_terms", "user_id", search, false);
  }
  // Integers only are written into the text (db/list_sql.h).
  if (page.after) {
    where += " AND (p.created_at < " + std::to_string(page.after->sort_key) +
             " OR (p.created_at = " + std::to_string(page.after->sort_key) + " AND p.user_id < " +
             std::to_string(page.after->id) + "))";
  }
  auto found = db::select_rows(sql,
                               std::string("SELECT ") + columns + " WHERE " + where +
                                   " ORDER BY p.created_at DESC, p.user_id DESC LIMIT " +
                                   std::to_string(page.limit + 1),
                               read);
  for (auto& instructor : found) load_credentials(sql, instructor);
  return found;
}

void activate(soci::session& sql, long long user_id, const std::string& language, long long now) {
  if (!db::changed_one_row(sql,
                           "UPDATE instructor_profiles SET active = 1, updated_at = :now WHERE user_id = :u",
                           now, user_id)) {
    sql << "INSERT INTO instructor_profiles (user_id, languages, active, created_at, updated_at) VALUES (:u, "
           ":l, 1, :now, :now2)",
        soci::use(user_id), soci::use(language), soci::use(now), soci::use(now);
  }
}

void deactivate(soci::session& sql, long long user_id, long long now) {
  sql << "UPDATE instructor_profiles SET active = 0, updated_at = :now WHERE user_id = :u", soci::use(now),
      soci::use(user_id);
}

void update(soci::session& sql, long long user_id, const InstructorInput& input, long long now) {
  std::string languages;
  for (const auto& language : input.languages) languages += (languages.empty() ? "" : ",") + language;
  sql << "UPDATE instructor_profiles SET languages = :l, updated_at = :now WHERE user_id = :u",
      soci::use(languages), soci::use(now), soci::use(user_id);
  sql << "DELETE FROM instructor_credentials WHERE user_id = :u", soci::use(user_id);
  int position = 0;
  for (const auto& credential : input.credentials) {
    sql << "INSERT INTO instructor_credentials (user_id, position, body, number, expires_on) VALUES (:u, :p, "
           ":b, :n, :e)",
        soci::use(user_id), soci::use(position), soci::use(credential.body), soci::use(credential.number),
        soci::use(credential.expires_on);
    ++position;
  }
}

void erase(soci::session& sql, long long user_id, long long now) {
  sql << "DELETE FROM instructor_credentials WHERE user_id = :u", soci::use(user_id);
  deactivate(sql, user_id, now);
  sql << "DELETE FROM session_instructors WHERE user_id = :u AND session_id IN (SELECT id FROM "
         "course_sessions "
         "WHERE ends_at > :now)",
      soci::use(user_id), soci::use(now);
}

int sessions_not_over(soci::session& sql, long long user_id, long long now) {
  int count = 0;
  sql << "SELECT COUNT(*) FROM session_instructors i JOIN course_sessions s ON s.id = i.session_id WHERE "
         "i.user_id = :u AND s.status = 'scheduled' AND s.ends_at > :now",
      soci::use(user_id), soci::use(now), soci::into(count);
  return count;
}

}  // namespace secours::instructors::instructor_rows
