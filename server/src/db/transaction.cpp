#include "db/transaction.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

namespace secours::db {

Transaction::Transaction(Database& database) : session_(std::make_unique<soci::session>(database.pool())) {
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

void Transaction::commit() {
  *session_ << "COMMIT";
  open_ = false;
}

std::string lock_rows_clause(soci::session& sql, const std::string& alias) {
  return sql.get_backend_name() == "postgresql" ? " FOR UPDATE OF " + alias : "";
}

std::unique_ptr<soci::session> connection(Database& database) {
  return std::make_unique<soci::session>(database.pool());
}

}  // namespace secours::db
