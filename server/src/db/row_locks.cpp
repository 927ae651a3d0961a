#include "db/row_locks.h"

#include <soci/soci.h>

namespace secours::db {

std::string change_lock_clause(soci::session& sql, const std::string& alias) {
  return sql.get_backend_name() == "postgresql" ? " FOR NO KEY UPDATE OF " + alias : "";
}

}  // namespace secours::db
