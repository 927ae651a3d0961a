#pragma once

#include <optional>
#include <string>
#include <vector>

#include "backups/backup_run.h"
#include "backups/manifest.h"
#include "core/context.h"

namespace secours::db {
class Database;
}

namespace secours::backups {

// An archive written: its file, size, manifest and how long it took.
struct BackupResult {
  std::string file;
  unsigned long long bytes = 0;
  Manifest manifest;
  double seconds = 0;
};

// Writes one archive (decision 062) of the database and DATA_DIR/uploads to `output`, which must not
// exist: a consistent copy while the server runs and writes (SQLite's VACUUM INTO, or pg_dump on an
// exported snapshot whose rows are counted in the same snapshot), the uploads, then manifest.json
// (version, schema, rows per table, each member's size and SHA-256) and manifest.sha256. It is written
// under a temporary name beside `output`, flushed, then renamed: a backup stopped half way (kill -9, a
// full disk) never leaves a file under the final name.
BackupResult write_backup(db::Database& database, const core::Config& config, const std::string& output,
                          long long now);

// Reads the whole archive and checks it: each header, each member's SHA-256 and size against the
// manifest, the manifest's own checksum, then the database copy (SQLite: integrity_check, schema
// version and rows per table against the manifest; PostgreSQL: pg_restore can list it). Throws
// ArchiveError naming what failed; nothing is left behind.
Manifest verify_backup(const std::string& archive);

// Restores an archive into DATABASE_URL and DATA_DIR/uploads. Refuses a database with tables or a
// non-empty uploads folder unless `force`; refuses an archive of the other engine, of a newer schema
// than this version knows, or that does not verify. Everything is read and checked in a staging place
// first; the database then goes in whole (a rename, or pg_restore in one transaction), so nothing is
// ever half restored. The server must be stopped.
Manifest restore_backup(const core::Config& config, const std::string& archive, bool force);

// `secours backup`: writes an archive and records the run for the office's system page.
BackupResult backup_now(core::Context& context, const std::string& output, bool verify);

// The scheduled backup (BACKUP_DIR): at BACKUP_HOUR, Quebec time, once a day whatever the instances,
// writes and verifies an archive, removes those past their keeping, and mails the office when it
// failed; also mails it (once a day) when no archive verified for 26 hours. Called every few minutes.
void run_scheduled_backups(core::Context& context);

// The newest runs, for the office's system page.
std::vector<BackupRun> recent_backups(core::Context& context, int limit);
// When the newest verified archive was finished (GET /metrics' backup age).
std::optional<long long> last_verified_backup_at(core::Context& context);

}  // namespace secours::backups
