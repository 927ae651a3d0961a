#include "backups/backup_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::backups {

namespace {

constexpr const char* run_columns = "id, day, started_at, finished_at, file, bytes, verified, error";

}  // namespace

bool claim_day(soci::session& sql, const std::string& day, long long now, long long stale_before,
               long long& id) {
  const bool claimed =
      db::changed_one_row(
          sql, "INSERT INTO backup_runs (day, started_at) VALUES (:d, :now) ON CONFLICT (day) DO NOTHING",
          day, now) ||
      db::changed_one_row(
          sql,
          "UPDATE backup_runs SET started_at = :now, error = NULL WHERE day = :d AND finished_at IS "
          "NULL AND started_at < :stale",
          now, day, stale_before);
  if (!claimed) return false;
  sql << "SELECT id FROM backup_runs WHERE day = :d", soci::use(day), soci::into(id);
  return true;
}

long long start_manual(soci::session& sql, long long now) {
  long long id = 0;
  sql << "INSERT INTO backup_runs (started_at) VALUES (:now) RETURNING id", soci::use(now), soci::into(id);
  return id;
}

void finish(soci::session& sql, long long id, long long now, const std::string& file, long long bytes,
            bool verified, const std::string& error) {
  const int verified_flag = verified ? 1 : 0;
  soci::indicator error_indicator = error.empty() ? soci::i_null : soci::i_ok;
  sql << "UPDATE backup_runs SET finished_at = :now, file = :file, bytes = :bytes, verified = :verified, "
         "error = "
         ":error WHERE id = :id",
      soci::use(now), soci::use(file), soci::use(bytes), soci::use(verified_flag),
      soci::use(error, error_indicator), soci::use(id);
}

std::vector<BackupRun> recent(soci::session& sql, int limit) {
  return db::select_rows(
      sql,
      std::string("SELECT ") + run_columns +
          " FROM backup_runs ORDER BY started_at DESC, id DESC LIMIT :limit",
      db::fields(&BackupRun::id, &BackupRun::day, &BackupRun::started_at, &BackupRun::finished_at,
                 &BackupRun::file, &BackupRun::bytes, &BackupRun::verified, &BackupRun::error),
      limit);
}

std::optional<long long> last_verified_at(soci::session& sql) {
  return db::first(db::select_integers(
      sql, "SELECT finished_at FROM backup_runs WHERE verified = 1 ORDER BY finished_at DESC LIMIT 1"));
}

std::optional<long long> first_started_at(soci::session& sql) {
  return db::first(
      db::select_integers(sql, "SELECT started_at FROM backup_runs ORDER BY started_at LIMIT 1"));
}

bool claim_alert(soci::session& sql, const std::string& day, long long now) {
  return db::changed_one_row(
      sql, "INSERT INTO backup_alerts (day, sent_at) VALUES (:d, :now) ON CONFLICT (day) DO NOTHING", day,
      now);
}

}  // namespace secours::backups
