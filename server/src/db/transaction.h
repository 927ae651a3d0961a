#pragma once

#include <soci/session.h>

#include <memory>
#include <string>

#include "db/database.h"

namespace secours::db {

// One unit of work: a pooled connection inside a transaction, rolled back unless committed.
// SQLite transactions begin IMMEDIATE (taking the write lock up front, so that two writers queue on
// the busy timeout instead of failing when one upgrades from reading to writing).
class Transaction {
 public:
  explicit Transaction(Database& database);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  soci::session& sql() { return *session_; }
  void commit();

 private:
  std::unique_ptr<soci::session> session_;
  bool open_ = false;
};

// " FOR UPDATE OF alias" on PostgreSQL, to append to a SELECT run inside a Transaction; empty on
// SQLite, whose transactions take the database's write lock when they begin.
std::string lock_rows_clause(soci::session& sql, const std::string& alias);

// A pooled connection without a transaction, for reads.
std::unique_ptr<soci::session> connection(Database& database);

}  // namespace secours::db
