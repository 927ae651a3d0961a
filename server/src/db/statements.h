#pragma once

#include <soci/soci.h>

#include <string>
#include <type_traits>
#include <vector>

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
