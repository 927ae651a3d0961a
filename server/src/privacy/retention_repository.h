#pragma once

#include <optional>
#include <string>

#include "privacy/retention.h"

namespace soci {
class session;
}

namespace secours::privacy::retention_rows {

// SQL for retention_runs. Claims the day's run for this instance: true when it inserted the day's row, or
// took over a run left unfinished since before `stale_before` (its process stopped).
bool claim(soci::session& sql, const std::string& day, long long now, long long stale_before);
void finish(soci::session& sql, const std::string& day, const RetentionCounts& counts, long long now);
std::optional<RetentionRun> latest(soci::session& sql);

}  // namespace secours::privacy::retention_rows
