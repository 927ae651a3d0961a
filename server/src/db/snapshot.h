#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "db/database.h"

#include "db/session_fwd.h"

namespace secours::db {

// What backups read of a database as a whole (issue 43): its tables, their row counts, its schema
// version, its size, and a consistent copy of it taken while the server writes.

// The tables of the database the session is connected to (not the engine's own), sorted by name.
std::vector<std::string> table_names(soci::session& sql);
// Rows per table, read in the session's current transaction (a snapshot when it is one).
std::map<std::string, long long> table_counts(soci::session& sql);
// The highest migration applied; 0 when the database has none.
int schema_version(soci::session& sql);
// Bytes on disk: SQLite's file and its write-ahead log; PostgreSQL's pg_database_size.
long long database_bytes(Database& database, const std::string& url);

// SQLite: writes a consistent copy of the whole database to `path` (which must not exist) with
// VACUUM INTO; writers go on meanwhile (WAL), the copy holds what was committed when it began.
void sqlite_copy_into(Database& database, const std::string& path);
// Opens a SQLite file by itself, not as the server's pool does (no WAL switch, no pragmas).
std::unique_ptr<soci::session> open_sqlite_file(const std::string& path);
// PRAGMA integrity_check: "ok", or the first problem it reports.
std::string sqlite_integrity_check(soci::session& sql);

// PostgreSQL: runs `work` inside a read-only repeatable-read transaction whose snapshot is exported
// (pg_export_snapshot): a pg_dump --snapshot=ID run from `work` sees exactly what `sql` counts.
void with_exported_snapshot(
    Database& database, const std::function<void(soci::session& sql, const std::string& snapshot_id)>& work);

}  // namespace secours::db
