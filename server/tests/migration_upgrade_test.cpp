// Upgrades tested from every past schema (issue 43). For each version v before the latest, on both engines:
// a database at v (the embedded migrations up to v) gets rows in every table it has, written by the generic
// filler (support/table_filler.h); it is migrated to the latest version; every row must still be there (by
// its primary key) with the values it had in the columns that still exist, but for the transformations a
// migration makes on purpose, listed below with that migration; and its schema must be a fresh database's.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <algorithm>
#include <functional>
#include <future>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "db/migrations.h"
#include "support/engines.h"
#include "support/table_filler.h"
#include "support/test_database.h"

using secours::db::Migration;
using secours::testing::Hint;
using secours::testing::ImpliedReference;
using secours::testing::Row;
using secours::testing::Table;
using secours::testing::TestDatabase;
using secours::testing::Value;

namespace {

// Each table's rows before the upgrade.
using Snapshot = std::map<std::string, std::vector<Row>>;

const std::vector<Row>& rows_of(const Snapshot& snapshot, const std::string& table) {
  static const std::vector<Row> none;
  const auto found = snapshot.find(table);
  return found == snapshot.end() ? none : found->second;
}

// Columns that refer to another table's rows without a declared foreign key, where a later migration relies
// on it: the filler gives them a parent row's value (NULL while the parent table does not exist yet).
const std::vector<ImpliedReference> implied_references{
    // "booking_id will reference the bookings table once it exists" (V004); V027 copies it into
    // certificates.booking_id, which does reference bookings.
    {"enrollments", {"booking_id", "bookings", "id"}},
};

// Values the filler tries first for some rows, so that the rows the known transformations below act on are
// there (a value the table's CHECKs refuse at v, e.g. payment_method 'invoice' before V020, is replaced).
const std::vector<Hint> hints{
    // V007: an admin's address counts as proven.
    {"users", "role", 0, "admin"},
    // V028: overview figures of the old meaning are deleted.
    {"office_figures", "figure_set", 0, "overview"},
    // V028: an invoice settled by credits alone (paid, nothing received) becomes 'credited'; one that
    // received money stays paid. Both have a receipt number: each becomes a receipt document.
    {"invoices", "status", 0, "paid"},
    {"invoices", "status", 1, "paid"},
    {"invoices", "paid_cents", 1, "0"},
    // V028: a cancelled invoice seat credited in full on its invoice, which the settlement marked paid,
    // becomes 'credited'. The filler ties row 1 of invoice_lines and invoice_payments to row 1 of bookings
    // and of invoices.
    {"bookings", "payment_method", 1, "invoice"},
    {"bookings", "status", 1, "cancelled"},
    {"bookings", "payment_status", 1, "paid"},
    {"bookings", "reference", 1, "B-CREDITED"},
    {"bookings", "total_cents", 1, "5000"},
    {"invoice_payments", "kind", 1, "credit"},
    {"invoice_payments", "method", 1, "credit"},
    {"invoice_payments", "reference", 1, "B-CREDITED"},
    {"invoice_payments", "amount_cents", 1, "5000"},
};

// Tables and columns ("table.column") a migration dropped or renamed, with that migration. None so far:
// V017 rebuilt booking_search_terms and user_search_terms under their own names (checked as any table).
const std::map<std::string, int> dropped_tables{};
const std::map<std::string, int> dropped_columns{};

// A change a migration makes on purpose to rows that existed before it.
struct Transformation {
  int version;  // the migration that makes it
  // From this version on, the filler's rows (with the hints above) include one it changes.
  int exercised_from;
  std::string table;
  std::string what;
  // The row as the migration leaves it; nullopt: deleted.
  std::function<std::optional<Row>(Row, const Snapshot&)> apply;
};

const std::vector<Transformation>& transformations() {
  static const std::vector<Transformation> known{
      {28, 20, "bookings",
       "a cancelled invoice seat credited in full, that its invoice's settlement marked paid, is 'credited' "
       "and has no payment time",
       [](Row row, const Snapshot& before) -> std::optional<Row> {
         if (row["payment_method"] != "invoice" || row["status"] != "cancelled" ||
             row["payment_status"] != "paid")
           return row;
         for (const auto& line : rows_of(before, "invoice_lines")) {
           if (line.at("booking_id") != row["id"]) continue;
           for (const auto& payment : rows_of(before, "invoice_payments")) {
             if (payment.at("invoice_id") == line.at("invoice_id") && payment.at("kind") == "credit" &&
                 payment.at("reference") == row["reference"] &&
                 payment.at("amount_cents") == row["total_cents"]) {
               row["payment_status"] = "credited";
               row["paid_at"] = std::nullopt;
               return row;
             }
           }
         }
         return row;
       }},
      {28, 20, "invoices", "an invoice marked paid that received no money is 'credited'",
       [](Row row, const Snapshot&) -> std::optional<Row> {
         if (row["status"] == "paid" && row["paid_cents"] == "0") row["status"] = "credited";
         return row;
       }},
      {28, 16, "money_month_totals",
       "the months' revenue of the old meaning is deleted (counted again when read)",
       [](Row, const Snapshot&) -> std::optional<Row> { return std::nullopt; }},
      {28, 18, "office_figures",
       "the overview's figures of the old meaning are deleted (counted again when read)",
       [](Row row, const Snapshot&) -> std::optional<Row> {
         if (row["figure_set"] == "overview") return std::nullopt;
         return row;
       }},
  };
  return known;
}

std::vector<std::vector<Value>> query(soci::session& sql, const std::string& text) {
  return secours::testing::query_text(sql, text);
}

std::string key_of(const Row& row, const std::vector<std::string>& key) {
  std::string out;
  for (const auto& column : key)
    out += (out.empty() ? "" : ", ") + column + "=" + row.at(column).value_or("NULL");
  return out;
}

std::string shown(const Value& value) { return value ? "'" + *value + "'" : "NULL"; }

std::string version_name(int version) {
  auto digits = std::to_string(version);
  return "V" + std::string(digits.size() < 3 ? 3 - digits.size() : 0, '0') + digits;
}

// What a migration writes from the rows that existed before it (new columns, new tables filled from old
// ones), checked on the upgraded database.
struct Derivation {
  int version;
  std::string what;
  std::function<void(soci::session&, const Snapshot&)> check;
};

const std::vector<Derivation>& derivations() {
  static const std::vector<Derivation> known{
      {7, "users.email_verified_at is updated_at for admins, NULL for the others",
       [](soci::session& sql, const Snapshot& before) {
         int admins = 0;
         for (const auto& row : query(sql,
                                      "SELECT CAST(id AS TEXT), role, CAST(updated_at AS TEXT), "
                                      "CAST(email_verified_at AS TEXT) FROM users")) {
           admins += row[1] == "admin";
           EXPECT_EQ(row[3], row[1] == "admin" ? row[2] : std::nullopt) << "user " << *row[0];
         }
         EXPECT_EQ(admins > 0, before.contains("users")) << "the hint makes users' row 0 an admin";
       }},
      {14, "booking_search_backlog and user_search_backlog list every booking and every account",
       [](soci::session& sql, const Snapshot& before) {
         for (const auto& [backlog, column, owners] :
              {std::tuple{"booking_search_backlog", "booking_id", "bookings"},
               std::tuple{"user_search_backlog", "user_id", "users"}}) {
           std::set<Value> expected, listed;
           for (const auto& row : rows_of(before, owners)) expected.insert(row.at("id"));
           for (const auto& row :
                query(sql, std::string("SELECT CAST(") + column + " AS TEXT) FROM " + backlog))
             listed.insert(row[0]);
           EXPECT_EQ(listed, expected) << backlog;
         }
       }},
      {17, "each search word's created_at is its booking's or account's",
       [](soci::session& sql, const Snapshot&) {
         for (const auto& text :
              {"SELECT COUNT(*) FROM booking_search_terms t JOIN bookings b ON b.id = t.booking_id WHERE "
               "t.created_at <> b.created_at",
               "SELECT COUNT(*) FROM user_search_terms t JOIN users u ON u.id = t.user_id WHERE "
               "t.created_at <> u.created_at"}) {
           EXPECT_EQ(query(sql, text).at(0).at(0), "0") << text;
         }
       }},
      {27, "certificates.booking_id is its enrollment's booking",
       [](soci::session& sql, const Snapshot& before) {
         std::map<Value, Value> booking_of_enrollment;
         for (const auto& row : rows_of(before, "enrollments"))
           booking_of_enrollment[row.at("id")] = row.at("booking_id");
         for (const auto& row : query(sql,
                                      "SELECT CAST(id AS TEXT), CAST(enrollment_id AS TEXT), "
                                      "CAST(booking_id AS TEXT) FROM certificates")) {
           EXPECT_EQ(row[2], booking_of_enrollment[row[1]]) << "certificate " << *row[0];
           // Enrollments made once bookings existed have one (implied_references).
           if (before.contains("bookings")) {
             EXPECT_NE(row[2], std::nullopt) << "certificate " << *row[0];
           }
         }
       }},
      {28, "each invoice's receipt number is a receipt document of the money it received",
       [](soci::session& sql, const Snapshot& before) {
         for (const auto& invoice : rows_of(before, "invoices")) {
           if (!invoice.at("receipt_number") || invoice.at("receipt_number")->empty()) continue;
           const auto documents =
               query(sql,
                     "SELECT kind, CAST(invoice_id AS TEXT), CAST(booking_id AS TEXT), "
                     "CAST(total_cents AS TEXT), CAST(subtotal_cents + gst_cents + qst_cents "
                     "AS TEXT) FROM booking_documents WHERE number = " +
                         secours::testing::literal(invoice.at("receipt_number"), false));
           ASSERT_EQ(documents.size(), 1u) << "receipt " << *invoice.at("receipt_number");
           EXPECT_EQ(documents[0][0], "receipt");
           EXPECT_EQ(documents[0][1], invoice.at("id"));
           EXPECT_EQ(documents[0][2], std::nullopt);
           EXPECT_EQ(documents[0][3], invoice.at("paid_cents"));
           EXPECT_EQ(documents[0][4], invoice.at("paid_cents"));
         }
       }},
      {29, "each session scheduled before has one day, its start and end",
       [](soci::session& sql, const Snapshot& before) {
         for (const auto& session : rows_of(before, "course_sessions")) {
           const auto days =
               query(sql,
                     "SELECT CAST(position AS TEXT), CAST(starts_at AS TEXT), CAST(ends_at AS TEXT) "
                     "FROM session_days WHERE session_id = " +
                         *session.at("id"));
           ASSERT_EQ(days.size(), 1u) << "session " << *session.at("id");
           EXPECT_EQ(days[0], (std::vector<Value>{"1", session.at("starts_at"), session.at("ends_at")}));
         }
       }},
      {31, "booking_tallies add up to the bookings of each status and those that need a refund",
       [](soci::session& sql, const Snapshot& before) {
         std::map<std::string, long long> expected{{"refund-needed", 0}};
         for (const auto& booking : rows_of(before, "bookings")) {
           ++expected[*booking.at("status")];
           if (booking.contains("refund_needed") && booking.at("refund_needed") == "1")
             ++expected["refund-needed"];
         }
         std::map<std::string, long long> tallied;
         for (const auto& row :
              query(sql, "SELECT name, CAST(SUM(delta) AS TEXT) FROM booking_tallies GROUP BY name"))
           tallied[*row[0]] = std::stoll(*row[1]);
         EXPECT_EQ(tallied, expected);
       }},
  };
  return known;
}

std::vector<Migration> migrations_up_to(int version) {
  std::vector<Migration> migrations;
  for (const auto& migration : secours::db::embedded_migrations()) {
    if (migration.version <= version) migrations.push_back(migration);
  }
  return migrations;
}

int latest_version() { return secours::db::embedded_migrations().back().version; }

// The schema db::migrate gives an empty database. On PostgreSQL in a schema of its own of the test's database
// (first in the connection's search path), which spares creating and dropping a second database.
std::set<std::string> describe_fresh_schema(const std::string& engine, const std::string& url) {
  if (engine == "sqlite") {
    TestDatabase fresh_database(engine);
    auto fresh = fresh_database.open(1, true);
    soci::session sql(fresh->pool());
    return secours::testing::describe_schema(sql, true);
  }
  secours::db::Database fresh(url, 1);
  {
    soci::session sql(fresh.pool());
    sql << "CREATE SCHEMA fresh";
    sql << "SET search_path TO fresh";
  }
  secours::db::migrate(fresh);
  soci::session sql(fresh.pool());
  if (secours::testing::query_text(sql, "SELECT current_schema()").at(0).at(0) != "fresh") {
    throw std::runtime_error("the fresh schema is not the connection's current schema");
  }
  return secours::testing::describe_schema(sql, false);
}

}  // namespace

class MigrationUpgrade : public ::testing::TestWithParam<std::tuple<std::string, int>> {};

TEST_P(MigrationUpgrade, KeepsTheDataOfEveryTable) {
  const auto& [engine, from] = GetParam();
  SECOURS_SKIP_UNLESS_AVAILABLE(engine);
  const bool sqlite = engine == "sqlite";
  TestDatabase test_database(engine);
  // Built alongside: PostgreSQL's DDL makes a full migration take seconds.
  auto fresh_schema = std::async(std::launch::async, describe_fresh_schema, engine, test_database.url());
  auto database = test_database.open(1, false);
  secours::db::migrate(*database, migrations_up_to(from));

  // The database at `from`, every table filled.
  std::map<std::string, Table> tables_then;
  Snapshot before;
  {
    soci::session sql(database->pool());
    tables_then = secours::testing::read_tables(sql, sqlite);
    try {
      secours::testing::fill_tables(sql, sqlite, tables_then, {2, implied_references, hints});
    } catch (const std::exception& error) {
      FAIL() << "at " << version_name(from) << ": " << error.what();
    }
    for (const auto& [name, table] : tables_then) {
      std::vector<std::string> columns;
      for (const auto& column : table.columns) columns.push_back(column.name);
      before[name] = secours::testing::read_rows(sql, name, columns);
      EXPECT_GE(before[name].size(), 2u) << "table " << name << " was not filled";
    }
  }

  const auto applied = secours::db::migrate(*database);
  ASSERT_EQ(applied.size(), static_cast<std::size_t>(latest_version() - from));

  soci::session sql(database->pool());
  const auto tables_now = secours::testing::read_tables(sql, sqlite);
  std::map<const Transformation*, int> times_applied;
  for (const auto& [name, rows] : before) {
    if (dropped_tables.contains(name)) {
      EXPECT_FALSE(tables_now.contains(name))
          << name << " is listed as dropped by " << version_name(dropped_tables.at(name));
      continue;
    }
    if (!tables_now.contains(name)) {
      ADD_FAILURE() << "table " << name << " is gone, and not listed as dropped";
      continue;
    }
    const auto& now = tables_now.at(name);
    std::vector<std::string> kept;
    for (const auto& column : tables_then.at(name).columns) {
      const bool exists = std::any_of(now.columns.begin(), now.columns.end(),
                                      [&](const auto& each) { return each.name == column.name; });
      if (exists) {
        kept.push_back(column.name);
      } else {
        EXPECT_TRUE(dropped_columns.contains(name + "." + column.name))
            << "column " << name << "." << column.name << " is gone, and not listed as dropped";
      }
    }
    const auto& key = tables_then.at(name).primary_key;
    std::map<std::string, Row> rows_now;
    for (auto& row : secours::testing::read_rows(sql, name, kept))
      rows_now[key_of(row, key)] = std::move(row);

    for (const auto& row : rows) {
      std::optional<Row> expected = row;
      std::string transformed_by;
      for (const auto& transformation : transformations()) {
        if (transformation.table != name || transformation.version <= from || !expected) continue;
        auto next = transformation.apply(*expected, before);
        if (next != expected) {
          transformed_by = version_name(transformation.version) + ": " + transformation.what;
          ++times_applied[&transformation];
        }
        expected = std::move(next);
      }
      const auto found = rows_now.find(key_of(row, key));
      if (!expected) {
        EXPECT_EQ(found, rows_now.end())
            << name << " (" << key_of(row, key) << ") should be deleted by " << transformed_by;
        continue;
      }
      if (found == rows_now.end()) {
        ADD_FAILURE() << "row of " << name << " (" << key_of(row, key) << ") lost in the upgrade from "
                      << version_name(from);
        continue;
      }
      for (const auto& column : kept) {
        EXPECT_EQ(found->second.at(column), expected->at(column))
            << name << "." << column << " of (" << key_of(row, key) << ") was " << shown(row.at(column))
            << (transformed_by.empty() ? "" : ", transformed by " + transformed_by);
      }
    }
  }
  // A transformation listed but never applied would check nothing: the hints keep it applied.
  for (const auto& transformation : transformations()) {
    if (from >= transformation.exercised_from && from < transformation.version) {
      EXPECT_GT(times_applied[&transformation], 0)
          << "no row of " << transformation.table << " for " << version_name(transformation.version) << ": "
          << transformation.what;
    }
  }
  for (const auto& derivation : derivations()) {
    if (derivation.version > from) {
      SCOPED_TRACE(version_name(derivation.version) + ": " + derivation.what);
      derivation.check(sql, before);
    }
  }

  // The upgraded schema is a fresh database's: the same tables, columns, indexes and constraints.
  const auto upgraded = secours::testing::describe_schema(sql, sqlite);
  const auto fresh = fresh_schema.get();
  for (const auto& line : upgraded) {
    EXPECT_TRUE(fresh.contains(line)) << "only in the upgraded database: " << line;
  }
  for (const auto& line : fresh) {
    EXPECT_TRUE(upgraded.contains(line)) << "only in a fresh database: " << line;
  }
}

INSTANTIATE_TEST_SUITE_P(EverySchema, MigrationUpgrade,
                         ::testing::Combine(::testing::Values("sqlite", "postgresql"),
                                            ::testing::Range(1, latest_version())),
                         [](const ::testing::TestParamInfo<std::tuple<std::string, int>>& info) {
                           return std::get<0>(info.param) + "_from_" + version_name(std::get<1>(info.param));
                         });
