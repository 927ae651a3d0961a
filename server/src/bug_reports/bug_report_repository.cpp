#include "bug_reports/bug_report_repository.h"

#include <soci/soci.h>

#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

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

namespace {

constexpr const char* columns =
    "SELECT id, description, email, page_url, user_agent, user_id, created_at FROM bug_reports r";

BugReport read_report(const soci::row& row) {
  BugReport report;
  db::Columns(row).read(report.id, report.description, report.email, report.page_url, report.user_agent,
                        report.user_id, report.created_at);
  return report;
}

}  // namespace

std::vector<BugReport> page(soci::session& sql, const PageRequest& page) {
  std::string query = columns;
  if (page.after) query += " WHERE " + db::after_keyset("r", *page.after);
  query += " ORDER BY " + db::newest_first("r", page.limit);
  return db::select_rows(sql, query, read_report);
}

std::vector<BugReport> of_person(soci::session& sql, long long user_id, const std::string& email_key) {
  return db::select_rows(sql,
                         std::string(columns) +
                             " WHERE r.user_id = :u OR (:key <> '' AND LOWER(r.email) = :key2) ORDER BY "
                             "r.created_at, r.id",
                         read_report, user_id, email_key, email_key);
}

void anonymize_for_user(soci::session& sql, long long user_id) {
  sql << "UPDATE bug_reports SET email = '', user_id = NULL WHERE user_id = :u", soci::use(user_id);
}

}  // namespace secours::bug_reports::report_rows
