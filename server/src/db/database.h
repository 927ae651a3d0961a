#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "db/change_marker.h"

namespace soci {
class connection_pool;
class session;
}  // namespace soci

namespace secours::db {

// libpq key=value connection string for a postgresql://user:pass@host:port/db?param=value URL.
std::string postgres_conninfo(const std::string& url);

enum class Engine { sqlite, postgresql };

// The connection pool of one database, SQLite or PostgreSQL, chosen by URL. Every pooled SQLite
// connection runs in WAL mode with foreign keys and a busy timeout.
class Database {
 public:
  // url: sqlite:PATH or postgresql://… . Throws std::runtime_error when it cannot connect.
  Database(const std::string& url, std::size_t pool_size);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  Engine engine() const { return engine_; }
  const char* engine_name() const { return engine_ == Engine::sqlite ? "sqlite" : "postgresql"; }
  soci::connection_pool& pool() { return *pool_; }
  std::size_t pool_size() const { return pool_size_; }

  // True when a trivial query succeeds.
  bool ping();
  // True when a one-row write commits (the disk has room and the database accepts writes).
  bool probe_write(long long now);
  // SQLite: when the write-ahead log has grown past `limit_bytes`, folds it into the database and
  // truncates it (readers in progress may postpone that to the next call). PostgreSQL: nothing.
  void checkpoint_if_large(std::uintmax_t limit_bytes);
  // Changes to what visitors read, by this instance and (through the database) by the others.
  ChangeMarker& changes() { return changes_; }

 private:
  Engine engine_;
  std::string sqlite_path_;
  std::size_t pool_size_;
  std::unique_ptr<soci::connection_pool> pool_;
  ChangeMarker changes_;
};

}  // namespace secours::db
