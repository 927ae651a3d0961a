#include "support/test_database.h"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>

#include <unistd.h>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <random>

#include "db/migrations.h"

namespace secours::testing {

namespace {
std::string random_suffix() {
  static std::atomic<int> counter{0};
  std::random_device device;
  return std::to_string(::getpid()) + "_" + std::to_string(counter++) + "_" +
         std::to_string(device() % 100000);
}
const char* postgres_url() { return std::getenv("TEST_DATABASE_URL"); }
}  // namespace

bool TestDatabase::available(const std::string& engine) {
  return engine == "sqlite" || (postgres_url() != nullptr && *postgres_url() != '\0');
}

TestDatabase::TestDatabase(const std::string& engine) : engine_(engine) {
  if (engine == "sqlite") {
    auto folder = std::filesystem::temp_directory_path() / ("secours_test_" + random_suffix());
    std::filesystem::create_directories(folder);
    sqlite_path_ = (folder / "secours.db").string();
    url_ = "sqlite:" + sqlite_path_;
    return;
  }
  // A database of its own per test (cheap from the template), named in place of the URL's one.
  std::string base = postgres_url();
  schema_ = "secours_t_" + random_suffix();
  soci::session admin(soci::postgresql, db::postgres_conninfo(base));
  admin << "CREATE DATABASE " + schema_;
  auto query = base.find('?');
  auto slash = base.rfind('/', query);
  url_ = base.substr(0, slash + 1) + schema_ + (query == std::string::npos ? "" : base.substr(query));
}

TestDatabase::~TestDatabase() {
  if (!sqlite_path_.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(std::filesystem::path(sqlite_path_).parent_path(), ignored);
  }
  if (!schema_.empty()) {
    try {
      soci::session admin(soci::postgresql, db::postgres_conninfo(postgres_url()));
      admin << "DROP DATABASE IF EXISTS " + schema_ + " WITH (FORCE)";
    } catch (const std::exception&) {
    }
  }
}

std::shared_ptr<db::Database> TestDatabase::open(std::size_t pool_size, bool migrated) {
  auto database = std::make_shared<db::Database>(url_, pool_size);
  if (migrated) db::migrate(*database);
  return database;
}

}  // namespace secours::testing
