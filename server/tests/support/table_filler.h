#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace soci {
class session;
}  // namespace soci

namespace secours::testing {

// A value as text (what CAST(… AS TEXT) reads); nullopt: NULL.
using Value = std::optional<std::string>;
// One row: column name → value.
using Row = std::map<std::string, Value>;

// Every row a query returns, each value read as text whatever its type.
std::vector<std::vector<Value>> query_text(soci::session& sql, const std::string& query);

struct Reference {
  std::string column;
  std::string parent_table;
  std::string parent_column;
};

struct Column {
  std::string name;
  std::string type;  // as declared (SQLite) or information_schema's data_type (PostgreSQL)
  bool integer = false;
  bool not_null = false;
  bool generated = false;  // the auto-increment id ({{ID}}): the database gives it
};

struct Check {
  std::string expression;            // the condition inside CHECK ( … )
  std::set<std::string> columns;     // the table's columns it names
  std::vector<std::string> strings;  // its string literals
  std::vector<long long> numbers;    // its integer literals
};

// What the generic filler needs to know of a table, read from the live database.
struct Table {
  std::string name;
  std::vector<Column> columns;
  std::vector<std::string> primary_key;  // every column when the table has none
  std::vector<Reference> references;     // declared foreign keys (single column)
  std::vector<Check> checks;
};

// Every table of the database but schema_migrations (and SQLite's own), by name.
std::map<std::string, Table> read_tables(soci::session& sql, bool sqlite);

// Tables, their columns (type, nullability, default) and indexes, one line each: two databases with the
// same description have the same schema.
std::set<std::string> describe_schema(soci::session& sql, bool sqlite);

// A column that refers to another table's rows without a declared foreign key.
struct ImpliedReference {
  std::string table;
  Reference reference;
};

// A value the filler tries first for one column of one row (row 0, 1, …), when the table's CHECKs allow
// it: the rows a migration transforms are then there to transform.
struct Hint {
  std::string table;
  std::string column;
  int row;
  Value value;
};

struct FillOptions {
  int rows_per_table = 2;
  std::vector<ImpliedReference> implied_references;
  std::vector<Hint> hints;
};

// Inserts rows_per_table rows in every table, parents before children: each column gets a value of its
// type (unique text, integers that keep each column apart), a reference to an existing parent row (row i
// takes the parent's row i, so that unique references stay unique), or, when a CHECK fails, the candidate
// values (the CHECK's own literals, 0, ±1, NULL) that satisfy the table's CHECKs, evaluated by the
// database itself. Throws std::runtime_error naming the table it cannot fill.
void fill_tables(soci::session& sql, bool sqlite, const std::map<std::string, Table>& tables,
                 const FillOptions& options);

// The tables in an order where each comes after the tables it refers to.
std::vector<std::string> parents_first(const std::map<std::string, Table>& tables,
                                       const std::vector<ImpliedReference>& implied);

// Every row of a table, the given columns read as text.
std::vector<Row> read_rows(soci::session& sql, const std::string& table,
                           const std::vector<std::string>& columns);

// The SQL literal of a value for a column of that kind.
std::string literal(const Value& value, bool integer);

}  // namespace secours::testing
