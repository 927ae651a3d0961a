#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/errors.h"
#include "common/paging.h"
#include "http/request.h"

namespace secours::core {

// ?limit= (1 to 200, 50 when absent) and ?cursor= (a nextCursor this server gave); a bad one is
// named in `invalid` (invalid-number, out-of-range, invalid-cursor) for the route's one ValidationError.
PageRequest read_page(const http::Request& request, errors::HttpError::Fields& invalid);
// The same for a route with no other parameter to check: 400 at once when they are not valid.
PageRequest read_page(const http::Request& request);

// One page of a list: its rows and where the next page starts (nullopt on the last page).
template <typename Row>
using Page = std::pair<std::vector<Row>, std::optional<std::string>>;

// The nextCursor of a page read with one row more than asked: that row exists, so there is a next page,
// which starts after the last row shown. Drops the extra row.
template <typename Row, typename KeyOf>
std::optional<std::string> finish_page(std::vector<Row>& rows, const PageRequest& page, KeyOf key_of) {
  if (rows.size() <= static_cast<std::size_t>(page.limit)) return std::nullopt;
  rows.resize(page.limit);
  return encode_cursor(key_of(rows.back()));
}

// Rows read with one row more than asked, as the page they make (finish_page).
template <typename Row, typename KeyOf>
Page<Row> page_of(std::vector<Row> rows, const PageRequest& page, KeyOf key_of) {
  auto next = finish_page(rows, page, key_of);
  return {std::move(rows), std::move(next)};
}

// The keys of the lists: newest first, by creation; a calendar, by start.
inline constexpr auto by_created_at = [](const auto& row) { return Keyset{row.created_at, row.id}; };
inline constexpr auto by_starts_at = [](const auto& row) { return Keyset{row.starts_at, row.id}; };

}  // namespace secours::core
