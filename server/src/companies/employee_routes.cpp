#include <map>

#include "auth/guards.h"
#include "common/enum_names.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "companies/company_routes.h"
#include "companies/company_routes_parts.h"
#include "companies/company_service.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::companies {

namespace {

http::Json optional_id(const std::optional<long long>& id) {
  return id ? http::Json(*id) : http::Json(nullptr);
}

http::Json employee_json(const Employee& employee) {
  return {{"id", employee.id},
          {"firstName", employee.first_name},
          {"lastName", employee.last_name},
          {"email", employee.email},
          {"employeeNumber", employee.employee_number},
          {"workplaceId", optional_id(employee.workplace_id)},
          {"shift", employee.shift ? http::Json(*employee.shift) : http::Json(nullptr)},
          {"createdAt", iso8601(employee.created_at)},
          {"leftOn", employee.left_on ? http::Json(*employee.left_on) : http::Json(nullptr)}};
}

// An employee as sent to add or change them (400 naming the fields).
Employee read_employee(const http::Json& body) {
  validation::Input input(body);
  Employee employee;
  employee.first_name = input.required_text("firstName", 100);
  employee.last_name = input.required_text("lastName", 100);
  employee.email = input.optional_text("email", 254);
  if (!employee.email.empty() && !input.failed("email") && !validation::is_email(employee.email)) {
    input.fail("email", "invalid-email");
  }
  employee.email = validation::lower(employee.email);
  employee.employee_number = input.optional_text("employeeNumber", 50);
  if (auto workplace = input.optional_integer("workplaceId", 1, 9'000'000'000'000'000'000LL)) {
    employee.workplace_id = *workplace;
  }
  if (auto shift = input.optional_integer("shift", 0, max_shifts - 1))
    employee.shift = static_cast<int>(*shift);
  input.check();
  return employee;
}

http::Response add_employee(core::Context& context, http::Request& request) {
  return save_item(context, request, &CompanyService::add_employee, read_employee, employee_json, "employee");
}

http::Response update_employee(core::Context& context, http::Request& request) {
  return save_item(context, request, &CompanyService::update_employee, read_employee, employee_json,
                   "employee", "employeeId");
}

// {file: the CSV as text, confirm}: a preview of what each line would do and every line's problem
// (confirm false, the default), or the lines written (confirm true, every one or none).
http::Response import_employees(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  auto body = http::parse_json_object(request);
  if (!body.contains("file") || !body["file"].is_string()) {
    throw errors::ValidationError(errors::HttpError::Fields{{"file", "required"}});
  }
  if (body.contains("confirm") && !body["confirm"].is_boolean()) {
    throw errors::ValidationError(errors::HttpError::Fields{{"confirm", "invalid-choice"}});
  }
  const bool confirm = body.value("confirm", false);
  const auto file = read_employee_file(body["file"].get<std::string>());
  const auto outcome = CompanyService(context).import_employees(user, id, file, confirm);
  std::map<ImportAction, long long> counts;
  http::Json lines = http::Json::array(), errors = http::Json::array();
  for (const auto& line : outcome.lines) {
    ++counts[line.action];
    lines.push_back({{"line", line.line},
                     {"action", import_action_names.text(line.action)},
                     {"firstName", line.employee.first_name},
                     {"lastName", line.employee.last_name},
                     {"employeeId", line.employee.id ? http::Json(line.employee.id) : http::Json(nullptr)}});
  }
  for (const auto& problem : outcome.problems) {
    errors.push_back({{"line", problem.line}, {"field", problem.field}, {"reason", problem.reason}});
  }
  return http::json_response(200, {{"written", outcome.written},
                                   {"created", counts[ImportAction::create]},
                                   {"updated", counts[ImportAction::update]},
                                   {"unchanged", counts[ImportAction::unchanged]},
                                   {"departed", counts[ImportAction::departed]},
                                   {"lines", lines},
                                   {"errors", errors}});
}

// ?departed=true: those who left; otherwise those still there.
http::Response list_employees(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  errors::HttpError::Fields invalid;
  bool departed = false;
  if (const auto asked = request.query_param("departed"); asked && !asked->empty()) {
    constexpr EnumNames<bool, 2> departed_names{{"false", "true"}};
    const auto parsed = departed_names.parse(*asked);
    if (!parsed) invalid["departed"] = "invalid-choice";
    departed = parsed.value_or(false);
  }
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return core::page_response("employees", CompanyService(context).employees(user, id, departed, page),
                             employee_json);
}

http::Response employee_left(core::Context& context, http::Request& request) {
  return set_end_day(context, request, "employeeId", "leftOn", "employee", &CompanyService::set_employee_left,
                     employee_json);
}

}  // namespace

void register_employee_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/companies/{id}/employees", add_employee},
      {"GET /api/companies/{id}/employees", list_employees},
      {"POST /api/companies/{id}/employees/import", import_employees},
      {"PUT /api/companies/{id}/employees/{employeeId}", update_employee},
      {"PUT /api/companies/{id}/employees/{employeeId}/departure", employee_left},
      {"DELETE /api/companies/{id}/employees/{employeeId}/departure", employee_left},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::companies
