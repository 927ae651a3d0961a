#include "db/list_sql.h"

#include <stdexcept>

#include "common/text_keys.h"

namespace secours::db {

namespace {

std::string quoted_word(std::string_view word) {
  for (char c : word) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) throw std::logic_error("not a search word");
  }
  return "'" + std::string(word) + "'";
}

}  // namespace

std::string after_keyset(std::string_view alias, const Keyset& keyset) {
  const std::string a(alias);
  return "(" + a + ".created_at, " + a + ".id) < (" + std::to_string(keyset.sort_key) + ", " +
         std::to_string(keyset.id) + ")";
}

std::string after_keyset_ascending(std::string_view alias, std::string_view column, const Keyset& keyset) {
  const std::string a(alias);
  return "(" + a + "." + std::string(column) + ", " + a + ".id) > (" + std::to_string(keyset.sort_key) +
         ", " + std::to_string(keyset.id) + ")";
}

std::string has_words(std::string_view owner, std::string_view terms_table, std::string_view owner_column,
                      const std::vector<std::string>& words) {
  std::string sql;
  for (const auto& word : words) {
    if (!sql.empty()) sql += " AND ";
    sql += std::string(owner) + " IN (SELECT " + std::string(owner_column) + " FROM " +
           std::string(terms_table) + " WHERE term >= " + quoted_word(word);
    const auto end = text::prefix_end(word);
    if (!end.empty()) sql += " AND term < " + quoted_word(end);
    sql += ")";
  }
  return sql.empty() ? "1 = 1" : sql;
}

std::string newest_first(std::string_view alias, int limit) {
  const std::string a(alias);
  return a + ".created_at DESC, " + a + ".id DESC LIMIT " + std::to_string(limit + 1);
}

std::string ascending(std::string_view alias, std::string_view column, int limit) {
  const std::string a(alias);
  return a + "." + std::string(column) + ", " + a + ".id LIMIT " + std::to_string(limit + 1);
}

}  // namespace secours::db
