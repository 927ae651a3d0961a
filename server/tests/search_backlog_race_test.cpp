// The search index's backlog (migration V014) worked by two instances at once on one database: no error
// or deadlock between them, the backlog emptied, and every booking and account indexed with exactly the
// words it gets when indexed alone (none missed, none twice). That a row is indexed by one instance only
// is an economy the test does not see: the other instance would write the same words.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "admin/search_backlog.h"
#include "common/clock.h"
#include "core/config.h"
#include "core/context.h"
#include "db/statements.h"
#include "seed/demo.h"
#include "support/engines.h"

using secours::testing::TestDatabase;

namespace {

// Every search word of the table, as "owner term" lines in order: the index's whole content.
std::vector<std::string> index_content(secours::db::Database& database, const std::string& table,
                                       const std::string& owner) {
  soci::session sql(database.pool());
  std::vector<std::string> lines;
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT " + owner + ", term FROM " + table + " ORDER BY " + owner + ", term";
  for (const auto& row : rows)
    lines.push_back(std::to_string(row.get<long long>(0)) + " " + row.get<std::string>(1));
  return lines;
}

}  // namespace

class SearchBacklogRace : public ::testing::TestWithParam<std::string> {};

TEST_P(SearchBacklogRace, TwoInstancesEmptyTheBacklogIntoTheSameIndex) {
  SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
  TestDatabase test_database(GetParam());
  auto database = test_database.open(2);
  secours::core::Config config;
  secours::Clock clock;
  secours::seed::seed_demo(*database, config, {3'000, 500}, clock.now());
  const auto bookings_indexed = index_content(*database, "booking_search_terms", "booking_id");
  const auto users_indexed = index_content(*database, "user_search_terms", "user_id");
  ASSERT_GT(bookings_indexed.size(), 3'000u);

  // As after migration V014 on an old database: nothing indexed, everything in the backlog.
  {
    soci::session sql(database->pool());
    sql << "DELETE FROM booking_search_terms";
    sql << "DELETE FROM user_search_terms";
    sql << "INSERT INTO booking_search_backlog (booking_id) SELECT id FROM bookings";
    sql << "INSERT INTO user_search_backlog (user_id) SELECT id FROM users";
  }
  std::atomic<int> taken[2] = {0, 0};
  auto instance = [&](int which) {
    secours::core::Context context{config, *database, clock};
    // Small batches so that the two instances meet on the same rows many times.
    while (int batch = secours::admin::index_search_backlog(context, 50)) taken[which] += batch;
  };
  std::thread first(instance, 0), second(instance, 1);
  first.join();
  second.join();

  EXPECT_GT(taken[0] + taken[1], 0);
  soci::session sql(database->pool());
  EXPECT_TRUE(secours::db::select_integers(sql, "SELECT booking_id FROM booking_search_backlog").empty());
  EXPECT_TRUE(secours::db::select_integers(sql, "SELECT user_id FROM user_search_backlog").empty());
  // The same words as indexed one by one, none twice (the primary key would refuse a twice anyway).
  EXPECT_EQ(index_content(*database, "booking_search_terms", "booking_id"), bookings_indexed);
  EXPECT_EQ(index_content(*database, "user_search_terms", "user_id"), users_indexed);
}

SECOURS_ON_BOTH_ENGINES(SearchBacklogRace);
