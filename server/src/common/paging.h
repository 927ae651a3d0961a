#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace secours {

// Where a page of a list starts: after the row with this sort key (its creation time in a newest-first
// list, its start in a calendar) and id (a keyset, so that a row added or removed meanwhile never shifts
// the next page, unlike an OFFSET).
struct Keyset {
  long long sort_key = 0;
  long long id = 0;
};

// One page of a list: at most `limit` rows after `after` (from the newest when absent).
struct PageRequest {
  static constexpr int default_limit = 50;
  static constexpr int max_limit = 200;
  int limit = default_limit;
  std::optional<Keyset> after;
};

// The `cursor` a client sends back for the next page. Opaque to clients: only these two read it.
std::string encode_cursor(const Keyset& keyset);
// nullopt for anything encode_cursor did not write.
std::optional<Keyset> decode_cursor(std::string_view cursor);

}  // namespace secours
