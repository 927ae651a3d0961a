#pragma once

#include <string>

#include "db/session_fwd.h"

namespace secours::db {

// " FOR NO KEY UPDATE OF alias" on PostgreSQL, to append to a SELECT run inside a Transaction; empty on
// SQLite, whose transactions take the database's write lock when they begin. For a row that several
// transactions take in turn, first, while others only point at it (an account and its erasure, issue 39):
// it excludes the other takers, in the order they came, and never waits for foreign keys' checks.
std::string change_lock_clause(soci::session& sql, const std::string& alias);

}  // namespace secours::db
