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
#include "companies/employee_matching.h"
#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"

namespace secours::companies {

// Inside the transaction where an account proves `email` (core::Context::on_email_proven): the
// invitations to that address become memberships.
void accept_invitations(soci::session& sql, long long user_id, const std::string& email, long long now);

// The companies the account manages, inside the caller's session: what their data's export lists.
std::vector<Membership> memberships_of(soci::session& sql, long long user_id);

// The companies the account manages alone, inside the caller's session: what deleting the account would
// leave without a manager (the office then names one: POST /api/companies/{id}/managers as an admin).
std::vector<Company> managed_alone(soci::session& sql, long long user_id);

// A manager invites a few others a day, not hundreds.
inline constexpr RateLimit invitations_per_person{20, 24 * 60 * 60};

// A person creates a few companies, not hundreds: past this, the next day.
inline constexpr RateLimit companies_per_person{10, 24 * 60 * 60};
// A company's workplaces are all listed at once (its compliance): past this, it asks the office.
inline constexpr long long max_workplaces = 200;
// A certificate that expires within this many days is flagged in the compliance view.
inline constexpr int expiring_soon_days = 90;

using core::Page;

// What an import did, or would do: each line's action, and every line's problem.
struct ImportOutcome {
  std::vector<PlannedEmployee> lines;
  std::vector<ImportProblem> problems;
  bool written = false;
};

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
  // Closed on a day (today or before; 400 closedOn in-future otherwise), or open again (nullopt): a closed
  // workplace leaves the compliance and is offered to no employee, its history kept.
  Workplace set_workplace_closed(const auth::User& user, long long company_id, long long workplace_id,
                                 std::optional<std::string> closed_on);

  // A workplace and shift given must be the company's (400 naming the field otherwise); a workplace of
  // one shift puts the employee on it.
  Employee add_employee(const auth::User& user, long long company_id, Employee employee);
  // Their names, address and place, under add_employee's rules; 404 for another company's employee.
  Employee update_employee(const auth::User& user, long long company_id, Employee employee);
  // A file's employees matched to the company's (employee_matching.h): a preview (`confirm` false) says
  // what each line would do and every line's problem, writing nothing; confirmed, every line is written
  // or none (400 file has-errors while a line has a problem). The same file twice adds nobody.
  ImportOutcome import_employees(const auth::User& user, long long company_id, const EmployeeFile& file,
                                 bool confirm);
  // Those still there, or those who left (`departed`), newest first.
  Page<Employee> employees(const auth::User& user, long long company_id, bool departed,
                           const PageRequest& page);
  // The day they left (today or before; 400 leftOn in-future otherwise), or nullopt: the departure undone.
  // One who left is kept (their bookings and invoices name them), no longer counted nor offered to book.
  Employee set_employee_left(const auth::User& user, long long company_id, long long employee_id,
                             std::optional<std::string> left_on);

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
