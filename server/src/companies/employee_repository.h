#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "companies/company.h"
#include "db/session_fwd.h"

// SQL for a company's employees; every function takes the caller's session (and so its transaction).
namespace secours::companies::employee_rows {

long long insert(soci::session& sql, const Employee& employee);
void update(soci::session& sql, const Employee& employee);
std::optional<Employee> find(soci::session& sql, long long company_id, long long employee_id);
// Every employee of the company, those who left included: what an import matches its lines against.
std::vector<Employee> all_of_company(soci::session& sql, long long company_id);
// The employees still there, or those who left (`departed`), newest first.
std::vector<Employee> page(soci::session& sql, long long company_id, bool departed, const PageRequest& page);
// The day they left, or nullopt: back.
void set_left_on(soci::session& sql, long long company_id, long long employee_id,
                 const std::optional<std::string>& left_on);

// An employee of the company who holds a first-aid certificate of ours still valid on `today`: where they
// work, and the date (YYYY-MM-DD) their latest such certificate expires.
struct CertifiedEmployee {
  long long employee_id = 0;
  long long workplace_id = 0;
  int shift = 0;
  std::string expires_on;
  std::string first_name, last_name;
};
std::vector<CertifiedEmployee> certified(soci::session& sql, long long company_id, const std::string& today);

// An employee of the company with a seat booked (pending or approved) in a course that certifies
// first-aiders, whose class has not ended: a first-aider on the way (issue 42). Once each.
struct BookedEmployee {
  long long employee_id = 0;
  long long workplace_id = 0;
  int shift = 0;
};
std::vector<BookedEmployee> booked(soci::session& sql, long long company_id, long long now);

}  // namespace secours::companies::employee_rows
