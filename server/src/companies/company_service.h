#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "common/rate_limiter.h"
#include "companies/company.h"
#include "companies/employee_import.h"
#include "core/context.h"
#include "core/paging.h"

namespace soci {
class session;
}

namespace secours::companies {

// Inside the transaction where an account proves `email` (core::Context::on_email_proven): the
// invitations to that address become memberships.
void accept_invitations(soci::session& sql, long long user_id, const std::string& email, long long now);

// The companies the account manages, inside the caller's session: what their data's export lists.
std::vector<Membership> memberships_of(soci::session& sql, long long user_id);

// A manager invites a few others a day, not hundreds.
inline constexpr RateLimit invitations_per_person{20, 24 * 60 * 60};

// A person creates a few companies, not hundreds: past this, the next day.
inline constexpr RateLimit companies_per_person{10, 24 * 60 * 60};
// A company's workplaces are all listed at once (its compliance): past this, it asks the office.
inline constexpr long long max_workplaces = 200;
// A certificate that expires within this many days is flagged in the compliance view.
inline constexpr int expiring_soon_days = 90;

using core::Page;

// Companies, their workplaces, employees and compliance (issue 26). Every method owns its transaction and
// checks that `user` manages the company (or is the office): to anyone else, it does not exist (404).
class CompanyService {
 public:
  explicit CompanyService(core::Context& context) : context_(context) {}

  // `user` becomes its first manager.
  Company create(const auth::User& user, Company company);
  Page<Company> managed(const auth::User& user, const PageRequest& page);
  Company get(const auth::User& user, long long company_id);

  // Invites an address to manage the company: it becomes a manager once an account proves that address
  // (now, when it already has), never before. The invitation is mailed.
  Managers invite_manager(const auth::User& user, long long company_id, const std::string& email);
  Managers managers(const auth::User& user, long long company_id);

  Workplace add_workplace(const auth::User& user, long long company_id, Workplace workplace);
  std::vector<Workplace> workplaces(const auth::User& user, long long company_id);
  // Its name, address, sector and shifts; employees on a shift removed are no longer placed on one.
  Workplace update_workplace(const auth::User& user, long long company_id, Workplace workplace);

  // A workplace and shift given must be the company's (400 naming the field otherwise); a workplace of
  // one shift puts the employee on it.
  Employee add_employee(const auth::User& user, long long company_id, Employee employee);
  // Their names, address and place, under add_employee's rules; 404 for another company's employee.
  Employee update_employee(const auth::User& user, long long company_id, Employee employee);
  // Every employee of the file or none (companies/employee_import.h): a workplace named must be the
  // company's and the shift one of its shifts, else 400 naming the lines. Returns how many were added.
  std::size_t import_employees(const auth::User& user, long long company_id,
                               const std::vector<ImportedEmployee>& rows);
  Page<Employee> employees(const auth::User& user, long long company_id, const PageRequest& page);

  // Each workplace's shifts: the first-aiders required, and the employees certified on it today.
  std::vector<WorkplaceCompliance> compliance(const auth::User& user, long long company_id);
  // The next session of a workplace first-aid course with a free seat (none: nullopt).
  std::optional<FirstAidSession> next_first_aid_session();

  // The notice of a workplace's first-aiders, by shift (404 for a workplace of another company).
  FirstAidersNotice first_aiders_notice(const auth::User& user, long long company_id, long long workplace_id);

  // The office's list and its credit approval.
  Page<Company> office_page(const std::vector<std::string>& words, std::optional<bool> credit_approved,
                            const PageRequest& page);
  Company set_credit_approved(long long company_id, bool approved);

 private:
  core::Context& context_;
};

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The account manages no company any more.
void remove_manager_everywhere(soci::session& sql, long long user_id);

}  // namespace secours::companies
