#include "backups/database_tools.h"

#include <soci/soci.h>

#include <filesystem>

#include "backups/archive.h"
#include "common/subprocess.h"
#include "db/database.h"
#include "db/snapshot.h"
#include "db/transaction.h"

namespace secours::backups {

namespace {

// libpq's key=value string without the password, and the password, which goes to the program through
// PGPASSWORD so that it never shows in the process list.
std::pair<std::string, std::string> conninfo_and_password(const std::string& url) {
  const auto conninfo = db::postgres_conninfo(url);
  std::string without, password;
  std::size_t i = 0;
  while (i < conninfo.size()) {
    const auto equals = conninfo.find('=', i);
    if (equals == std::string::npos) break;
    const auto key = conninfo.substr(i, equals - i);
    std::string value;
    std::size_t j = equals + 1;
    if (j < conninfo.size() && conninfo[j] == '\'') {
      for (++j; j < conninfo.size() && conninfo[j] != '\''; ++j) {
        if (conninfo[j] == '\\' && j + 1 < conninfo.size()) ++j;
        value += conninfo[j];
      }
      ++j;
    } else {
      while (j < conninfo.size() && conninfo[j] != ' ') value += conninfo[j++];
    }
    if (key == "password") {
      password = value;
    } else {
      without += (without.empty() ? "" : " ") + conninfo.substr(i, j - i);
    }
    while (j < conninfo.size() && conninfo[j] == ' ') ++j;
    i = j;
  }
  return {without, password};
}

void run_tool(const std::string& tool, std::vector<std::string> args, const std::string& password = "") {
  if (!program_available(tool))
    throw ArchiveError(tool + " is not installed: install PostgreSQL's client programs (postgresql-client)");
  args.insert(args.begin(), tool);
  std::vector<std::pair<std::string, std::string>> env;
  if (!password.empty()) env.emplace_back("PGPASSWORD", password);
  const auto result = run_process(args, env);
  if (result.exit_code != 0)
    throw ArchiveError(tool + " failed (exit " + std::to_string(result.exit_code) + "): " + result.errors);
}

}  // namespace

bool is_sqlite_url(const std::string& url) { return url.starts_with("sqlite:"); }
std::string sqlite_path_of(const std::string& url) { return url.substr(std::string("sqlite:").size()); }

bool database_has_tables(const std::string& url) {
  if (is_sqlite_url(url)) {
    const auto path = sqlite_path_of(url);
    std::error_code error;
    if (!std::filesystem::exists(path, error) || std::filesystem::file_size(path, error) == 0) return false;
    auto sql = db::open_sqlite_file(path);
    return !db::table_names(*sql).empty();
  }
  db::Database database(url, 1);
  auto sql = db::connection(database);
  return !db::table_names(*sql).empty();
}

std::map<std::string, long long> table_counts_at(const std::string& url) {
  if (is_sqlite_url(url)) {
    auto sql = db::open_sqlite_file(sqlite_path_of(url));
    return db::table_counts(*sql);
  }
  db::Database database(url, 1);
  auto sql = db::connection(database);
  return db::table_counts(*sql);
}

void pg_dump(const std::string& url, const std::string& snapshot, const std::string& output) {
  const auto [conninfo, password] = conninfo_and_password(url);
  run_tool("pg_dump",
           {"--format=custom", "--no-owner", "--no-privileges", "--snapshot=" + snapshot, "--file=" + output,
            "--dbname=" + conninfo},
           password);
}

void pg_restore(const std::string& url, const std::string& dump, bool replace) {
  const auto [conninfo, password] = conninfo_and_password(url);
  std::vector<std::string> args = {"--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges",
                                   "--dbname=" + conninfo};
  if (replace) {
    args.push_back("--clean");
    args.push_back("--if-exists");
  }
  args.push_back(dump);
  run_tool("pg_restore", args, password);
}

void pg_list(const std::string& dump) { run_tool("pg_restore", {"--list", dump}); }

}  // namespace secours::backups
