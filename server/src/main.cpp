// The secours command: serve the site and API, apply migrations, and the admin tasks.
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <iostream>

#include "admin/overview.h"
#include "admin/search_backlog.h"
#include "app/app.h"
#include "auth/auth_service.h"
#include "backups/backup_service.h"
#include "bookings/hold_expiry.h"
#include "bookings/session_decision_service.h"
#include "bookings/session_reminder_service.h"
#include "bookings/tally_repository.h"
#include "certificates/renewal_service.h"
#include "checkout/refund_service.h"
#include "common/periodic_task.h"
#include "common/validation.h"
#include "companies/invoice_service.h"
#include "core/config.h"
#include "core/logging.h"
#include "core/version.h"
#include "courses/course_service.h"
#include "db/migrations.h"
#include "db/transaction.h"
#include "http/connection_limits.h"
#include "http/server.h"
#include "instructors/instructor_service.h"
#include "mail/outbox_worker.h"
#include "mail/sender.h"
#include "privacy/retention_service.h"
#include "seed/demo.h"
#include "seed/seed.h"
#include "system/system_service.h"
#include "waitlist/waitlist_service.h"

namespace {

using namespace secours;

std::string environment_help() {
  std::string text = "\nEnvironment variables:\n";
  for (const auto& variable : core::config_variables()) {
    std::string name = variable.name;
    text +=
        "  " + name + std::string(name.size() < 30 ? 30 - name.size() : 1, ' ') + variable.description + "\n";
  }
  return text;
}

std::shared_ptr<db::Database> open_database(const core::Config& config) {
  auto database =
      std::make_shared<db::Database>(config.database_url, static_cast<std::size_t>(config.db_pool_size));
  db::migrate(*database);
  return database;
}

int serve(const core::Config& config) {
  auto database = open_database(config);
  Clock clock;
  app::App application(config, database, clock);
  auto open_files = http::raise_open_file_limit();
  http::Server server(
      app::server_options(config),
      [&application](http::Request& request) { return application.handle(request); },
      [&application](http::Request& request) { return application.handle_inline(request); });
  mail::OutboxWorker mail_worker(*database, config, clock, mail::make_sender(config));
  mail_worker.start();
  bookings::HoldExpiryWorker hold_worker(*database, clock);
  hold_worker.start();
  // Card refunds whose Stripe call got no answer (a crash, a lost connection) are asked again with their
  // own Idempotency-Key (decision 022).
  core::Context context{config, *database, clock};
  PeriodicTask refund_recovery("refund recovery",
                               [&context] { checkout::RefundService(context).resend_unanswered(); });
  if (config.card_payments()) refund_recovery.start(std::chrono::minutes(1));
  // SQLite checkpoints its write-ahead log as it goes; this folds and truncates a log that readers
  // let grow past its usual size (see journal_size_limit in db/database.cpp).
  PeriodicTask wal_checkpoint("WAL checkpoint", [&database] { database->checkpoint_if_large(8u << 20); });
  wal_checkpoint.start(std::chrono::minutes(1));
  // Rows written before the search index get their words, a few batches a tick, until none is left.
  PeriodicTask search_backlog("search backlog", [&context] {
    for (int batch = 0; batch < 10 && admin::index_search_backlog(context) > 0; ++batch) {
    }
  });
  search_backlog.start(std::chrono::seconds(2));
  // The whole history's figures the office's pages read, counted again every period (decision 041).
  PeriodicTask office_figures("office figures", [&context] {
    admin::refresh_overview_figures(context);
    courses::refresh_student_counts(context);
  });
  if (config.figures_refresh_seconds > 0)
    office_figures.start(std::chrono::seconds(config.figures_refresh_seconds));
  // The office's counts by status: their rows folded into one per status (decision 061).
  PeriodicTask booking_tallies("booking tallies", [&database] { bookings::fold_booking_tallies(*database); });
  booking_tallies.start(std::chrono::minutes(1));
  // Companies' unpaid invoices: a reminder at the due date and fifteen days after, each sent once whatever
  // the instances (decision 045).
  PeriodicTask invoice_reminders("invoice reminders",
                                 [&context] { companies::InvoiceService(context).send_due_reminders(); });
  invoice_reminders.start(std::chrono::minutes(5));
  // Waiting lists: lapsed offers end and freed seats go to the next people, every two seconds on every
  // instance (decision 052).
  PeriodicTask waitlists("waiting lists", [&context] { waitlist::process_waitlists(context); });
  waitlists.start(std::chrono::seconds(2));
  // Reminders before the class: once per attendee whatever the instances (decision 051).
  PeriodicTask session_reminders("session reminders",
                                 [&context] { bookings::send_session_reminders(context); });
  session_reminders.start(std::chrono::minutes(1));
  // Minimum enrolment (issue 44): sessions decided at their decision time, each once whatever the instances.
  PeriodicTask session_decisions("minimum enrolment",
                                 [&context] { bookings::decide_minimum_enrolment(context); });
  session_decisions.start(std::chrono::seconds(30));
  // Renewal reminders 90 and 30 days before a certificate expires, with consent, each once (decision 051).
  PeriodicTask renewal_reminders("renewal reminders",
                                 [&context] { certificates::send_renewal_reminders(context); });
  renewal_reminders.start(std::chrono::hours(1));
  // Law 25's retention: once a day whatever the instances (issue 27); checked hourly so that a restart or
  // a stopped run is caught up the same day.
  PeriodicTask retention("retention", [&context] { privacy::RetentionService(context).run_if_due(); });
  retention.start(std::chrono::hours(1));
  // The daily backup into BACKUP_DIR, once whatever the instances, and the office's alert when none
  // verified for 26 hours (issue 43); checked every five minutes.
  PeriodicTask scheduled_backups("backups", [&context] { backups::run_scheduled_backups(context); });
  scheduled_backups.start(std::chrono::minutes(5));
  // Each job's last run, written where the office's system page reads every instance's.
  PeriodicTask job_log("job log", [&context] { system::record_job_runs(context); });
  job_log.start(std::chrono::seconds(30));
  if (config.smtp_url.empty())
    spdlog::warn("SMTP_URL is not set: mails are written to {}/outbox/*.eml", config.data_dir);
  server.start();
  spdlog::info("secours {} serving on http://{}:{} ({}; site from {}; up to {} connections, {} open files)",
               core::version(), config.host, server.port(), database->engine_name(), config.web_root,
               server.connection_cap(), open_files);
  server.wait_for_signal();
  job_log.stop();
  scheduled_backups.stop();
  retention.stop();
  session_reminders.stop();
  session_decisions.stop();
  waitlists.stop();
  renewal_reminders.stop();
  invoice_reminders.stop();
  office_figures.stop();
  search_backlog.stop();
  wal_checkpoint.stop();
  refund_recovery.stop();
  hold_worker.stop();
  mail_worker.stop();
  spdlog::info("stopped");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App cli{"Secours: the web platform of a first-aid training company (site, API, admin)."};
  cli.footer(environment_help());
  cli.set_version_flag("--version", secours::core::version());
  cli.require_subcommand(1);
  auto* serve_command =
      cli.add_subcommand("serve", "Apply pending migrations, then serve the site and the API");
  auto* migrate_command = cli.add_subcommand("migrate", "Apply pending database migrations and exit");
  bool migrate_status = false;
  migrate_command->add_flag("--status", migrate_status, "list applied and pending migrations; apply none");
  auto* backup_command = cli.add_subcommand(
      "backup", "Write a consistent archive of the database and the uploads (the server may be running)");
  std::string backup_output;
  bool backup_verify = false;
  backup_command->add_option("--output", backup_output, "the archive to write (must not exist)")->required();
  backup_command->add_flag("--verify", backup_verify, "read the archive back and check it once written");
  auto* verify_command =
      cli.add_subcommand("verify-backup", "Check an archive: checksums, the database copy, rows per table");
  std::string verify_archive;
  verify_command->add_option("archive", verify_archive, "the archive to check")->required();
  auto* restore_command = cli.add_subcommand(
      "restore", "Restore an archive into DATABASE_URL and DATA_DIR/uploads (stop the server first)");
  std::string restore_archive;
  bool restore_force = false;
  restore_command->add_option("archive", restore_archive, "the archive to restore")->required();
  restore_command->add_flag("--force", restore_force, "replace a database or uploads that are not empty");
  auto* seed_command = cli.add_subcommand(
      "seed", "Apply pending migrations, then load the company's courses and About page where missing");
  auto* demo_command = cli.add_subcommand(
      "seed-demo", "Apply pending migrations, then write a demonstration business into an empty database");
  seed::DemoSize demo_size;
  demo_command->add_option("--bookings", demo_size.bookings, "how many bookings (default 1000)")
      ->check(CLI::Range(0LL, 10'000'000LL));
  demo_command->add_option("--students", demo_size.students, "how many student accounts (default 200)")
      ->check(CLI::Range(1LL, 5'000'000LL));
  auto* admin_command =
      cli.add_subcommand("create-admin", "Create an admin account, or promote an existing one");
  std::string admin_email, admin_password, admin_first_name = "Admin", admin_last_name = "Secours";
  admin_command->add_option("--email", admin_email, "email of the admin")->required();
  admin_command->add_option("--password", admin_password, "password (at least 6 characters)")->required();
  admin_command->add_option("--first-name", admin_first_name, "first name (new accounts)");
  admin_command->add_option("--last-name", admin_last_name, "last name (new accounts)");
  auto* instructor_command = cli.add_subcommand(
      "create-instructor", "Create an instructor account, or make an existing account an instructor");
  std::string instructor_email, instructor_password, instructor_first_name = "Formateur",
                                                     instructor_last_name = "Secours";
  instructor_command->add_option("--email", instructor_email, "email of the instructor")->required();
  instructor_command->add_option("--password", instructor_password, "password (at least 6 characters)")
      ->required();
  instructor_command->add_option("--first-name", instructor_first_name, "first name (new accounts)");
  instructor_command->add_option("--last-name", instructor_last_name, "last name (new accounts)");
  CLI11_PARSE(cli, argc, argv);

  try {
    auto config = core::load_config(core::process_environment());
    core::configure_logging(config.log_level);
    if (*serve_command) return serve(config);
    if (*admin_command) {
      if (admin_password.size() < 6)
        throw std::invalid_argument("--password must have at least 6 characters");
      if (!validation::is_email(admin_email)) throw std::invalid_argument("--email must be an email address");
      auto database = open_database(config);
      Clock clock;
      core::Context context{config, *database, clock};
      auto admin = auth::AuthService(context).create_admin(admin_email, admin_password, admin_first_name,
                                                           admin_last_name);
      std::cout << "admin ready: " << admin.email << " (id " << admin.id << ")\n";
      return 0;
    }
    if (*instructor_command) {
      if (instructor_password.size() < 6)
        throw std::invalid_argument("--password must have at least 6 characters");
      if (!validation::is_email(instructor_email))
        throw std::invalid_argument("--email must be an email address");
      auto database = open_database(config);
      Clock clock;
      core::Context context{config, *database, clock};
      auto instructor = instructors::InstructorService(context).create(
          instructor_email, instructor_password, instructor_first_name, instructor_last_name);
      std::cout << "instructor ready: " << instructor.email << " (id " << instructor.user_id << ")\n";
      return 0;
    }
    if (*seed_command) {
      auto database = open_database(config);
      auto result = seed::run(*database, Clock().now());
      // Servers running on this database show the new courses within a second (decision 026).
      database->changes().changed();
      database->changes().publish(*db::connection(*database));
      std::cout << "seeded " << result.courses_added << " course(s), " << result.lessons_added
                << " lesson(s) and " << result.pages_added
                << " page translation(s); existing content was left as it was\n";
      return 0;
    }
    if (*demo_command) {
      auto database = open_database(config);
      auto result = seed::seed_demo(*database, config, demo_size, Clock().now());
      database->changes().changed();
      database->changes().publish(*db::connection(*database));
      std::cout << "wrote " << result.students << " students, " << result.sessions << " sessions, "
                << result.bookings << " bookings, " << result.receipts << " receipts, " << result.refunds
                << " refunds, " << result.enrollments << " enrollments and " << result.certificates
                << " certificates\n";
      return 0;
    }
    if (*backup_command) {
      auto database = open_database(config);
      Clock clock;
      core::Context context{config, *database, clock};
      auto result = backups::backup_now(context, backup_output, backup_verify);
      long long rows = 0;
      for (const auto& [table, count] : result.manifest.tables) rows += count;
      std::cout << "wrote " << result.file << ": " << result.bytes << " bytes, "
                << result.manifest.tables.size() << " tables, " << rows << " rows, "
                << result.manifest.members.size() - 1 << " upload(s), schema "
                << result.manifest.schema_version << (backup_verify ? ", verified" : "") << " in "
                << static_cast<long long>(result.seconds * 1000) << " ms\n";
      return 0;
    }
    if (*verify_command) {
      auto manifest = backups::verify_backup(verify_archive);
      std::cout << verify_archive << ": ok (" << manifest.engine << ", schema " << manifest.schema_version
                << ", " << manifest.tables.size() << " tables, " << manifest.rows("bookings")
                << " bookings, written by " << manifest.version << ")\n";
      return 0;
    }
    if (*restore_command) {
      auto manifest = backups::restore_backup(config, restore_archive, restore_force);
      std::cout << "restored " << restore_archive << " (" << manifest.rows("bookings") << " bookings, schema "
                << manifest.schema_version << "); `secours serve` applies the migrations this version adds\n";
      return 0;
    }
    if (*migrate_command && migrate_status) {
      db::Database database(config.database_url, 1);
      for (const auto& line : db::migration_status(database)) std::cout << line << "\n";
      return 0;
    }
    if (*migrate_command) {
      db::Database database(config.database_url, 1);
      auto applied = db::migrate(database);
      std::cout << "applied " << applied.size() << " migration(s); database is up to date\n";
      return 0;
    }
  } catch (const core::ConfigError& error) {
    std::cerr << "configuration error: " << error.what() << "\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "error: " << error.what() << "\n";
    return 1;
  }
  return 0;
}
