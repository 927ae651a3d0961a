#include "db/database.h"

#include <soci/connection-pool.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <vector>

#include "common/url_encoding.h"

namespace secours::db {

namespace {

std::string quoted(const std::string& value) {
  std::string out = "'";
  for (char c : value) {
    if (c == '\\' || c == '\'') out.push_back('\\');
    out.push_back(c);
  }
  return out + "'";
}

// A read-only database file or folder only shows later as "attempt to write a readonly
// database"; say at start which path it is and what to do.
void require_writable(const std::filesystem::path& file) {
  namespace fs = std::filesystem;
  auto folder = file.parent_path().empty() ? fs::path(".") : file.parent_path();
  auto fix =
      " Give the user running the server write access to it (chown or chmod), or point DATABASE_URL "
      "at a writable place.";
  std::error_code ec;
  if (fs::exists(file, ec) && ::access(file.c_str(), W_OK) != 0) {
    throw std::runtime_error("the database file " + fs::absolute(file).string() + " is read-only." + fix);
  }
  // SQLite keeps its write-ahead log and shared-memory files beside the database.
  if (::access(folder.c_str(), W_OK) != 0) {
    throw std::runtime_error("the database folder " + fs::absolute(folder).string() +
                             " is read-only (SQLite writes its -wal and -shm files there)." + fix);
  }
}

}  // namespace

// SOCI 4.0 mangles URI connection strings, so the URL is turned into libpq's key=value form.
std::string postgres_conninfo(const std::string& url) {
  auto scheme_end = url.find("://");
  if (scheme_end == std::string::npos) throw std::invalid_argument("not a postgresql:// URL");
  std::string rest = url.substr(scheme_end + 3);
  std::string query;
  if (auto q = rest.find('?'); q != std::string::npos) {
    query = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  std::string path;
  if (auto slash = rest.find('/'); slash != std::string::npos) {
    path = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  std::string user_info;
  if (auto at = rest.rfind('@'); at != std::string::npos) {
    user_info = rest.substr(0, at);
    rest = rest.substr(at + 1);
  }
  std::vector<std::pair<std::string, std::string>> parts;
  auto decode = [](const std::string& text) { return percent_decode(text).value_or(text); };
  if (!user_info.empty()) {
    auto colon = user_info.find(':');
    parts.emplace_back("user", decode(user_info.substr(0, colon)));
    if (colon != std::string::npos) parts.emplace_back("password", decode(user_info.substr(colon + 1)));
  }
  if (!rest.empty()) {
    auto colon = rest.rfind(':');
    bool has_port = colon != std::string::npos && rest.find(']', colon) == std::string::npos;
    std::string host = has_port ? rest.substr(0, colon) : rest;
    if (host.size() > 2 && host.front() == '[') host = host.substr(1, host.size() - 2);
    if (!host.empty()) parts.emplace_back("host", decode(host));
    if (has_port) parts.emplace_back("port", rest.substr(colon + 1));
  }
  if (!path.empty()) parts.emplace_back("dbname", decode(path));
  for (const auto& [name, value] : parse_query(query)) parts.emplace_back(name, value);
  std::string conninfo;
  for (const auto& [name, value] : parts)
    conninfo += (conninfo.empty() ? "" : " ") + name + "=" + quoted(value);
  return conninfo;
}

Database::Database(const std::string& url, std::size_t pool_size)
    : engine_(url.starts_with("sqlite:") ? Engine::sqlite : Engine::postgresql),
      pool_size_(pool_size),
      pool_(std::make_unique<soci::connection_pool>(pool_size)) {
  std::string path;
  if (engine_ == Engine::sqlite) {
    path = url.substr(7);
    sqlite_path_ = path;
    auto parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
    require_writable(path);
  }
  for (std::size_t i = 0; i < pool_size; ++i) {
    soci::session& session = pool_->at(i);
    if (engine_ == Engine::sqlite) {
      session.open(soci::sqlite3, "db=\"" + path + "\" timeout=10");
      session << "PRAGMA journal_mode=WAL";
      session << "PRAGMA foreign_keys=ON";
      session << "PRAGMA synchronous=NORMAL";
      session << "PRAGMA busy_timeout=10000";
      // After a checkpoint empties the log, it is cut back to this size instead of keeping its peak.
      session << "PRAGMA journal_size_limit=4194304";
    } else {
      session.open(soci::postgresql, postgres_conninfo(url));
      // No parallel workers for the server's statements (decision 042): each is a page or a count over
      // an index range, and starting workers cost 10 to 30 ms each time on a small machine, more than
      // the statement itself (a search by a common name: 40 ms with them, 12 ms without).
      session << "SET max_parallel_workers_per_gather = 0";
    }
  }
}

Database::~Database() = default;

bool Database::ping() {
  soci::session sql(*pool_);
  for (int attempt = 0; attempt < 2; ++attempt) {
    try {
      int one = 0;
      sql << "SELECT 1", soci::into(one);
      return one == 1;
    } catch (const std::exception&) {
      // A PostgreSQL restart leaves pooled connections broken: reconnect once and ask again.
      try {
        sql.reconnect();
      } catch (const std::exception&) {
        return false;
      }
    }
  }
  return false;
}

bool Database::probe_write(long long now) {
  try {
    soci::session sql(*pool_);
    sql << (engine_ == Engine::sqlite ? "BEGIN IMMEDIATE" : "BEGIN");
    try {
      sql << "UPDATE storage_probe SET checked_at = :now WHERE id = 1", soci::use(now);
      sql << "COMMIT";
    } catch (...) {
      sql << "ROLLBACK";
      throw;
    }
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

void Database::checkpoint_if_large(std::uintmax_t limit_bytes) {
  if (engine_ != Engine::sqlite) return;
  std::error_code ec;
  auto size = std::filesystem::file_size(sqlite_path_ + "-wal", ec);
  if (ec || size <= limit_bytes) return;
  soci::session sql(*pool_);
  sql << "PRAGMA wal_checkpoint(TRUNCATE)";
}

}  // namespace secours::db
