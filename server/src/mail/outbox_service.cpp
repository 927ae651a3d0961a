#include "mail/outbox_service.h"

#include "db/transaction.h"
#include "mail/outbox_repository.h"

namespace secours::mail {

OutboxSummary outbox_summary(db::Database& database, int failures_limit) {
  auto sql = db::connection(database);
  return read_summary(*sql, failures_limit);
}

bool send_again(db::Database& database, long long id, long long now) {
  db::Transaction tx(database);
  if (!make_failed_due(tx.sql(), id, now)) return false;
  tx.commit();
  return true;
}

}  // namespace secours::mail
