#include <gtest/gtest.h>
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <optional>
#include <string>

#include "common/enum_names.h"
#include "db/bulk_insert.h"
#include "db/row.h"
#include "db/statements.h"

namespace {

enum class Colour { red, green };
constexpr secours::EnumNames<Colour, 2> colour_names({"red", "green"});

struct Reading {
  long long id = 0;
  std::string name;
  std::optional<long long> missing = 99;
  std::optional<std::string> present;
  bool flag = false;
  int small = 0;
};

}  // namespace

// Each field takes the next column, by its type; NULL leaves an optional empty.
TEST(DbColumns, ReadsColumnsInOrderByFieldType) {
  soci::session sql(*soci::factory_sqlite3(), ":memory:");
  soci::row row;
  sql << "SELECT 41, 'Noémie', NULL, 'là', 1, 7, 'après'", soci::into(row);
  Reading reading;
  secours::db::Columns in(row);
  in.read(reading.id, reading.name, reading.missing, reading.present, reading.flag, reading.small);
  EXPECT_EQ(reading.id, 41);
  EXPECT_EQ(reading.name, "Noémie");
  EXPECT_EQ(reading.missing, std::nullopt);
  EXPECT_EQ(reading.present, "là");
  EXPECT_TRUE(reading.flag);
  EXPECT_EQ(reading.small, 7);
  EXPECT_EQ(in.text(), "après");
}

// An enum stored as its text is read in its place among the columns; an unknown text is a broken row.
TEST(DbColumns, ReadsAStoredEnumThroughItsNames) {
  soci::session sql(*soci::factory_sqlite3(), ":memory:");
  soci::row row;
  sql << "SELECT 5, 'green', 'vert'", soci::into(row);
  long long id = 0;
  Colour colour = Colour::red;
  secours::db::Columns in(row);
  in.read(id, secours::db::stored(colour_names, colour));
  EXPECT_EQ(id, 5);
  EXPECT_EQ(colour, Colour::green);
  EXPECT_THROW(in.read(secours::db::stored(colour_names, colour)), std::runtime_error);
}

// Ids go into an IN (…) as a comma-separated list.
TEST(DbStatements, WritesIdListsForIn) {
  EXPECT_EQ(secours::db::id_list({}), "");
  EXPECT_EQ(secours::db::id_list({4, 8, 15}), "4, 8, 15");
}

// A guarded change reports whether it changed its row; a query's integers come back in its order.
TEST(DbStatements, CountChangedRowsAndSelectIntegersInOrder) {
  soci::session sql(*soci::factory_sqlite3(), ":memory:");
  sql << "CREATE TABLE t (id INTEGER PRIMARY KEY, status TEXT)";
  sql << "INSERT INTO t (id, status) VALUES (1, 'pending'), (2, 'pending'), (3, 'done')";
  const std::string done = "done", pending = "pending";
  EXPECT_TRUE(secours::db::changed_one_row(sql, "UPDATE t SET status = :s WHERE id = :id AND status = :from",
                                           done, 1LL, pending));
  EXPECT_FALSE(secours::db::changed_one_row(sql, "UPDATE t SET status = :s WHERE id = :id AND status = :from",
                                            done, 1LL, pending));
  EXPECT_EQ(secours::db::changed_rows(sql, "UPDATE t SET status = :s", pending), 3);
  EXPECT_EQ(secours::db::select_integers(sql, "SELECT id FROM t WHERE id >= :low ORDER BY id DESC", 2LL),
            (std::vector<long long>{3, 2}));
  auto names = secours::db::select_rows(
      sql, "SELECT status FROM t WHERE id = :id",
      [](const soci::row& row) { return secours::db::get_text(row, 0); }, 3LL);
  EXPECT_EQ(names, (std::vector<std::string>{"pending"}));
}

// Rows go in batches; a quote in a text stays that text; NULL for an empty optional.
TEST(DbBulkInsert, WritesEveryRowWithItsValuesAsGiven) {
  soci::session sql(*soci::factory_sqlite3(), ":memory:");
  sql << "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, ref INTEGER)";
  {
    secours::db::BulkInsert insert(sql, "INSERT INTO t (id, name, ref) VALUES", 2);
    insert.row(1LL, std::string("l'Hôpital"), std::optional<long long>());
    insert.row(2LL, "x'); DROP TABLE t; --", std::optional<long long>(7));
    insert.row(3, "trois", std::optional<long long>(3));
  }  // the last, partial batch goes when it goes out of scope
  EXPECT_EQ(secours::db::select_integers(sql, "SELECT id FROM t ORDER BY id"),
            (std::vector<long long>{1, 2, 3}));
  std::string name;
  sql << "SELECT name FROM t WHERE id = 1", soci::into(name);
  EXPECT_EQ(name, "l'Hôpital");
  sql << "SELECT name FROM t WHERE id = 2", soci::into(name);
  EXPECT_EQ(name, "x'); DROP TABLE t; --");
  EXPECT_EQ(secours::db::select_integers(sql, "SELECT COUNT(*) FROM t WHERE ref IS NULL"),
            (std::vector<long long>{1}));
}
