#include "companies/company_service.h"

#include <map>
#include <set>

#include "auth/auth_service.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/text_keys.h"
#include "common/validation.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/employee_repository.h"
#include "companies/first_aiders.h"
#include "companies/invoice_mails.h"
#include "core/paging.h"
#include "db/transaction.h"

namespace secours::companies {

Company CompanyService::create(const auth::User& user, Company company) {
  company.created_at = context_.clock.now();
  company.credit_approved = false;  // the office's decision
  db::Transaction tx(context_.database);
  // The account first (issue 39): one erased meanwhile manages nothing.
  if (!auth::hold_active_account(tx.sql(), user.id)) throw errors::Unauthorized();
  consume_rate_limit(tx.sql(), "company-create-user:" + std::to_string(user.id), companies_per_person,
                     company.created_at);
  company.id = company_rows::insert(tx.sql(), company, user.id);
  company_rows::add_manager(tx.sql(), company.id, user.id, company.created_at);
  tx.commit();
  return company;
}

Page<Company> CompanyService::managed(const auth::User& user, const PageRequest& page) {
  if (user.email_verified() && !page.after) {
    // The invitations to this proven address, accepted when the person looks at their companies while
    // signed in since before the invitation (a sign-in accepts them too: accept_invitations).
    db::Transaction tx(context_.database);
    accept_invitations(tx.sql(), user.id, user.email, context_.clock.now());
    tx.commit();
  }
  auto sql = db::connection(context_.database);
  return core::page_of(company_rows::managed_page(*sql, user.id, page), page, core::by_created_at);
}

Company CompanyService::get(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  return accessible_company(*sql, user, company_id);
}

Workplace CompanyService::add_workplace(const auth::User& user, long long company_id, Workplace workplace) {
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
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
  accessible_company(*sql, user, company_id);
  return company_rows::workplaces(*sql, company_id);
}

Workplace CompanyService::set_workplace_closed(const auth::User& user, long long company_id,
                                               long long workplace_id, std::optional<std::string> closed_on) {
  if (closed_on && *closed_on > quebec_date(context_.clock.now())) {
    throw errors::ValidationError(errors::HttpError::Fields{{"closedOn", "in-future"}});
  }
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
  auto workplace = company_rows::find_workplace(tx.sql(), company_id, workplace_id);
  if (!workplace) throw errors::NotFound("not-found", "No such workplace.");
  company_rows::set_closed_on(tx.sql(), company_id, workplace_id, closed_on);
  workplace->closed_on = std::move(closed_on);
  return tx.commit(*workplace);
}

Workplace CompanyService::update_workplace(const auth::User& user, long long company_id,
                                           Workplace workplace) {
  db::Transaction tx(context_.database);
  accessible_company(tx.sql(), user, company_id);
  auto stored = company_rows::find_workplace(tx.sql(), company_id, workplace.id);
  if (!stored) throw errors::NotFound("not-found", "No such workplace.");
  workplace.company_id = company_id;
  workplace.created_at = stored->created_at;
  workplace.closed_on = stored->closed_on;
  company_rows::update_workplace(tx.sql(), workplace);
  tx.commit();
  return workplace;
}

void accept_invitations(soci::session& sql, long long user_id, const std::string& email, long long now) {
  if (!auth::hold_active_account(sql, user_id)) return;  // erased meanwhile (issue 39)
  company_rows::accept_invitations(sql, user_id, validation::lower(email), now);
}

std::vector<Company> managed_alone(soci::session& sql, long long user_id) {
  return company_rows::managed_alone(sql, user_id);
}

std::vector<Membership> memberships_of(soci::session& sql, long long user_id) {
  return company_rows::memberships_of(sql, user_id);
}

Managers CompanyService::invite_manager(const auth::User& user, long long company_id,
                                        const std::string& email) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto company = accessible_company(sql, user, company_id);
  consume_rate_limit(sql, "company-invite-user:" + std::to_string(user.id), invitations_per_person, now);
  const auto key = validation::lower(email);
  bool already = false;
  for (const auto& manager : company_rows::managers(sql, company_id)) already |= manager.email == key;
  // Whether the address has an account is not said: it joins when an account proves it (managed()).
  if (!already && company_rows::invite(sql, company_id, key, user.id, now)) {
    queue_manager_invitation_mail(sql, context_.config, key, company.name,
                                  user.first_name + " " + user.last_name, company.language, now);
  }
  Managers result{company_rows::managers(sql, company_id), company_rows::invitations(sql, company_id)};
  tx.commit();
  return result;
}

Managers CompanyService::managers(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  return {company_rows::managers(*sql, company_id), company_rows::invitations(*sql, company_id)};
}

std::vector<WorkplaceCompliance> CompanyService::compliance(const auth::User& user, long long company_id) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  const auto today = quebec_date(context_.clock.now());
  const auto soon = add_days(today, expiring_soon_days);
  std::vector<WorkplaceCompliance> result;
  std::map<long long, std::size_t> index_of;
  for (auto& workplace : company_rows::workplaces(*sql, company_id)) {
    if (workplace.closed_on) continue;  // kept in the history, no longer under the regulation
    WorkplaceCompliance entry;
    for (int workers : workplace.shifts) {
      entry.shifts.push_back({workers, required_first_aiders(workplace.sector, workers), 0, 0});
    }
    entry.workplace = std::move(workplace);
    index_of[entry.workplace.id] = result.size();
    result.push_back(std::move(entry));
  }
  // The shift an employee is counted on, if the company still has it.
  auto shift_of = [&](long long workplace_id, int shift) -> ShiftCompliance* {
    auto at = index_of.find(workplace_id);
    if (at == index_of.end()) return nullptr;
    auto& shifts = result[at->second].shifts;
    if (shift < 0 || shift >= static_cast<int>(shifts.size())) return nullptr;
    return &shifts[static_cast<std::size_t>(shift)];
  };
  std::set<long long> certified_ids;
  for (const auto& certified : employee_rows::certified(*sql, company_id, today)) {
    auto* shift = shift_of(certified.workplace_id, certified.shift);
    if (!shift) continue;
    certified_ids.insert(certified.employee_id);
    ++shift->certified;
    if (certified.expires_on < soon) ++shift->expiring_soon;
  }
  // Issue 42: a seat booked is a first-aider on the way; a certified employee renewing counts once.
  for (const auto& booked : employee_rows::booked(*sql, company_id, context_.clock.now())) {
    auto* shift = shift_of(booked.workplace_id, booked.shift);
    if (shift && !certified_ids.count(booked.employee_id)) ++shift->booked;
  }
  return result;
}

FirstAidersNotice CompanyService::first_aiders_notice(const auth::User& user, long long company_id,
                                                      long long workplace_id) {
  auto sql = db::connection(context_.database);
  const auto company = accessible_company(*sql, user, company_id);
  auto workplace = company_rows::find_workplace(*sql, company_id, workplace_id);
  if (!workplace) throw errors::NotFound("not-found", "No such workplace.");
  FirstAidersNotice notice;
  notice.company_name = company.name;
  notice.issued_at = context_.clock.now();
  for (int workers : workplace->shifts) {
    notice.shifts.push_back({workers, required_first_aiders(workplace->sector, workers), 0, 0});
  }
  notice.first_aiders.resize(workplace->shifts.size());
  for (const auto& certified : employee_rows::certified(*sql, company_id, quebec_date(notice.issued_at))) {
    if (certified.workplace_id != workplace_id || certified.shift < 0 ||
        certified.shift >= static_cast<int>(notice.first_aiders.size()))
      continue;
    const auto at = static_cast<std::size_t>(certified.shift);
    notice.first_aiders[at].push_back(
        {certified.first_name + " " + certified.last_name, certified.expires_on});
    ++notice.shifts[at].certified;
  }
  notice.workplace = std::move(*workplace);
  return notice;
}

std::optional<FirstAidSession> CompanyService::next_first_aid_session() {
  auto sql = db::connection(context_.database);
  return company_rows::next_first_aid_session(*sql, context_.clock.now());
}

Page<Company> CompanyService::office_page(const std::vector<std::string>& words,
                                          std::optional<bool> credit_approved, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(company_rows::office_page(*sql, words, credit_approved, page), page,
                       core::by_created_at);
}

Company CompanyService::set_credit_approved(long long company_id, bool approved) {
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto company = company_rows::find(sql, company_id);
  if (!company) throw errors::NotFound("not-found", "No such company.");
  // Its managers are told of a change (issue 42), once: deciding again what stands changes nothing. Either
  // way the decision stands now (ours, or the same one another office made first).
  const bool changed = company_rows::set_credit_approved(sql, company_id, approved);
  company->credit_approved = approved;
  if (changed) {
    std::vector<std::string> managers;
    for (const auto& manager : company_rows::managers(sql, company_id)) managers.push_back(manager.email);
    queue_credit_decision_mails(sql, context_.config, *company, managers, context_.clock.now());
  }
  tx.commit();
  return *company;
}

void remove_manager_everywhere(soci::session& sql, long long user_id) {
  company_rows::remove_manager_everywhere(sql, user_id);
}

}  // namespace secours::companies
