#include "system/system_service.h"

#include <cmath>

#include "backups/backup_service.h"
#include "common/errors.h"
#include "common/metrics.h"
#include "core/version.h"
#include "db/snapshot.h"
#include "db/transaction.h"

namespace secours::system {

namespace {
constexpr int failures_shown = 50;
constexpr int backups_shown = 30;
}  // namespace

SystemStatus system_status(core::Context& context) {
  SystemStatus status;
  status.version = core::version();
  status.engine = context.database.engine_name();
  status.database_bytes = db::database_bytes(context.database, context.config.database_url);
  status.mail = mail::outbox_summary(context.database, failures_shown);
  {
    auto sql = db::connection(context.database);
    status.jobs = job_runs(*sql);
  }
  status.backups = backups::recent_backups(context, backups_shown);
  status.last_verified_backup_at = backups::last_verified_backup_at(context).value_or(0);
  return status;
}

void send_mail_again(core::Context& context, long long mail_id) {
  if (!mail::send_again(context.database, mail_id, context.clock.now()))
    throw errors::NotFound("not-found", "No failed mail waits with this id.");
}

void record_job_runs(core::Context& context) {
  const auto jobs = metrics::registry().jobs();
  db::Transaction tx(context.database);
  for (const auto& [name, stats] : jobs) {
    if (stats.last_finished_at == 0) continue;
    record(tx.sql(), {name, stats.last_finished_at, std::llround(stats.last_seconds * 1000), stats.last_ok,
                      stats.last_error, stats.last_failed_at});
  }
  tx.commit();
}

std::string metrics_text(core::Context& context) {
  const auto mail = mail::outbox_summary(context.database, 0);
  const long long now = context.clock.now();
  std::vector<metrics::Gauge> gauges = {
      {"secours_mail_outbox_messages", "Mails not sent yet, and those whose last attempt failed.",
       static_cast<double>(mail.waiting), "state=\"waiting\""},
      {"secours_mail_outbox_messages", "", static_cast<double>(mail.failing), "state=\"failing\""},
      {"secours_mail_outbox_oldest_age_seconds", "Age of the oldest mail not sent yet (0: none waits).",
       mail.oldest_waiting_at == 0 ? 0.0 : static_cast<double>(now - mail.oldest_waiting_at), ""},
      {"secours_database_size_bytes", "The database's size on disk.",
       static_cast<double>(db::database_bytes(context.database, context.config.database_url)), ""}};
  if (auto last = backups::last_verified_backup_at(context))
    gauges.push_back({"secours_backup_age_seconds", "Time since the newest verified backup finished.",
                      static_cast<double>(now - *last), ""});
  return metrics::registry().exposition(gauges);
}

}  // namespace secours::system
