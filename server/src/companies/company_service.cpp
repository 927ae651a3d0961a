#include "companies/company_service.h"

#include <map>

#include "common/quebec_time.h"
#include "companies/company_repository.h"
#include "companies/first_aiders.h"
#include "core/paging.h"
#include "db/transaction.h"

namespace secours::companies {

namespace {

Keyset company_key(const Company& company) { return {company.created_at, company.id}; }

// The company, when `user` may see it: its manager, or the office. Anyone else learns nothing of it.
Company accessible(soci::session& sql, const auth::User& user, long long company_id) {
  auto company = company_rows::find(sql, company_id);
  if (!company || (!user.is_admin() && !company_rows::is_manager(sql, company_id, user.id))) {
    throw errors::NotFound("not-found", "No such company.");
  }
  return *company;
}

}  // namespace

Company CompanyService::create(const auth::User& user, Company company) {
  company.created_at = context_.clock.now();
  company.credit_approved = false;  // the office's decision
  db::Transaction tx(context_.database);
  consume_rate_limit(tx.sql(), "company-create-user:" + std::to_string(user.id), companies_per_person,
                     company.created_at);
  company.id = company_rows::insert(tx.sql(), company, user.id);
  company_rows::add_manager(tx.sql(), company.id, user.id, company.created_at);
  tx.commit();
  return company;
}

Page<Company> CompanyService::managed(const auth::User& user, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  auto found = company_rows::managed_page(*sql, user.id, page);
  auto next = core::finish_page(found, page, company_key);
  return {std::move(found), std::move(next)};
}

Company CompanyService::get(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  return accessible(*sql, user, company_id);
}

Workplace CompanyService::add_workplace(const auth::User& user, long long company_id, Workplace workplace) {
  db::Transaction tx(context_.database);
  accessible(tx.sql(), user, company_id);
  if (company_rows::count_workplaces(tx.sql(), company_id) >= max_workplaces) {
    throw errors::Conflict("too-many-workplaces", "This company has as many workplaces as it may have.");
  }
  workplace.company_id = company_id;
  workplace.created_at = context_.clock.now();
  workplace.id = company_rows::insert_workplace(tx.sql(), workplace);
  tx.commit();
  return workplace;
}

std::vector<Workplace> CompanyService::workplaces(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  accessible(*sql, user, company_id);
  return company_rows::workplaces(*sql, company_id);
}

Employee CompanyService::add_employee(const auth::User& user, long long company_id, Employee employee) {
  db::Transaction tx(context_.database);
  accessible(tx.sql(), user, company_id);
  if (employee.workplace_id) {
    auto workplace = company_rows::find_workplace(tx.sql(), company_id, *employee.workplace_id);
    if (!workplace) throw errors::ValidationError(errors::HttpError::Fields{{"workplaceId", "not-found"}});
    if (!employee.shift && workplace->shifts.size() == 1) employee.shift = 0;
    if (employee.shift && *employee.shift >= static_cast<int>(workplace->shifts.size())) {
      throw errors::ValidationError(errors::HttpError::Fields{{"shift", "out-of-range"}});
    }
  } else if (employee.shift) {
    throw errors::ValidationError(errors::HttpError::Fields{{"shift", "requires-workplace"}});
  }
  employee.company_id = company_id;
  employee.created_at = context_.clock.now();
  employee.id = company_rows::insert_employee(tx.sql(), employee);
  tx.commit();
  return employee;
}

Page<Employee> CompanyService::employees(const auth::User& user, long long company_id,
                                         const PageRequest& page) {
  auto sql = db::connection(context_.database);
  accessible(*sql, user, company_id);
  auto found = company_rows::employees_page(*sql, company_id, page);
  auto next = core::finish_page(found, page, [](const Employee& employee) {
    return Keyset{employee.created_at, employee.id};
  });
  return {std::move(found), std::move(next)};
}

std::vector<WorkplaceCompliance> CompanyService::compliance(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  accessible(*sql, user, company_id);
  const auto today = quebec_date(context_.clock.now());
  const auto soon = add_days(today, expiring_soon_days);
  std::vector<WorkplaceCompliance> result;
  std::map<long long, std::size_t> index_of;
  for (auto& workplace : company_rows::workplaces(*sql, company_id)) {
    WorkplaceCompliance entry;
    for (int workers : workplace.shifts) {
      entry.shifts.push_back({workers, required_first_aiders(workplace.sector, workers), 0, 0});
    }
    entry.workplace = std::move(workplace);
    index_of[entry.workplace.id] = result.size();
    result.push_back(std::move(entry));
  }
  for (const auto& certified : company_rows::certified_employees(*sql, company_id, today)) {
    auto at = index_of.find(certified.workplace_id);
    if (at == index_of.end()) continue;
    auto& shifts = result[at->second].shifts;
    if (certified.shift < 0 || certified.shift >= static_cast<int>(shifts.size())) continue;
    auto& shift = shifts[static_cast<std::size_t>(certified.shift)];
    ++shift.certified;
    if (certified.expires_on < soon) ++shift.expiring_soon;
  }
  return result;
}

Page<Company> CompanyService::office_page(const std::vector<std::string>& words,
                                          std::optional<bool> credit_approved, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  auto found = company_rows::office_page(*sql, words, credit_approved, page);
  auto next = core::finish_page(found, page, company_key);
  return {std::move(found), std::move(next)};
}

Company CompanyService::set_credit_approved(long long company_id, bool approved) {
  db::Transaction tx(context_.database);
  if (!company_rows::set_credit_approved(tx.sql(), company_id, approved)) {
    throw errors::NotFound("not-found", "No such company.");
  }
  auto company = company_rows::find(tx.sql(), company_id);
  tx.commit();
  return *company;
}

}  // namespace secours::companies
