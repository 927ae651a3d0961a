#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/paging.h"

namespace soci {
class session;
}

namespace secours::db {

// The SQL of a newest-first page: values written into the text are integers and search words
// ([a-z0-9] only, text::search_words), so a filter of any shape is one statement without binding.

// "(b.created_at, b.id) < (C, I)": the rows after `keyset`, newest first (row values: SQLite and
// PostgreSQL both compare them in order and use the (created_at, id) indexes).
std::string after_keyset(std::string_view alias, const Keyset& keyset);

// "(s.starts_at, s.id) > (K, I)": the rows after `keyset` in a list in ascending order of `column`
// (a calendar: soonest first).
std::string after_keyset_ascending(std::string_view alias, std::string_view column, const Keyset& keyset);

// What follows ORDER BY for a page in ascending order of `column`, then id; LIMIT one row more than shown.
std::string ascending(std::string_view alias, std::string_view column, int limit);

// A search's words and how the database best finds their rows (decision 039).
struct WordSearch {
  static constexpr long long few_rows = 20'000;
  std::vector<std::string> words;
  std::vector<long long> rows;  // each word's rows, counted up to few_rows
  // The word whose rows are the candidates, read from the terms' primary key (term, owner), each then
  // checked for the other words: the one with the fewest rows when under few_rows; of several words all
  // common, the one with the fewest under many_rows (the words together are rarer than each). -1: the
  // words are common: the list's rows are read in its order and each is checked (owner, term), which
  // finds a page after a few rows.
  int rarest = -1;
  static constexpr long long many_rows = 100'000;
  bool words_lead() const { return rarest >= 0; }
  long long rarest_rows() const { return rarest < 0 ? few_rows : rows[static_cast<std::size_t>(rarest)]; }
};

// Counts up to `cap` rows of `table` that meet `condition` (an index range, stopped there): what
// reading that condition's index would cost, for choosing which of a list's conditions leads.
long long rows_up_to(soci::session& sql, std::string_view table, const std::string& condition,
                     long long cap = WordSearch::few_rows);

// Counts, for each word, its rows up to few_rows (a range of the terms' primary key each, stopped there).
WordSearch plan_word_search(soci::session& sql, std::string_view terms_table, std::vector<std::string> words);

// The rows of the rarest word, to put before the list's table in FROM: "(SELECT DISTINCT booking_id AS
// id FROM booking_search_terms WHERE …) w CROSS JOIN " (SQLite reads a CROSS JOIN's left side first;
// PostgreSQL plans it like any join). The list's WHERE then joins them: "b.id = w.word_owner".
std::string rarest_word_rows(std::string_view terms_table, std::string_view owner_column,
                             const WordSearch& search);

// Every word is the start of one of the row's words, checked on the row with (owner, term); but the
// rarest word when `rarest_in_from` (rarest_word_rows finds those). `owner` is the row's id ("b.id").
std::string has_words(std::string_view owner, std::string_view terms_table, std::string_view owner_column,
                      const WordSearch& search, bool rarest_in_from);

// A list's condition on one column, "b.status = 'pending'", written so that no index is used for it
// when it does not lead (`leads` false: "b.status || '' = 'pending'", "b.course_id + 0 = 3"). Without
// statistics of its values, SQLite's planner takes any index with an equality, even one that matches
// most rows; the list says which condition is the narrow one (decision 039).
std::string equals_text(std::string_view column, std::string_view value, bool leads);
std::string equals_integer(std::string_view column, long long value, bool leads);

// What follows ORDER BY for a page: newest first, and a LIMIT one row more than shown (that row
// says whether a next page exists).
std::string newest_first(std::string_view alias, int limit);

}  // namespace secours::db
