#pragma once

#include <optional>
#include <string>

#include "core/paging.h"
#include "http/json.h"

namespace secours::core {

// One page of a list as every paged endpoint answers it: {"<name>": [to_json(item)…], "nextCursor":
// "…" or null on the last page}. The route may add fields (a total, counts) before answering.
template <typename Items, typename ToJson>
http::Json page_json(const char* name, const Items& items, const std::optional<std::string>& next_cursor,
                     ToJson to_json) {
  http::Json rows = http::Json::array();
  for (const auto& item : items) rows.push_back(to_json(item));
  return {{name, std::move(rows)},
          {"nextCursor", next_cursor ? http::Json(*next_cursor) : http::Json(nullptr)}};
}

// 200 with page_json of a service's page.
template <typename Row, typename ToJson>
http::Response page_response(const char* name, const Page<Row>& page, ToJson to_json) {
  return http::json_response(200, page_json(name, page.first, page.second, to_json));
}

}  // namespace secours::core
