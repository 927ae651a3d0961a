#include "db/snapshot.h"

#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "db/transaction.h"

namespace secours::db {

namespace {

bool is_sqlite(soci::session& sql) { return sql.get_backend_name() == "sqlite3"; }

// A table name read from the catalogue, quoted for a statement (names are ours: letters, digits, _).
std::string quoted_name(const std::string& name) {
  if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
      }))
    throw std::runtime_error("unexpected table name in the catalogue: " + name);
  return "\"" + name + "\"";
}

std::string sql_string(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') out += '\'';
    out += c;
  }
  return out + "'";
}

}  // namespace

std::vector<std::string> table_names(soci::session& sql) {
  std::vector<std::string> names;
  std::string name;
  soci::statement statement =
      is_sqlite(sql)
          ? (sql.prepare
                 << "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                    "ORDER BY name",
             soci::into(name))
          : (sql.prepare << "SELECT table_name FROM information_schema.tables WHERE table_schema = "
                            "current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
             soci::into(name));
  statement.execute();
  while (statement.fetch()) names.push_back(name);
  return names;
}

std::map<std::string, long long> table_counts(soci::session& sql) {
  std::map<std::string, long long> counts;
  for (const auto& name : table_names(sql)) {
    long long rows = 0;
    sql << "SELECT COUNT(*) FROM " + quoted_name(name), soci::into(rows);
    counts[name] = rows;
  }
  return counts;
}

int schema_version(soci::session& sql) {
  const auto names = table_names(sql);
  if (std::find(names.begin(), names.end(), "schema_migrations") == names.end()) return 0;
  int version = 0;
  soci::indicator indicator = soci::i_null;
  sql << "SELECT MAX(version) FROM schema_migrations", soci::into(version, indicator);
  return indicator == soci::i_ok ? version : 0;
}

long long database_bytes(Database& database, const std::string& url) {
  if (database.engine() == Engine::sqlite) {
    const std::string path = url.substr(std::string("sqlite:").size());
    long long bytes = 0;
    for (const auto& file : {path, path + "-wal"}) {
      std::error_code error;
      const auto size = std::filesystem::file_size(file, error);
      if (!error) bytes += static_cast<long long>(size);
    }
    return bytes;
  }
  auto sql = connection(database);
  long long bytes = 0;
  *sql << "SELECT pg_database_size(current_database())", soci::into(bytes);
  return bytes;
}

void sqlite_copy_into(Database& database, const std::string& path) {
  if (std::filesystem::exists(path)) throw std::runtime_error(path + " exists already");
  auto sql = connection(database);
  *sql << "VACUUM INTO " + sql_string(path);
}

std::unique_ptr<soci::session> open_sqlite_file(const std::string& path) {
  if (!std::filesystem::is_regular_file(path)) throw std::runtime_error("no database file at " + path);
  auto session = std::make_unique<soci::session>();
  session->open(soci::sqlite3, "db=\"" + path + "\" timeout=10");
  return session;
}

std::string sqlite_integrity_check(soci::session& sql) {
  std::string result;
  sql << "PRAGMA integrity_check", soci::into(result);
  return result;
}

void with_exported_snapshot(
    Database& database, const std::function<void(soci::session& sql, const std::string& snapshot_id)>& work) {
  auto sql = connection(database);
  *sql << "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY";
  try {
    std::string snapshot;
    *sql << "SELECT pg_export_snapshot()", soci::into(snapshot);
    work(*sql, snapshot);
    *sql << "COMMIT";
  } catch (...) {
    try {
      *sql << "ROLLBACK";
    } catch (const std::exception&) {
    }
    throw;
  }
}

}  // namespace secours::db
