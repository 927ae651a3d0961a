#include "db/errors.h"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <cstring>

#include "common/errors.h"

namespace secours::db {

bool is_unique_violation(const std::exception& error) {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&error))
    return pg->sqlstate() == "23505";
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&error)) {
    return lite->result() == 19 && std::strstr(error.what(), "UNIQUE") != nullptr;
  }
  return false;
}

bool is_storage_failure(const std::exception& error) {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&error)) {
    auto state = pg->sqlstate();
    return state == "53100" || state == "58030" || state == "25006";
  }
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&error)) {
    const int primary = lite->result() & 0xff;
    return primary == 13 /* FULL */ || primary == 10 /* IOERR */ || primary == 8 /* READONLY */ ||
           primary == 14 /* CANTOPEN */;
  }
  return false;
}

void translate_conflict(const std::function<void()>& statement, const std::string& code,
                        const std::string& message) {
  try {
    statement();
  } catch (const soci::soci_error& error) {
    if (is_unique_violation(error)) throw errors::Conflict(code, message);
    throw;
  }
}

}  // namespace secours::db
