#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"
#include "privacy/retention.h"

namespace secours::privacy::retention_rows {

// SQL for retention_runs. Claims the day's run for this instance: true when it inserted the day's row, or
// took over a run left unfinished since before `stale_before` (its process stopped).
bool claim(soci::session& sql, const std::string& day, long long now, long long stale_before);
void finish(soci::session& sql, const std::string& day, const RetentionCounts& counts, long long now);
std::optional<RetentionRun> latest(soci::session& sql);

// Students' accounts never proven, created before `created_before`, that never did anything the law or the
// business keeps (issue 39): no booking under the account or its address (so no payment, receipt or
// enrollment), no certificate, no company managed: up to `limit` ids. (Those kept are not even read.)
std::vector<long long> idle_unproven_accounts(soci::session& sql, long long created_before, int limit);
// Whether the account is still one of those, read inside the transaction that locked it.
bool is_idle_unproven_account(soci::session& sql, long long user_id, long long created_before);

}  // namespace secours::privacy::retention_rows
