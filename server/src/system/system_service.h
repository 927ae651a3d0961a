#pragma once

#include <string>
#include <vector>

#include "backups/backup_run.h"
#include "core/context.h"
#include "mail/outbox_service.h"
#include "system/job_log_repository.h"

namespace secours::system {

// What the office's system page shows (issue 43): this version and its database, the mail queue, each
// background job's last run and the backups.
struct SystemStatus {
  std::string version;
  std::string engine;
  long long database_bytes = 0;
  mail::OutboxSummary mail;
  std::vector<JobRun> jobs;
  std::vector<backups::BackupRun> backups;
  long long last_verified_backup_at = 0;  // 0: none
};

SystemStatus system_status(core::Context& context);
// "Send again": a failed mail is tried at once. 404 not-found when it is not waiting on a failure.
void send_mail_again(core::Context& context, long long mail_id);
// Writes this instance's job runs (metrics::registry) into the shared table; every 30 seconds.
void record_job_runs(core::Context& context);
// GET /metrics' text: the registry's counters, then the queue's depth and failures, the last backup's
// age and the database's size.
std::string metrics_text(core::Context& context);

}  // namespace secours::system
