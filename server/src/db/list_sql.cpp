#include "db/list_sql.h"

#include <soci/soci.h>

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

namespace {

// "term >= 'tr' AND term < 'ts'": the terms that start with the word.
std::string term_range(std::string_view column, const std::string& word) {
  std::string sql = std::string(column) + " >= " + quoted_word(word);
  const auto end = text::prefix_end(word);
  if (!end.empty()) sql += " AND " + std::string(column) + " < " + quoted_word(end);
  return sql;
}

}  // namespace

long long rows_up_to(soci::session& sql, std::string_view table, const std::string& condition,
                     long long cap) {
  long long rows = 0;
  sql << "SELECT COUNT(*) FROM (SELECT 1 FROM " + std::string(table) + " WHERE " + condition + " LIMIT " +
             std::to_string(cap) + ") x",
      soci::into(rows);
  return rows;
}

WordSearch plan_word_search(soci::session& sql, std::string_view terms_table,
                            std::vector<std::string> words) {
  WordSearch search;
  search.words = std::move(words);
  for (std::size_t i = 0; i < search.words.size(); ++i) {
    const long long rows = rows_up_to(sql, terms_table, term_range("term", search.words[i]));
    search.rows.push_back(rows);
    const auto fewest =
        search.rarest < 0 ? WordSearch::few_rows : search.rows[static_cast<std::size_t>(search.rarest)];
    if (rows < fewest) search.rarest = static_cast<int>(i);
  }
  if (search.rarest < 0 && search.words.size() > 1) {
    long long fewest = WordSearch::many_rows;
    for (std::size_t i = 0; i < search.words.size(); ++i) {
      const long long rows =
          rows_up_to(sql, terms_table, term_range("term", search.words[i]), WordSearch::many_rows);
      if (rows < fewest) {
        fewest = rows;
        search.rarest = static_cast<int>(i);
      }
    }
  }
  return search;
}

std::string rarest_word_rows(std::string_view terms_table, std::string_view owner_column,
                             const WordSearch& search) {
  if (search.rarest < 0) return "";
  return "(SELECT DISTINCT " + std::string(owner_column) + " AS word_owner FROM " + std::string(terms_table) +
         " WHERE " + term_range("term", search.words[static_cast<std::size_t>(search.rarest)]) +
         ") w CROSS JOIN ";
}

std::string has_words(std::string_view owner, std::string_view terms_table, std::string_view owner_column,
                      const WordSearch& search, bool rarest_in_from) {
  const std::string table(terms_table), column(owner_column);
  std::string sql;
  for (std::size_t i = 0; i < search.words.size(); ++i) {
    if (rarest_in_from && static_cast<int>(i) == search.rarest) continue;
    if (!sql.empty()) sql += " AND ";
    sql += "EXISTS (SELECT 1 FROM " + table + " t WHERE t." + column + " = " + std::string(owner) + " AND " +
           term_range("t.term", search.words[i]) + ")";
  }
  return sql.empty() ? "1 = 1" : sql;
}

std::string equals_text(std::string_view column, std::string_view value, bool leads) {
  for (char c : value) {
    if (!((c >= 'a' && c <= 'z') || c == '-')) throw std::logic_error("not a name from a closed list");
  }
  return std::string(column) + (leads ? "" : " || ''") + " = '" + std::string(value) + "'";
}

std::string equals_integer(std::string_view column, long long value, bool leads) {
  return std::string(column) + (leads ? "" : " + 0") + " = " + std::to_string(value);
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
