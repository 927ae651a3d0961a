#pragma once

// What the routes of a company's workplaces (company_routes.cpp) and of its employees (employee_routes.cpp)
// share: the shifts' count, adding or changing an item, and the day an item ended.

#include <optional>
#include <string>

#include "auth/guards.h"
#include "companies/company_service.h"
#include "core/context.h"
#include "http/json.h"
#include "http/request.h"
#include "http/response.h"

namespace secours::companies {

inline constexpr int max_shifts = 4;  // a day of three eight-hour shifts, and one more for weekends

// Adds one of the company's workplaces or employees (201), or changes the one the path names by
// `item_param` (200): the body as `read` reads it, saved by `save`, answered under `name`.
template <typename Item>
http::Response save_item(core::Context& context, http::Request& request,
                         Item (CompanyService::*save)(const auth::User&, long long, Item),
                         Item (*read)(const http::Json&), http::Json (*to_json)(const Item&),
                         const char* name, const char* item_param = nullptr) {
  auto user = auth::require_user(context, request);
  const auto company_id = request.id_param("id", "company");
  auto item = read(http::parse_json_object(request));
  if (item_param) item.id = request.id_param(item_param, name);
  auto saved = (CompanyService(context).*save)(user, company_id, std::move(item));
  return http::json_response(item_param ? 200 : 201, {{name, to_json(saved)}});
}

// {<field>: "YYYY-MM-DD"}: the day, as the body gives it (400 naming the field otherwise).
std::string read_day(http::Request& request, const char* field);

// PUT {<field>: day}: the item the path names by `item_param` ended that day (an employee left, a workplace
// closed); DELETE: undone. Answered as {<name>: …} as it now stands.
template <typename Item>
http::Response set_end_day(core::Context& context, http::Request& request, const char* item_param,
                           const char* field, const char* name,
                           Item (CompanyService::*set)(const auth::User&, long long, long long,
                                                       std::optional<std::string>),
                           http::Json (*to_json)(const Item&)) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  const auto item_id = request.id_param(item_param, name);
  std::optional<std::string> day;
  if (request.method == "PUT") day = read_day(request, field);
  return http::json_response(200, {{name, to_json((CompanyService(context).*set)(user, id, item_id, day))}});
}

}  // namespace secours::companies
