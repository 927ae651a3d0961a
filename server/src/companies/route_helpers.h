#pragma once

#include "common/paging.h"
#include "companies/company_service.h"
#include "core/paging.h"
#include "http/json.h"

namespace secours::companies {

// What the companies' routes (company_routes.cpp, invoice_routes.cpp) share.

// {`name`: [rows], nextCursor}: one page of a list.
template <typename Row, typename ToJson>
http::Response page_response(const char* name, const Page<Row>& page, ToJson to_json) {
  http::Json rows = http::Json::array();
  for (const auto& row : page.first) rows.push_back(to_json(row));
  return http::json_response(
      200, {{name, rows}, {"nextCursor", page.second ? http::Json(*page.second) : nullptr}});
}

// ?limit and ?cursor, 400 when they are not valid.
inline PageRequest page_of(const http::Request& request) {
  errors::HttpError::Fields invalid;
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return page;
}

inline long long company_id(const http::Request& request) { return request.id_param("id", "company"); }

}  // namespace secours::companies
