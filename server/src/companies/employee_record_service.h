#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"

namespace secours::companies {

// What the companies hold about a person who is not their manager (issue 42): a person's data export
// (privacy/) reads them, inside the caller's session.

// A company's record of the person as one of its employees.
struct EmployeeRecord {
  std::string company;  // its name
  std::string first_name, last_name, email;
  std::string workplace;     // its name; empty: not said
  std::optional<int> shift;  // the position of the workplace's shift (0: the first); none: not said
  long long created_at = 0;
  std::string employee_number;         // the employer's own number for them, or empty
  std::optional<std::string> left_on;  // the day they left (YYYY-MM-DD), or none
};
// The records linked to the account, and those whose address is `email` (any case; empty: none by address).
std::vector<EmployeeRecord> employee_records_of(soci::session& sql, long long user_id,
                                                const std::string& email);

// An invitation to manage a company, addressed to the person and not yet taken up.
struct ManagerInvitation {
  std::string company;  // its name
  long long created_at = 0;
};
std::vector<ManagerInvitation> invitations_to(soci::session& sql, const std::string& email);

}  // namespace secours::companies
