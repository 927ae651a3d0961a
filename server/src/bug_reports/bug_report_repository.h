#pragma once

#include <string>
#include <vector>

#include "common/paging.h"

#include "bug_reports/bug_report.h"
#include "db/session_fwd.h"

namespace secours::bug_reports {

// SQL for bug_reports; every function takes the caller's session (and so its transaction).
namespace report_rows {

long long insert(soci::session& sql, const BugReport& report);
// Newest first.
// One page, newest first (one row more than page.limit when another page follows).
std::vector<BugReport> page(soci::session& sql, const PageRequest& page);
// The reports sent by the account or giving `email_key` (lower case; empty: none by address), oldest first.
std::vector<BugReport> of_person(soci::session& sql, long long user_id, const std::string& email_key);
// Detaches the account's reports from it and blanks their email; the descriptions stay.
void anonymize_for_user(soci::session& sql, long long user_id);

}  // namespace report_rows
}  // namespace secours::bug_reports
