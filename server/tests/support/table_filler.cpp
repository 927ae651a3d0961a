#include "support/table_filler.h"

#include <soci/soci.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <stdexcept>

namespace secours::testing {

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

std::string quoted(const std::string& identifier) { return "\"" + identifier + "\""; }

std::string text_of(const soci::row& row, std::size_t i) {
  switch (row.get_properties(i).get_data_type()) {
    case soci::dt_string:
      return row.get<std::string>(i);
    case soci::dt_integer:
      return std::to_string(row.get<int>(i));
    case soci::dt_long_long:
      return std::to_string(row.get<long long>(i));
    case soci::dt_unsigned_long_long:
      return std::to_string(row.get<unsigned long long>(i));
    case soci::dt_double:
      return std::to_string(row.get<double>(i));
    default:
      throw std::runtime_error("query_text: unexpected type of column " + row.get_properties(i).get_name());
  }
}

std::string one_text(soci::session& sql, const std::string& query) {
  const auto rows = query_text(sql, query);
  if (rows.empty() || rows[0].empty() || !rows[0][0]) throw std::runtime_error("no value: " + query);
  return *rows[0][0];
}

// Walks an SQL expression: identifiers (bare or double-quoted), string literals and integer literals;
// comments are skipped.
void scan(const std::string& text, const std::function<void(const std::string&)>& on_identifier,
          const std::function<void(const std::string&)>& on_string,
          const std::function<void(long long)>& on_number) {
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const auto end = text.find("*/", i + 2);
      i = end == std::string::npos ? text.size() : end + 2;
    } else if (c == '\'') {
      std::string value;
      for (++i; i < text.size(); ++i) {
        if (text[i] == '\'') {
          if (i + 1 < text.size() && text[i + 1] == '\'') {
            value.push_back('\'');
            ++i;
          } else {
            break;
          }
        } else {
          value.push_back(text[i]);
        }
      }
      ++i;
      on_string(value);
    } else if (c == '"') {
      const auto end = text.find('"', i + 1);
      on_identifier(text.substr(i + 1, end - i - 1));
      i = end == std::string::npos ? text.size() : end + 1;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      const auto start = i;
      while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
      on_identifier(text.substr(start, i - start));
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      const auto start = i;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      on_number(std::stoll(text.substr(start, i - start)));
    } else {
      ++i;
    }
  }
}

// The conditions of every CHECK ( … ) of a CREATE TABLE statement or a constraint's definition.
std::vector<std::string> check_expressions(const std::string& text) {
  std::vector<std::string> found;
  bool in_quote = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\'') in_quote = !in_quote;
    if (in_quote || lower(text.substr(i, 5)) != "check") continue;
    if (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_')) continue;
    auto open = text.find_first_not_of(" \t\r\n", i + 5);
    if (open == std::string::npos || text[open] != '(') continue;
    int depth = 0;
    bool quote = false;
    std::size_t close = open;
    for (; close < text.size(); ++close) {
      if (text[close] == '\'') quote = !quote;
      if (quote) continue;
      if (text[close] == '(') ++depth;
      if (text[close] == ')' && --depth == 0) break;
    }
    found.push_back(text.substr(open + 1, close - open - 1));
    i = close;
  }
  return found;
}

Check make_check(const std::string& expression, const std::vector<Column>& columns) {
  Check check{expression, {}, {}, {}};
  scan(
      expression,
      [&](const std::string& identifier) {
        for (const auto& column : columns) {
          if (lower(column.name) == lower(identifier)) check.columns.insert(column.name);
        }
      },
      [&](const std::string& value) { check.strings.push_back(value); },
      [&](long long value) { check.numbers.push_back(value); });
  return check;
}

bool is_integer_type(const std::string& type) { return lower(type).find("int") != std::string::npos; }

Table read_sqlite_table(soci::session& sql, const std::string& name) {
  Table table{name, {}, {}, {}, {}};
  const auto create =
      one_text(sql, "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '" + name + "'");
  const bool autoincrement = lower(create).find("autoincrement") != std::string::npos;
  std::vector<std::pair<int, std::string>> key;
  for (const auto& row : query_text(
           sql, "SELECT name, type, \"notnull\", pk FROM pragma_table_info('" + name + "') ORDER BY cid")) {
    Column column{*row[0], *row[1], is_integer_type(*row[1]), *row[2] != "0", false};
    const int pk = std::stoi(*row[3]);
    if (pk > 0) key.emplace_back(pk, column.name);
    table.columns.push_back(column);
  }
  std::sort(key.begin(), key.end());
  for (const auto& [position, column] : key) table.primary_key.push_back(column);
  if (autoincrement && key.size() == 1) {
    for (auto& column : table.columns) {
      if (column.name == key[0].second) column.generated = true;
    }
  }
  for (const auto& row : query_text(
           sql, "SELECT id, seq, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list('" + name + "')")) {
    if (*row[1] != "0") throw std::runtime_error("table " + name + ": a foreign key of several columns");
    table.references.push_back({*row[3], *row[2], row[4] ? *row[4] : ""});
  }
  for (const auto& expression : check_expressions(create))
    table.checks.push_back(make_check(expression, table.columns));
  return table;
}

// Every table of the current schema at once, from pg_catalog (information_schema is slow to query table by
// table).
std::map<std::string, Table> read_postgresql_tables(soci::session& sql) {
  std::map<std::string, Table> tables;
  const std::string in_schema =
      " JOIN pg_class r ON r.oid = c.conrelid JOIN pg_namespace n ON n.oid = r.relnamespace WHERE n.nspname "
      "= "
      "current_schema() AND r.relname <> 'schema_migrations'";
  for (const auto& row :
       query_text(sql,
                  "SELECT r.relname::text, a.attname::text, format_type(a.atttypid, "
                  "a.atttypmod), a.attnotnull::text, (a.attidentity <> '')::text FROM "
                  "pg_attribute a JOIN pg_class r ON r.oid = a.attrelid JOIN pg_namespace n ON "
                  "n.oid = r.relnamespace WHERE n.nspname = current_schema() AND r.relkind = "
                  "'r' AND r.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT "
                  "a.attisdropped ORDER BY r.relname, a.attnum")) {
    auto& table = tables[*row[0]];
    table.name = *row[0];
    table.columns.push_back(
        {*row[1], *row[2], is_integer_type(*row[2]), *row[3] == "true", *row[4] == "true"});
  }
  for (const auto& row :
       query_text(sql,
                  "SELECT r.relname::text, a.attname::text FROM pg_constraint c CROSS JOIN "
                  "unnest(c.conkey) WITH ORDINALITY AS k(attnum, position) JOIN pg_attribute a "
                  "ON a.attrelid = c.conrelid AND a.attnum = k.attnum" +
                      in_schema + " AND c.contype = 'p' ORDER BY r.relname, k.position")) {
    tables.at(*row[0]).primary_key.push_back(*row[1]);
  }
  for (const auto& row :
       query_text(sql,
                  "SELECT r.relname::text, cardinality(c.conkey)::text, a.attname::text, "
                  "f.relname::text, fa.attname::text FROM pg_constraint c JOIN pg_class f ON "
                  "f.oid = c.confrelid JOIN pg_attribute a ON a.attrelid = c.conrelid AND "
                  "a.attnum = c.conkey[1] JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND "
                  "fa.attnum = c.confkey[1]" +
                      in_schema + " AND c.contype = 'f' ORDER BY r.relname, c.conname")) {
    if (*row[1] != "1") throw std::runtime_error("table " + *row[0] + ": a foreign key of several columns");
    tables.at(*row[0]).references.push_back({*row[2], *row[3], *row[4]});
  }
  for (const auto& row :
       query_text(sql, "SELECT r.relname::text, pg_get_constraintdef(c.oid) FROM pg_constraint c" +
                           in_schema + " AND c.contype = 'c' ORDER BY r.relname, c.conname")) {
    auto& table = tables.at(*row[0]);
    for (const auto& expression : check_expressions(*row[1])) {
      table.checks.push_back(make_check(expression, table.columns));
    }
  }
  return tables;
}

// The filler's choices for one table's row: the columns it writes and each one's candidate values.
struct RowChoices {
  std::vector<const Column*> columns;
  std::vector<std::vector<Value>> candidates;
  std::vector<Value> values;  // the current choice of each column
};

RowChoices candidates_for(soci::session& sql, const Table& table, const std::map<std::string, Table>& tables,
                          const FillOptions& options, int row) {
  RowChoices choices;
  for (std::size_t index = 0; index < table.columns.size(); ++index) {
    const auto& column = table.columns[index];
    if (column.generated) continue;
    std::vector<Value> values;
    auto add = [&](const Value& value) {
      if (std::find(values.begin(), values.end(), value) == values.end()) values.push_back(value);
    };
    for (const auto& hint : options.hints) {
      if (hint.table == table.name && hint.column == column.name && hint.row == row) add(hint.value);
    }
    std::optional<Reference> reference;
    for (const auto& each : table.references) {
      if (each.column == column.name) reference = each;
    }
    for (const auto& implied : options.implied_references) {
      if (implied.table == table.name && implied.reference.column == column.name)
        reference = implied.reference;
    }
    std::vector<std::string> strings;
    std::vector<long long> numbers;
    for (const auto& check : table.checks) {
      if (!check.columns.contains(column.name)) continue;
      strings.insert(strings.end(), check.strings.begin(), check.strings.end());
      numbers.insert(numbers.end(), check.numbers.begin(), check.numbers.end());
    }
    if (reference) {
      if (tables.contains(reference->parent_table)) {
        const auto& parent = tables.at(reference->parent_table);
        const auto parent_column =
            reference->parent_column.empty() ? parent.primary_key.at(0) : reference->parent_column;
        const auto rows = query_text(sql, "SELECT CAST(" + quoted(parent_column) + " AS TEXT) FROM " +
                                              quoted(parent.name) + " ORDER BY " + quoted(parent_column));
        for (std::size_t i = 0; i < rows.size(); ++i) add(rows[(row + i) % rows.size()][0]);
      }
      if (!column.not_null) add(std::nullopt);
      if (values.empty()) {
        throw std::runtime_error("table " + table.name + ": column " + column.name + " refers to " +
                                 reference->parent_table + ", which has no row");
      }
    } else if (column.integer) {
      add(std::to_string(1000 * (index + 1) + row));
      for (std::size_t i = 0; i < numbers.size(); ++i)
        add(std::to_string(numbers[(row + i) % numbers.size()]));
      for (const auto number : numbers) {
        add(std::to_string(number + 1));
        add(std::to_string(number - 1));
      }
      for (const char* number : {"0", "1", "-1"}) add(std::string(number));
      if (!column.not_null) add(std::nullopt);
    } else {
      add(table.name + "." + column.name + "." + std::to_string(row));
      for (std::size_t i = 0; i < strings.size(); ++i) add(strings[(row + i) % strings.size()]);
      add(std::string());
      if (!column.not_null) add(std::nullopt);
    }
    choices.columns.push_back(&column);
    choices.candidates.push_back(values);
    choices.values.push_back(values.front());
  }
  return choices;
}

// Which of the table's CHECKs each assignment of values satisfies (NULL satisfies, as in a CHECK),
// evaluated by the database on a derived row with the table's column names.
std::vector<std::vector<bool>> evaluate_checks(soci::session& sql, bool sqlite, const Table& table,
                                               const RowChoices& choices,
                                               const std::vector<std::vector<Value>>& assignments) {
  std::vector<std::vector<bool>> results;
  constexpr std::size_t chunk = 200;
  for (std::size_t start = 0; start < assignments.size(); start += chunk) {
    std::string query = "SELECT k";
    for (const auto& check : table.checks)
      query += ", CASE WHEN NOT (" + check.expression + ") THEN 0 ELSE 1 END";
    query += " FROM (";
    const auto end = std::min(assignments.size(), start + chunk);
    for (std::size_t a = start; a < end; ++a) {
      query += (a == start ? "SELECT " : " UNION ALL SELECT ") + std::to_string(a) + " AS k";
      for (std::size_t c = 0; c < choices.columns.size(); ++c) {
        const auto& column = *choices.columns[c];
        const auto value = literal(assignments[a][c], column.integer);
        query += ", " + (sqlite ? value : "CAST(" + value + " AS " + column.type + ")") + " AS " +
                 quoted(column.name);
      }
    }
    query += ") AS candidate ORDER BY k";
    for (const auto& row : query_text(sql, query)) {
      std::vector<bool> passes;
      for (std::size_t i = 1; i < row.size(); ++i) passes.push_back(row[i] && *row[i] != "0");
      results.push_back(passes);
    }
  }
  return results;
}

// Changes the fewest columns it can, one failing CHECK at a time, until every CHECK holds.
void satisfy_checks(soci::session& sql, bool sqlite, const Table& table, RowChoices& choices) {
  if (table.checks.empty()) return;
  auto failing = [](const std::vector<bool>& passes) {
    return std::count(passes.begin(), passes.end(), false);
  };
  for (int round = 0; round < 20; ++round) {
    const auto current = evaluate_checks(sql, sqlite, table, choices, {choices.values}).at(0);
    if (failing(current) == 0) return;
    const auto check =
        static_cast<std::size_t>(std::find(current.begin(), current.end(), false) - current.begin());
    std::vector<std::size_t> variables;
    for (std::size_t c = 0; c < choices.columns.size(); ++c) {
      if (table.checks[check].columns.contains(choices.columns[c]->name)) variables.push_back(c);
    }
    // Every combination of the variables' candidates, the fewest changes first.
    std::vector<std::vector<Value>> combinations;
    std::vector<std::size_t> index(variables.size(), 0);
    while (true) {
      auto values = choices.values;
      for (std::size_t v = 0; v < variables.size(); ++v)
        values[variables[v]] = choices.candidates[variables[v]][index[v]];
      combinations.push_back(values);
      if (combinations.size() > 50000)
        throw std::runtime_error("table " + table.name + ": too many candidates");
      std::size_t v = 0;
      while (v < variables.size() && ++index[v] == choices.candidates[variables[v]].size()) index[v++] = 0;
      if (v == variables.size()) break;
    }
    auto changes = [&](const std::vector<Value>& values) {
      std::size_t count = 0;
      for (const auto variable : variables) count += values[variable] != choices.values[variable];
      return count;
    };
    std::stable_sort(combinations.begin(), combinations.end(),
                     [&](const auto& a, const auto& b) { return changes(a) < changes(b); });
    const auto results = evaluate_checks(sql, sqlite, table, choices, combinations);
    bool improved = false;
    for (std::size_t i = 0; i < combinations.size() && !improved; ++i) {
      if (results[i][check] && failing(results[i]) < failing(current)) {
        choices.values = combinations[i];
        improved = true;
      }
    }
    if (!improved) {
      throw std::runtime_error("table " + table.name + ": no candidate values satisfy CHECK (" +
                               table.checks[check].expression + ")");
    }
  }
  throw std::runtime_error("table " + table.name + ": its CHECKs could not all be satisfied");
}

}  // namespace

std::vector<std::vector<Value>> query_text(soci::session& sql, const std::string& query) {
  std::vector<std::vector<Value>> rows;
  soci::rowset<soci::row> result = sql.prepare << query;
  for (const auto& row : result) {
    std::vector<Value> values;
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (row.get_indicator(i) == soci::i_null) {
        values.push_back(std::nullopt);
      } else {
        values.push_back(text_of(row, i));
      }
    }
    rows.push_back(std::move(values));
  }
  return rows;
}

std::string literal(const Value& value, bool integer) {
  if (!value) return "NULL";
  if (integer) return *value;
  std::string out = "'";
  for (const char c : *value) {
    out.push_back(c);
    if (c == '\'') out.push_back('\'');
  }
  return out + "'";
}

std::map<std::string, Table> read_tables(soci::session& sql, bool sqlite) {
  std::map<std::string, Table> tables;
  if (sqlite) {
    for (const auto& row : query_text(sql,
                                      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                      "'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_migrations'")) {
      tables.emplace(*row[0], read_sqlite_table(sql, *row[0]));
    }
  } else {
    tables = read_postgresql_tables(sql);
  }
  for (auto& [name, table] : tables) {
    if (table.primary_key.empty()) {
      for (const auto& column : table.columns) table.primary_key.push_back(column.name);
    }
  }
  return tables;
}

std::set<std::string> describe_schema(soci::session& sql, bool sqlite) {
  std::set<std::string> lines;
  auto add = [&](const std::string& kind, const std::string& query) {
    for (const auto& row : query_text(sql, query)) {
      std::string line = kind;
      for (const auto& value : row) line += " | " + value.value_or("NULL");
      lines.insert(line);
    }
  };
  if (sqlite) {
    add("table",
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE "
        "'\\'");
    add("column",
        "SELECT m.name, p.name, p.type, p.\"notnull\", p.dflt_value, p.pk FROM sqlite_master m JOIN "
        "pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
    add("index", "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index'");
  } else {
    add("table",
        "SELECT r.relname::text FROM pg_class r JOIN pg_namespace n ON n.oid = r.relnamespace WHERE "
        "n.nspname = "
        "current_schema() AND r.relkind = 'r'");
    add("column",
        "SELECT r.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull::text, "
        "pg_get_expr(d.adbin, d.adrelid), a.attidentity::text, co.collname::text FROM pg_attribute a JOIN "
        "pg_class r ON r.oid = a.attrelid JOIN pg_namespace n ON n.oid = r.relnamespace LEFT JOIN pg_attrdef "
        "d "
        "ON d.adrelid = a.attrelid AND d.adnum = a.attnum LEFT JOIN pg_collation co ON co.oid = "
        "a.attcollation "
        "WHERE n.nspname = current_schema() AND r.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped");
    add("index",
        "SELECT indexname::text, tablename::text, replace(indexdef, ' ON ' || current_schema() || '.', ' ON "
        "') FROM pg_indexes WHERE schemaname = "
        "current_schema()");
    add("constraint",
        "SELECT r.relname::text, c.conname::text, pg_get_constraintdef(c.oid) FROM pg_constraint c JOIN "
        "pg_class r "
        "ON r.oid = c.conrelid JOIN pg_namespace n ON n.oid = r.relnamespace WHERE n.nspname = "
        "current_schema()");
  }
  return lines;
}

std::vector<std::string> parents_first(const std::map<std::string, Table>& tables,
                                       const std::vector<ImpliedReference>& implied) {
  std::map<std::string, std::set<std::string>> parents;
  for (const auto& [name, table] : tables) {
    auto& mine = parents[name];
    for (const auto& reference : table.references) mine.insert(reference.parent_table);
    for (const auto& each : implied) {
      if (each.table == name) mine.insert(each.reference.parent_table);
    }
    mine.erase(name);
    for (auto it = mine.begin(); it != mine.end();)
      it = tables.contains(*it) ? std::next(it) : mine.erase(it);
  }
  std::vector<std::string> order;
  std::set<std::string> placed;
  while (order.size() < tables.size()) {
    bool progress = false;
    for (const auto& [name, mine] : parents) {
      if (placed.contains(name)) continue;
      if (std::all_of(mine.begin(), mine.end(),
                      [&](const auto& parent) { return placed.contains(parent); })) {
        order.push_back(name);
        placed.insert(name);
        progress = true;
      }
    }
    if (!progress) {
      std::string cycle;
      for (const auto& [name, mine] : parents) {
        if (!placed.contains(name)) cycle += " " + name;
      }
      throw std::runtime_error("tables that refer to one another in a cycle:" + cycle);
    }
  }
  return order;
}

void fill_tables(soci::session& sql, bool sqlite, const std::map<std::string, Table>& tables,
                 const FillOptions& options) {
  soci::transaction transaction(sql);  // one commit for the whole fill
  for (const auto& name : parents_first(tables, options.implied_references)) {
    const auto& table = tables.at(name);
    for (int row = 0; row < options.rows_per_table; ++row) {
      std::string insert;
      try {
        auto choices = candidates_for(sql, table, tables, options, row);
        satisfy_checks(sql, sqlite, table, choices);
        std::string columns, values;
        for (std::size_t c = 0; c < choices.columns.size(); ++c) {
          columns += (c ? ", " : "") + quoted(choices.columns[c]->name);
          values += (c ? ", " : "") + literal(choices.values[c], choices.columns[c]->integer);
        }
        insert = "INSERT INTO " + quoted(name) + " (" + columns + ") VALUES (" + values + ")";
        sql << insert;
      } catch (const std::exception& error) {
        throw std::runtime_error("cannot fill table " + name + " (row " + std::to_string(row) +
                                 "): " + error.what() + (insert.empty() ? "" : "\n  " + insert));
      }
    }
  }
  transaction.commit();
}

std::vector<Row> read_rows(soci::session& sql, const std::string& table,
                           const std::vector<std::string>& columns) {
  std::string query = "SELECT ";
  for (std::size_t c = 0; c < columns.size(); ++c) {
    query += (c ? ", CAST(" : "CAST(") + quoted(columns[c]) + " AS TEXT)";
  }
  query += " FROM " + quoted(table);
  std::vector<Row> rows;
  for (const auto& values : query_text(sql, query)) {
    Row row;
    for (std::size_t c = 0; c < columns.size(); ++c) row[columns[c]] = values[c];
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace secours::testing
