#pragma once

#include <memory>
#include <string>

#include "db/database.h"

namespace secours::testing {

// A fresh, migrated database for one test: a temporary SQLite file, or (engine "postgresql") a
// database of its own in the server named by TEST_DATABASE_URL, dropped afterwards.
class TestDatabase {
 public:
  explicit TestDatabase(const std::string& engine);
  ~TestDatabase();

  // False for "postgresql" when TEST_DATABASE_URL is not set; the test should skip.
  static bool available(const std::string& engine);

  const std::string& url() const { return url_; }
  std::shared_ptr<db::Database> open(std::size_t pool_size = 4, bool migrated = true);

 private:
  std::string engine_;
  std::string url_;
  std::string sqlite_path_;
  std::string schema_;  // the PostgreSQL database created for this test
};

}  // namespace secours::testing
