#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/database.h"

namespace secours::db {

// One numbered file of server/migrations, embedded in the binary at build time.
struct Migration {
  int version;
  std::string name;
  std::string sql;
};

const std::vector<Migration>& embedded_migrations();

// Applies, in order and each in its own transaction, the migrations not yet recorded in
// schema_migrations; returns the versions applied. Safe when two instances start together.
std::vector<int> migrate(Database& database,
                         const std::vector<Migration>& migrations = embedded_migrations());

// `secours migrate --status`: a line per migration, "applied V001 name (at …)" or "pending V033 name",
// and any version the database has that this binary does not know ("unknown", a newer binary's).
std::vector<std::string> migration_status(Database& database,
                                          const std::vector<Migration>& migrations = embedded_migrations());

// Migrations are written in portable SQL plus one token, {{ID}}, for an auto-increment primary key.
std::string adapt_sql(std::string_view sql, Engine engine);

// Splits a script on semicolons outside quotes and comments; blank statements are dropped.
std::vector<std::string> split_statements(std::string_view sql);

}  // namespace secours::db
