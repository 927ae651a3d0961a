#pragma once

#include <map>
#include <string>

namespace secours::backups {

// The database a DATABASE_URL names, as a restore sees it before and after (no server pool, no
// migrations), and PostgreSQL's own tools, which backups run as programs.

bool is_sqlite_url(const std::string& url);
std::string sqlite_path_of(const std::string& url);
// True when the database holds a table: a SQLite file that exists with one, a PostgreSQL database with
// one in its schema.
bool database_has_tables(const std::string& url);
std::map<std::string, long long> table_counts_at(const std::string& url);

// pg_dump -Fc of the exported snapshot `snapshot` into `output`; throws ArchiveError with pg_dump's
// message (or when pg_dump is not installed).
void pg_dump(const std::string& url, const std::string& snapshot, const std::string& output);
// pg_restore in one transaction (all or nothing); `replace`: drops what the dump holds first.
void pg_restore(const std::string& url, const std::string& dump, bool replace);
// pg_restore --list: the dump can be read.
void pg_list(const std::string& dump);

}  // namespace secours::backups
