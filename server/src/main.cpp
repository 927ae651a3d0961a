// The secours command: serve the site and API, apply migrations, and the admin tasks.
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <iostream>

#include "app/app.h"
#include "app/config.h"
#include "app/logging.h"
#include "app/version.h"
#include "db/migrations.h"
#include "http/server.h"

namespace {

using namespace secours;

std::string environment_help() {
  std::string text = "\nEnvironment variables:\n";
  for (const auto& variable : app::config_variables()) {
    text += "  " + std::string(variable.name) + std::string(16 - std::string(variable.name).size(), ' ') +
            variable.description + "\n";
  }
  return text;
}

std::shared_ptr<db::Database> open_database(const app::Config& config) {
  auto database =
      std::make_shared<db::Database>(config.database_url, static_cast<std::size_t>(config.db_pool_size));
  db::migrate(*database);
  return database;
}

int serve(const app::Config& config) {
  auto database = open_database(config);
  app::App application(config, database);
  http::ServerOptions options;
  options.host = config.host;
  options.port = config.port;
  options.worker_threads = config.worker_threads;
  http::Server server(options,
                      [&application](http::Request& request) { return application.handle(request); });
  server.start();
  spdlog::info("secours {} serving on http://{}:{} ({}; site from {})", app::version(), config.host,
               server.port(), database->engine_name(), config.web_root);
  server.wait_for_signal();
  spdlog::info("stopped");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App cli{"Secours: the web platform of a first-aid training company (site, API, admin)."};
  cli.footer(environment_help());
  cli.set_version_flag("--version", secours::app::version());
  cli.require_subcommand(1);
  auto* serve_command =
      cli.add_subcommand("serve", "Apply pending migrations, then serve the site and the API");
  auto* migrate_command = cli.add_subcommand("migrate", "Apply pending database migrations and exit");
  CLI11_PARSE(cli, argc, argv);

  try {
    auto config = app::load_config(app::process_environment());
    app::configure_logging(config.log_level);
    if (*serve_command) return serve(config);
    if (*migrate_command) {
      db::Database database(config.database_url, 1);
      auto applied = db::migrate(database);
      std::cout << "applied " << applied.size() << " migration(s); database is up to date\n";
      return 0;
    }
  } catch (const app::ConfigError& error) {
    std::cerr << "configuration error: " << error.what() << "\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "error: " << error.what() << "\n";
    return 1;
  }
  return 0;
}
