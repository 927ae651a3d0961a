#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "companies/company.h"
#include "db/session_fwd.h"

namespace secours::companies {

// SQL for companies, their managers and workplaces (their employees: employee_repository.h); every function
// takes the caller's session (and so its transaction).
namespace company_rows {

// The new company's id; its name's words are indexed for the office's search.
long long insert(soci::session& sql, const Company& company, long long created_by);
void add_manager(soci::session& sql, long long company_id, long long user_id, long long now);
bool is_manager(soci::session& sql, long long company_id, long long user_id);
// The account manages no company any more (its erasure); the office still reaches the companies.
void remove_manager_everywhere(soci::session& sql, long long user_id);
std::optional<Company> find(soci::session& sql, long long id);
// The companies `user_id` manages, newest first (one row more than page.limit when another page follows).
std::vector<Company> managed_page(soci::session& sql, long long user_id, const PageRequest& page);
// Every company the account manages, the oldest membership first.
std::vector<Membership> memberships_of(soci::session& sql, long long user_id);
// Every company whose name has a word starting with each of `words`, of that credit state when given,
// newest first.
std::vector<Company> office_page(soci::session& sql, const std::vector<std::string>& words,
                                 std::optional<bool> credit_approved, const PageRequest& page);
// False when there is no such company or it already was so: of two offices deciding at once, one changes it.
bool set_credit_approved(soci::session& sql, long long id, bool approved);

// The company's managers (oldest first) and the addresses invited that no account proved yet.
std::vector<Manager> managers(soci::session& sql, long long company_id);
std::vector<std::pair<std::string, long long>> invitations(soci::session& sql, long long company_id);
// False when the address was already invited.
bool invite(soci::session& sql, long long company_id, const std::string& email_key, long long invited_by,
            long long now);
// Makes the account a manager of every company that invited its address, and drops those invitations;
// the companies it joined.
std::vector<long long> accept_invitations(soci::session& sql, long long user_id, const std::string& email_key,
                                          long long now);

// The companies the account is the only manager of.
std::vector<Company> managed_alone(soci::session& sql, long long user_id);

long long count_workplaces(soci::session& sql, long long company_id);
long long insert_workplace(soci::session& sql, const Workplace& workplace);
// The company's workplaces, oldest first, with their shifts.
std::vector<Workplace> workplaces(soci::session& sql, long long company_id);
std::optional<Workplace> find_workplace(soci::session& sql, long long company_id, long long workplace_id);

// Its name, address, sector and shifts; its employees on a shift it no longer has are placed on none.
void update_workplace(soci::session& sql, const Workplace& workplace);
// Where the company's mails about money go: its billing address, then its managers' (lowercase, once each).
std::vector<std::string> billing_recipients(soci::session& sql, long long company_id);
// The day it closed, or nullopt: open again.
void set_closed_on(soci::session& sql, long long company_id, long long workplace_id,
                   const std::optional<std::string>& closed_on);
// The company's row locked to the end of the transaction (PostgreSQL): two imports of the same company
// take turns, so that neither adds an employee the other is adding.
void lock_company(soci::session& sql, long long company_id);

// The next session, soonest first, of a published course that certifies first-aiders, with a free seat.
std::optional<FirstAidSession> next_first_aid_session(soci::session& sql, long long now);

}  // namespace company_rows
}  // namespace secours::companies
