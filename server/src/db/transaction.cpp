#include "db/transaction.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <chrono>

#include "common/metrics.h"

namespace secours::db {

namespace {

// Pooled connections held by this thread (a request's or a job's work runs on one thread).
thread_local int held_connections = 0;

Connection acquire(Database& database) {
  if (held_connections > 0) throw SecondConnection();
  // A free connection is taken at once; otherwise the wait is counted for GET /metrics (a pool too small
  // for the load). A connection freed between the two looks costs an uncounted wait: rare and short.
  std::size_t free_one = 0;
  const bool free_now = database.pool().try_lease(free_one, 0);
  if (free_now) database.pool().give_back(free_one);
  const auto asked = std::chrono::steady_clock::now();
  auto* session = new soci::session(database.pool());
  if (!free_now)
    metrics::registry().add_pool_wait(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count());
  ++held_connections;
  return Connection(session);
}

}  // namespace

SecondConnection::SecondConnection()
    : std::logic_error("a second pooled connection asked for while this thread holds one") {}

void ReleaseConnection::operator()(soci::session* session) const {
  --held_connections;
  delete session;
}

Transaction::Transaction(Database& database) : session_(acquire(database)) {
  *session_ << (database.engine() == Engine::sqlite ? "BEGIN IMMEDIATE" : "BEGIN");
  open_ = true;
}

Transaction::~Transaction() {
  if (!open_) return;
  try {
    *session_ << "ROLLBACK";
  } catch (const std::exception& error) {
    spdlog::warn("rollback failed: {}", error.what());
  }
}

soci::session& Transaction::sql() {
  if (!session_) throw std::logic_error("a committed transaction's session was used");
  return *session_;
}

void Transaction::commit() {
  sql() << "COMMIT";
  open_ = false;
  session_.reset();
}

std::string lock_rows_clause(soci::session& sql, const std::string& alias) {
  return sql.get_backend_name() == "postgresql" ? " FOR UPDATE OF " + alias : "";
}

Connection connection(Database& database) { return acquire(database); }

}  // namespace secours::db
