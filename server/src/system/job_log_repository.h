#pragma once

#include <string>
#include <vector>

#include "db/session_fwd.h"

namespace secours::system {

// A background job's last run as the instances reported it (the newest wins).
struct JobRun {
  std::string job;
  long long last_finished_at = 0;
  long long last_duration_ms = 0;
  bool last_ok = true;
  std::string last_error;  // the newest failure's message, kept after good runs; empty: none
  long long last_failed_at = 0;
};

// Writes this instance's last run of a job unless another instance reported a newer one.
void record(soci::session& sql, const JobRun& run);
// Every job, by name.
std::vector<JobRun> job_runs(soci::session& sql);

}  // namespace secours::system
