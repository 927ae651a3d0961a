#include "audit/audit_repository.h"

#include <soci/soci.h>

#include "common/validation.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::audit {

const char* action_name(Action action) {
  switch (action) {
    case Action::view:
      return "view";
    case Action::export_data:
      return "export";
    case Action::change:
      return "change";
    case Action::erase:
      return "erase";
  }
  return "view";
}

namespace audit_rows {

void insert(soci::session& sql, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail, long long now) {
  const std::string action_text = action_name(action);
  const std::string subject_email = validation::lower(subject.email);
  soci::indicator user_indicator = subject.user_id ? soci::i_ok : soci::i_null;
  long long user = subject.user_id.value_or(0);
  sql << "INSERT INTO personal_data_audit (created_at, actor_id, actor_email, action, subject_user_id, "
         "subject_email, detail) VALUES (:now, :actor, :actor_email, :action, :user, :email, :detail)",
      soci::use(now), soci::use(actor.id), soci::use(actor.email), soci::use(action_text),
      soci::use(user, user_indicator), soci::use(subject_email), soci::use(detail);
}

std::vector<Entry> page(soci::session& sql, const std::string& email, const PageRequest& page) {
  const std::string key = validation::lower(email);
  std::string query =
      "SELECT a.id, a.created_at, a.actor_email, a.action, a.subject_user_id, a.subject_email, a.detail "
      "FROM personal_data_audit a WHERE ";
  query += key.empty() ? ":email = ''" : "a.subject_email = :email";
  if (page.after) query += " AND " + db::after_keyset("a", *page.after);
  query += " ORDER BY " + db::newest_first("a", page.limit);
  return db::select_rows(
      sql, query,
      [](const soci::row& row) {
        Entry entry;
        db::Columns(row).read(entry.id, entry.created_at, entry.actor_email, entry.action,
                              entry.subject_user_id, entry.subject_email, entry.detail);
        return entry;
      },
      key);
}

void forget_subject(soci::session& sql, long long user_id, const std::string& email) {
  const std::string key = validation::lower(email);
  sql << "UPDATE personal_data_audit SET subject_email = '' WHERE subject_user_id = :user OR subject_email = "
         ":email",
      soci::use(user_id), soci::use(key);
}

long long remove_before(soci::session& sql, long long before) {
  return db::changed_rows(sql, "DELETE FROM personal_data_audit WHERE created_at < :before", before);
}

}  // namespace audit_rows
}  // namespace secours::audit
