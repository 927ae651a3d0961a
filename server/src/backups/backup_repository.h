#pragma once

#include <optional>
#include <string>
#include <vector>

#include "backups/backup_run.h"

#include "db/session_fwd.h"

namespace secours::backups {

// A scheduled run takes its day: true for exactly one caller whatever the instances, or for a caller
// taking over a run started before `stale_before` that never finished (its instance stopped); the
// run's id in `id`.
bool claim_day(soci::session& sql, const std::string& day, long long now, long long stale_before,
               long long& id);
// A run of `secours backup`; its id.
long long start_manual(soci::session& sql, long long now);
void finish(soci::session& sql, long long id, long long now, const std::string& file, long long bytes,
            bool verified, const std::string& error);
// The newest runs first.
std::vector<BackupRun> recent(soci::session& sql, int limit);
// When the newest verified archive was finished; nullopt when none ever was.
std::optional<long long> last_verified_at(soci::session& sql);
// When the first run of any kind started; nullopt when none did.
std::optional<long long> first_started_at(soci::session& sql);
// The "no backup for 26 hours" mail of `day`: true for exactly one caller.
bool claim_alert(soci::session& sql, const std::string& day, long long now);

}  // namespace secours::backups
