// A company's employees (declared in company_service.h): added, changed, imported from a file, and
// leaving (issues 26 and 42).
#include <algorithm>

#include "common/errors.h"
#include "common/quebec_time.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/company_service.h"
#include "companies/employee_matching.h"
#include "companies/employee_repository.h"
#include "core/paging.h"
#include "db/transaction.h"

namespace secours::companies {

namespace {

// The employee's workplace and shift are the company's, and the workplace open unless they already work
// there (400 naming the field otherwise); a workplace of one shift puts them on it.
void place_employee(soci::session& sql, long long company_id, Employee& employee,
                    std::optional<long long> works_at = std::nullopt) {
  if (employee.workplace_id) {
    auto workplace = company_rows::find_workplace(sql, company_id, *employee.workplace_id);
    if (!workplace) throw errors::ValidationError(errors::HttpError::Fields{{"workplaceId", "not-found"}});
    if (workplace->closed_on && works_at != workplace->id) {
      throw errors::ValidationError(errors::HttpError::Fields{{"workplaceId", "workplace-closed"}});
    }
    if (!employee.shift && workplace->shifts.size() == 1) employee.shift = 0;
    if (employee.shift && *employee.shift >= static_cast<int>(workplace->shifts.size())) {
      throw errors::ValidationError(errors::HttpError::Fields{{"shift", "out-of-range"}});
    }
  } else if (employee.shift) {
    throw errors::ValidationError(errors::HttpError::Fields{{"shift", "requires-workplace"}});
  }
}

}  // namespace

Employee CompanyService::update_employee(const auth::User& user, long long company_id, Employee employee) {
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
  auto stored = employee_rows::find(tx.sql(), company_id, employee.id);
  if (!stored) throw errors::NotFound("not-found", "No such employee.");
  // Where they worked stays theirs even once it closed; a move goes to an open workplace.
  place_employee(tx.sql(), company_id, employee, stored->workplace_id);
  employee.company_id = company_id;
  employee.created_at = stored->created_at;
  employee.left_on = stored->left_on;
  employee_rows::update(tx.sql(), employee);
  return tx.commit(employee);
}

Employee CompanyService::add_employee(const auth::User& user, long long company_id, Employee employee) {
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
  place_employee(tx.sql(), company_id, employee);
  employee.company_id = company_id;
  employee.created_at = context_.clock.now();
  employee.id = employee_rows::insert(tx.sql(), employee);
  return tx.commit(employee);
}

ImportOutcome CompanyService::import_employees(const auth::User& user, long long company_id,
                                               const EmployeeFile& file, bool confirm) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  accessible_company(sql, user, company_id);
  // Two imports of the company take turns: neither adds someone the other is adding.
  company_rows::lock_company(sql, company_id);
  auto plan = plan_employee_import(file.employees, employee_rows::all_of_company(sql, company_id),
                                   company_rows::workplaces(sql, company_id), company_id, now);
  ImportOutcome outcome;
  outcome.problems = file.problems;
  outcome.problems.insert(outcome.problems.end(), plan.problems.begin(), plan.problems.end());
  std::sort(outcome.problems.begin(), outcome.problems.end(),
            [](const ImportProblem& a, const ImportProblem& b) { return a.line < b.line; });
  outcome.lines = std::move(plan.lines);
  if (!confirm) return outcome;  // a preview: nothing written
  if (!outcome.problems.empty()) {
    throw errors::ValidationError(errors::HttpError::Fields{{"file", "has-errors"}});
  }
  for (auto& line : outcome.lines) {
    if (line.action == ImportAction::create) line.employee.id = employee_rows::insert(sql, line.employee);
    if (line.action == ImportAction::update) employee_rows::update(sql, line.employee);
  }
  tx.commit();
  outcome.written = true;
  return outcome;
}

Page<Employee> CompanyService::employees(const auth::User& user, long long company_id, bool departed,
                                         const PageRequest& page) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  return core::page_of(employee_rows::page(*sql, company_id, departed, page), page, core::by_created_at);
}

Employee CompanyService::set_employee_left(const auth::User& user, long long company_id,
                                           long long employee_id, std::optional<std::string> left_on) {
  if (left_on && *left_on > quebec_date(context_.clock.now())) {
    throw errors::ValidationError(errors::HttpError::Fields{{"leftOn", "in-future"}});
  }
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
  auto employee = employee_rows::find(tx.sql(), company_id, employee_id);
  if (!employee) throw errors::NotFound("not-found", "No such employee.");
  employee_rows::set_left_on(tx.sql(), company_id, employee_id, left_on);
  employee->left_on = std::move(left_on);
  return tx.commit(*employee);
}

}  // namespace secours::companies
