#include "bug_reports/bug_report_service.h"

#include "bug_reports/bug_report_repository.h"
#include "common/validation.h"
#include "core/paging.h"
#include "db/transaction.h"

namespace secours::bug_reports {

void BugReportService::submit(BugReport report, bool is_spam, const std::string& client_address) {
  report.created_at = context_.clock.now();
  db::Transaction tx(context_.database);
  consume_rate_limit(tx.sql(), "bug-report-ip:" + client_address, reports_per_address, report.created_at);
  if (!is_spam) report_rows::insert(tx.sql(), report);
  tx.commit();
}

std::pair<std::vector<BugReport>, std::optional<std::string>> BugReportService::newest_first(
    const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(report_rows::page(*sql, page), page, core::by_created_at);
}

std::vector<BugReport> reports_of(soci::session& sql, long long user_id, const std::string& email) {
  return report_rows::of_person(sql, user_id, validation::lower(email));
}

void anonymize_reports_of(soci::session& sql, long long user_id) {
  report_rows::anonymize_for_user(sql, user_id);
}

}  // namespace secours::bug_reports
