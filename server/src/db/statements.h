#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "db/list_sql.h"

namespace secours::db {

// Ids as written into a statement's IN (…): "4, 8, 15". Integers, so nothing to escape: one statement for a
// list of any length, where SOCI would need a placeholder each.
inline std::string id_list(const std::vector<long long>& ids) {
  std::string list;
  for (long long id : ids) list += (list.empty() ? "" : ", ") + std::to_string(id);
  return list;
}

// Runs a statement with its values bound in order, and says how many rows it changed.
template <typename... Values>
long long changed_rows(soci::session& sql, const std::string& query, const Values&... values) {
  soci::statement statement = ((sql.prepare << query), ..., soci::use(values));
  statement.execute(true);
  return statement.get_affected_rows();
}

// Empties `column`, a free text, in the rows of `table` whose session (their session_id) ended before
// `ended_before`: what the retention rules erase once a course is over. How many rows it changed.
inline long long erase_text_of_ended_sessions(soci::session& sql, const std::string& table,
                                              const std::string& column, long long ended_before) {
  return changed_rows(sql,
                      "UPDATE " + table + " SET " + column + " = '' WHERE " + column +
                          " <> '' AND session_id IN (SELECT id FROM course_sessions WHERE ends_at < :cutoff)",
                      ended_before);
}

// Runs an INSERT … RETURNING id with its values bound in order, and says the new row's id.
template <typename... Values>
long long inserted_id(soci::session& sql, const std::string& query, const Values&... values) {
  long long id = 0;
  soci::statement statement = (((sql.prepare << query), ..., soci::use(values)), soci::into(id));
  statement.execute(true);
  return id;
}

// A guarded change (UPDATE … WHERE status = 'pending', INSERT … ON CONFLICT DO NOTHING): true when it
// changed its row, false when the guard no longer held (another request or instance came first).
template <typename... Values>
bool changed_one_row(soci::session& sql, const std::string& query, const Values&... values) {
  return changed_rows(sql, query, values...) == 1;
}

// Every row of a query, each made by `read` (a repository's row reader), in the query's order.
template <typename Read, typename... Values>
auto select_rows(soci::session& sql, const std::string& query, Read read, const Values&... values) {
  soci::rowset<soci::row> rows = ((sql.prepare << query), ..., soci::use(values));
  std::vector<std::invoke_result_t<Read&, const soci::row&>> found;
  for (const auto& row : rows) found.push_back(read(row));
  return found;
}

// The first of the rows a query found, if any: a row looked up by its key (find, find_locked).
template <typename Row>
std::optional<Row> first(std::vector<Row> found) {
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

// The one row of a query by a key, made by `read`; nullopt when there is none.
template <typename Read, typename... Values>
auto select_one(soci::session& sql, const std::string& query, Read read, const Values&... values) {
  return first(select_rows(sql, query, read, values...));
}

// A page of a list, newest first: `query` is its SELECT up to a WHERE of its own, `alias` the table whose
// (created_at, id) orders it; each row made by `read`.
template <typename Read, typename... Values>
auto newest_first_page(soci::session& sql, std::string query, std::string_view alias, const PageRequest& page,
                       Read read, const Values&... values) {
  if (page.after) query += " AND " + after_keyset(alias, *page.after);
  return select_rows(sql, query + " ORDER BY " + newest_first(alias, page.limit), read, values...);
}

// The integers in the first column of a query's rows, in its order (ids to work on, times).
template <typename... Values>
std::vector<long long> select_integers(soci::session& sql, const std::string& query,
                                       const Values&... values) {
  long long id = 0;
  soci::statement statement = (((sql.prepare << query), ..., soci::use(values)), soci::into(id));
  statement.execute();
  std::vector<long long> ids;
  while (statement.fetch()) ids.push_back(id);
  return ids;
}

}  // namespace secours::db
