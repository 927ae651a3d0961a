#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/paging.h"

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

// Every word is the start of one of the row's words: one prefix range on `terms_table`'s primary key
// (term, owner) per word. `owner` is the row's id column ("b.id").
std::string has_words(std::string_view owner, std::string_view terms_table, std::string_view owner_column,
                      const std::vector<std::string>& words);

// What follows ORDER BY for a page: newest first, and a LIMIT one row more than shown (that row
// says whether a next page exists).
std::string newest_first(std::string_view alias, int limit);

}  // namespace secours::db
