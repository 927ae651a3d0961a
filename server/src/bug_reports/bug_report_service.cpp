#include "bug_reports/bug_report_service.h"

#include "bug_reports/bug_report_repository.h"
#include "db/transaction.h"

namespace secours::bug_reports {

void BugReportService::submit(BugReport report, bool is_spam, const std::string& client_address) {
  report.created_at = context_.clock.now();
  db::Transaction tx(context_.database);
  consume_rate_limit(tx.sql(), "bug-report-ip:" + client_address, reports_per_address, report.created_at);
  if (!is_spam) report_rows::insert(tx.sql(), report);
  tx.commit();
}

std::vector<BugReport> BugReportService::newest_first() {
  auto sql = db::connection(context_.database);
  return report_rows::list(*sql);
}

}  // namespace secours::bug_reports
