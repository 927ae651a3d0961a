#pragma once

#include <soci/session.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "db/database.h"

namespace secours::db {

// Why a thread may hold one pooled connection only: a request that holds one (its transaction's locks
// included) and waits for a second waits on every other request that holds one, and with the pool's
// last connection, on itself, for ever. Asking for a second one throws SecondConnection instead: the
// request fails (a 500, logged) and the instance keeps answering. Read what a unit of work needs
// through its own session.
struct SecondConnection : std::logic_error {
  SecondConnection();
};

// Gives a pooled connection back when it goes out of scope.
struct ReleaseConnection {
  void operator()(soci::session* session) const;
};
using Connection = std::unique_ptr<soci::session, ReleaseConnection>;

// One unit of work: a pooled connection inside a transaction, rolled back unless committed.
// SQLite transactions begin IMMEDIATE (taking the write lock up front, so that two writers queue on
// the busy timeout instead of failing when one upgrades from reading to writing).
class Transaction {
 public:
  explicit Transaction(Database& database);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  // The transaction's session; std::logic_error once committed (its connection is back in the pool).
  soci::session& sql();
  // Commits and gives the connection back to the pool at once: the work that follows (a second unit
  // of work, a mail built from what was read) does not hold it.
  void commit();
  // The same, handing back what the unit of work read before committing (the row as it now stands):
  //   return tx.commit(find(tx.sql(), id));
  template <typename Value>
  Value commit(Value value) {
    commit();
    return value;
  }

 private:
  Connection session_;
  bool open_ = false;
};

// " FOR UPDATE OF alias" on PostgreSQL, to append to a SELECT run inside a Transaction; empty on
// SQLite, whose transactions take the database's write lock when they begin.
std::string lock_rows_clause(soci::session& sql, const std::string& alias);

// A pooled connection without a transaction, for reads.
Connection connection(Database& database);

}  // namespace secours::db
