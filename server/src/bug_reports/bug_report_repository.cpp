#include "bug_reports/bug_report_repository.h"

#include <soci/soci.h>

#include "db/row.h"

namespace secours::bug_reports::report_rows {

long long insert(soci::session& sql, const BugReport& report) {
  long long id = 0;
  long long user_id = report.user_id.value_or(0);
  soci::indicator user_indicator = report.user_id ? soci::i_ok : soci::i_null;
  sql << "INSERT INTO bug_reports (description, email, page_url, user_agent, user_id, created_at) VALUES "
         "(:d, :e, "
         ":p, :a, :u, :t) RETURNING id",
      soci::use(report.description), soci::use(report.email), soci::use(report.page_url),
      soci::use(report.user_agent), soci::use(user_id, user_indicator), soci::use(report.created_at),
      soci::into(id);
  return id;
}

std::vector<BugReport> list(soci::session& sql) {
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT id, description, email, page_url, user_agent, user_id, created_at "
                     "FROM bug_reports ORDER BY created_at DESC, id DESC";
  std::vector<BugReport> reports;
  for (const auto& row : rows) {
    BugReport report;
    report.id = db::get_integer(row, 0);
    report.description = db::get_text(row, 1);
    report.email = db::get_text(row, 2);
    report.page_url = db::get_text(row, 3);
    report.user_agent = db::get_text(row, 4);
    if (row.get_indicator(5) != soci::i_null) report.user_id = db::get_integer(row, 5);
    report.created_at = db::get_integer(row, 6);
    reports.push_back(std::move(report));
  }
  return reports;
}

void anonymize_for_user(soci::session& sql, long long user_id) {
  sql << "UPDATE bug_reports SET email = '', user_id = NULL WHERE user_id = :u", soci::use(user_id);
}

}  // namespace secours::bug_reports::report_rows
