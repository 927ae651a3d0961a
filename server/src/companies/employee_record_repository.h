#pragma once

#include <string>
#include <vector>

#include "companies/employee_record_service.h"
#include "db/session_fwd.h"

namespace secours::companies::employee_record_rows {

// The employees' rows linked to the account or whose address is `email_key` (lower case; empty: none by
// address), with their company's and workplace's names, oldest first.
std::vector<EmployeeRecord> of_person(soci::session& sql, long long user_id, const std::string& email_key);
// The invitations to manage a company addressed to `email_key` (lower case), oldest first.
std::vector<ManagerInvitation> invitations_to(soci::session& sql, const std::string& email_key);

}  // namespace secours::companies::employee_record_rows
