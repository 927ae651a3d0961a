#include "core/paging.h"

#include <charconv>

namespace secours::core {

PageRequest read_page(const http::Request& request, errors::HttpError::Fields& invalid) {
  PageRequest page;
  if (auto limit = request.query_param("limit")) {
    int value = 0;
    auto [end, error] = std::from_chars(limit->data(), limit->data() + limit->size(), value);
    if (error != std::errc() || end != limit->data() + limit->size()) {
      invalid["limit"] = "invalid-number";
    } else if (value < 1 || value > PageRequest::max_limit) {
      invalid["limit"] = "out-of-range";
    } else {
      page.limit = value;
    }
  }
  if (auto cursor = request.query_param("cursor"); cursor && !cursor->empty()) {
    page.after = decode_cursor(*cursor);
    if (!page.after) invalid["cursor"] = "invalid-cursor";
  }
  return page;
}

PageRequest read_page(const http::Request& request) {
  errors::HttpError::Fields invalid;
  const auto page = read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return page;
}

}  // namespace secours::core
