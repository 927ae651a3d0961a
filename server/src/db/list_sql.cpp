#include "db/list_sql.h"

#include <soci/soci.h>

#include <algorithm>
#include <stdexcept>

#include "common/text_keys.h"
#include "db/row.h"

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

std::vector<long long> rows_up_to_each(soci::session& sql, std::string_view table,
                                       const std::vector<std::string>& conditions, long long cap) {
  if (conditions.empty()) return {};
  std::string query = "SELECT ";
  for (std::size_t i = 0; i < conditions.size(); ++i) {
    query += (i ? ", " : "") + std::string("(SELECT COUNT(*) FROM (SELECT 1 FROM ") + std::string(table) +
             " WHERE " + conditions[i] + " LIMIT " + std::to_string(cap) + ") x" + std::to_string(i) + ")";
  }
  soci::row row;
  sql << query, soci::into(row);
  std::vector<long long> rows;
  for (std::size_t i = 0; i < conditions.size(); ++i) rows.push_back(db::get_integer(row, i));
  return rows;
}

long long rows_up_to(soci::session& sql, std::string_view table, const std::string& condition,
                     long long cap) {
  return rows_up_to_each(sql, table, {condition}, cap).front();
}

namespace {

// The one term of `word`'s prefix range, or "" when it holds none or several.
std::string only_term(soci::session& sql, std::string_view terms_table, const std::string& word) {
  const std::string from = " FROM " + std::string(terms_table) + " WHERE " + term_range("term", word);
  soci::row row;
  sql << "SELECT (SELECT term" + from + " ORDER BY term LIMIT 1), (SELECT term" + from +
             " ORDER BY term DESC LIMIT 1)",
      soci::into(row);
  if (row.get_indicator(0) == soci::i_null || row.get_indicator(1) == soci::i_null) return "";  // no row
  const auto first = row.get<std::string>(0), last = row.get<std::string>(1);
  return first == last ? first : "";
}

// A word of several terms has all its rows read and sorted before a page is cut: as costly as this many
// rows read in the list's order (a rough weight, to choose between the two kinds).
constexpr long long sorted_row_cost = 4;

}  // namespace

WordSearch plan_word_search(soci::session& sql, std::string_view terms_table,
                            std::vector<std::string> words) {
  WordSearch search;
  search.words = std::move(words);
  const auto count = search.words.size();
  search.rows.assign(count, 0);
  search.only_terms.assign(count, "");
  int one_term = -1, several_terms = -1;  // of each kind, the word with the fewest rows
  const auto rows_of = [&search](int word) { return search.rows[static_cast<std::size_t>(word)]; };
  long long cap = WordSearch::few_rows;  // beyond, a word can no longer lead
  for (std::size_t i = 0; i < count; ++i) {
    search.only_terms[i] = only_term(sql, terms_table, search.words[i]);
    // A word of one term read in order stops with the page: past one_term_cap rows it is as common as
    // any broad condition, and counting further would only cost.
    const bool one = !search.only_terms[i].empty();
    const long long counted_to = one ? std::min(cap, WordSearch::one_term_cap) : cap;
    const long long rows = rows_up_to(sql, terms_table, term_range("term", search.words[i]), counted_to);
    // Counted to its cap, a word has at least that many rows: it ranks as common (it cannot lead).
    search.rows[i] = rows >= counted_to ? WordSearch::few_rows : rows;
    int& fewest = one ? one_term : several_terms;
    if (fewest < 0 || search.rows[i] < rows_of(fewest)) fewest = static_cast<int>(i);
    cap = std::min(cap, std::max<long long>(1, rows) * sorted_row_cost);
  }
  if (several_terms >= 0 && rows_of(several_terms) < WordSearch::few_rows &&
      (one_term < 0 || rows_of(several_terms) * sorted_row_cost < rows_of(one_term))) {
    search.rarest = several_terms;
  } else if (one_term >= 0) {
    search.rarest = one_term;
    search.in_list_order = true;
  } else if (search.words.size() > 1) {
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
  const auto i = static_cast<std::size_t>(search.rarest);
  const std::string table(terms_table), owner(owner_column);
  if (search.in_list_order) {
    return "(SELECT created_at, " + owner + " AS id FROM " + table +
           " WHERE term = " + quoted_word(search.only_terms[i]) + ") w";
  }
  return "(SELECT DISTINCT " + owner + " AS id FROM " + table + " WHERE " +
         term_range("term", search.words[i]) + ") w";
}

std::string order_alias(const WordSearch& search, std::string_view list_alias) {
  return search.words_lead() && search.in_list_order ? "w" : std::string(list_alias);
}

bool planner_knows_values(soci::session& sql) { return sql.get_backend_name() != "sqlite3"; }

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
