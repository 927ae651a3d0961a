#pragma once

#include <soci/session.h>

#include <memory>

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

// A pooled connection without a transaction, for reads.
std::unique_ptr<soci::session> connection(Database& database);

}  // namespace secours::db
