#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"

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

// A search's words and how the database best finds their rows (decisions 039, 040).
struct WordSearch {
  static constexpr long long few_rows = 20'000;
  static constexpr long long many_rows = 100'000;
  // A word of one term is counted up to this; beyond, it ranks as few_rows (as common as any broad
  // condition: read in the list's order, its rows stop with the page anyway).
  static constexpr long long one_term_cap = 5'000;
  std::vector<std::string> words;
  std::vector<long long>
      rows;  // each word's rows, counted up to few_rows (or to where it can no longer lead)
  std::vector<std::string> only_terms;  // the one term a word's prefix range holds, or "" (none, several)
  // The word whose rows are the candidates, each then checked for the other words; -1: no word leads
  // (the list's rows are read in its order and each is checked with (owner, term)).
  int rarest = -1;
  // The rarest word is one term: its rows, read from the terms' primary key (term, created_at, owner),
  // come in the list's order, so a page stops after its first rows whatever the word's size. Else its
  // rows are all read and sorted: it leads only when under few_rows, or of several words all common, the
  // one with the fewest under many_rows (the words together are rarer than each).
  bool in_list_order = false;
  bool words_lead() const { return rarest >= 0; }
  long long rarest_rows() const { return rarest < 0 ? few_rows : rows[static_cast<std::size_t>(rarest)]; }
};

// Counts up to `cap` rows of `table` that meet `condition` (an index range, stopped there): what
// reading that condition's index would cost, for choosing which of a list's conditions leads.
long long rows_up_to(soci::session& sql, std::string_view table, const std::string& condition,
                     long long cap = WordSearch::few_rows);

// rows_up_to of each condition, in one statement (one round trip to the database instead of several).
std::vector<long long> rows_up_to_each(soci::session& sql, std::string_view table,
                                       const std::vector<std::string>& conditions, long long cap);

// Counts each word's rows up to few_rows (a range of the terms' primary key each, stopped there), finds
// the words whose range is one term, and chooses the word that leads, if any.
WordSearch plan_word_search(soci::session& sql, std::string_view terms_table, std::vector<std::string> words);

// The rows of the rarest word, as `w` with columns id and (in the list's order) created_at: "(SELECT
// created_at, booking_id AS id FROM booking_search_terms WHERE term = 'x') w", put before the list's
// table with CROSS JOIN (SQLite reads a CROSS JOIN's left side first; PostgreSQL plans it like any join);
// the list's WHERE then joins them: "b.id = w.id". Empty when no word leads.
std::string rarest_word_rows(std::string_view terms_table, std::string_view owner_column,
                             const WordSearch& search);

// The alias whose (created_at, id) orders the page and holds its keyset and date range: `w` when the
// rarest word's rows come in the list's order, else the list's own.
std::string order_alias(const WordSearch& search, std::string_view list_alias);

// Every word is the start of one of the row's words, checked on the row with (owner, term); but the
// rarest word when `rarest_in_from` (rarest_word_rows finds those). `owner` is the row's id ("b.id").
std::string has_words(std::string_view owner, std::string_view terms_table, std::string_view owner_column,
                      const WordSearch& search, bool rarest_in_from);

// Whether the engine's planner knows how values are spread in a column (PostgreSQL's statistics); SQLite
// as Debian builds it does not (no STAT4), so the lists tell it which condition leads (decision 039).
bool planner_knows_values(soci::session& sql);

// A list's condition on one column, "b.status = 'pending'", written so that no index is used for it
// when it does not lead (`leads` false: "b.status || '' = 'pending'", "b.course_id + 0 = 3"). Without
// statistics of its values, SQLite's planner takes any index with an equality, even one that matches
// most rows; the list says which condition is the narrow one (decision 039). Where the planner knows
// values (planner_knows_values), every condition is written plainly: PostgreSQL would take a written-off
// one for a rare match (a default estimate) and read the whole table for it (decision 040).
std::string equals_text(std::string_view column, std::string_view value, bool leads);
std::string equals_integer(std::string_view column, long long value, bool leads);

// What follows ORDER BY for a page: newest first, and a LIMIT one row more than shown (that row
// says whether a next page exists).
std::string newest_first(std::string_view alias, int limit);

}  // namespace secours::db
