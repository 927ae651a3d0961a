#include "system/job_log_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::system {

void record(soci::session& sql, const JobRun& run) {
  const int ok = run.last_ok ? 1 : 0;
  soci::indicator error_set = run.last_error.empty() ? soci::i_null : soci::i_ok;
  soci::indicator failed_set = run.last_failed_at == 0 ? soci::i_null : soci::i_ok;
  sql << "INSERT INTO job_runs (job, last_finished_at, last_duration_ms, last_ok, last_error, "
         "last_failed_at) "
         "VALUES (:job, :at, :ms, :ok, :error, :failed) ON CONFLICT (job) DO UPDATE SET last_finished_at = "
         "excluded.last_finished_at, last_duration_ms = excluded.last_duration_ms, last_ok = "
         "excluded.last_ok, "
         "last_error = CASE WHEN excluded.last_failed_at IS NOT NULL AND (job_runs.last_failed_at IS NULL OR "
         "excluded.last_failed_at >= job_runs.last_failed_at) THEN excluded.last_error ELSE "
         "job_runs.last_error END, "
         "last_failed_at = CASE WHEN excluded.last_failed_at IS NOT NULL AND (job_runs.last_failed_at IS "
         "NULL OR "
         "excluded.last_failed_at >= job_runs.last_failed_at) THEN excluded.last_failed_at ELSE "
         "job_runs.last_failed_at END WHERE job_runs.last_finished_at < excluded.last_finished_at",
      soci::use(run.job), soci::use(run.last_finished_at), soci::use(run.last_duration_ms), soci::use(ok),
      soci::use(run.last_error, error_set), soci::use(run.last_failed_at, failed_set);
}

std::vector<JobRun> job_runs(soci::session& sql) {
  return db::select_rows(
      sql,
      "SELECT job, last_finished_at, last_duration_ms, last_ok, last_error, last_failed_at FROM "
      "job_runs ORDER BY job",
      db::fields(&JobRun::job, &JobRun::last_finished_at, &JobRun::last_duration_ms, &JobRun::last_ok,
                 &JobRun::last_error, &JobRun::last_failed_at));
}

}  // namespace secours::system
