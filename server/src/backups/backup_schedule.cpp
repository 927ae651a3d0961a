// The daily backup (issue 43): the part of backup_service.h that runs on its own.
#include <spdlog/spdlog.h>

#include <filesystem>

#include "backups/archive.h"
#include "backups/backup_files.h"
#include "backups/backup_repository.h"
#include "backups/backup_service.h"
#include "common/quebec_time.h"
#include "db/transaction.h"
#include "mail/layout.h"

namespace secours::backups {

namespace fs = std::filesystem;

namespace {

// A scheduled run whose instance stopped half way is taken over after this long.
constexpr long long takeover_after_seconds = 6 * 3600;
// The office hears of it when no archive verified for this long.
constexpr long long stale_after_seconds = 26 * 3600;
// Leftovers of a stopped run (a partial archive, a copy, a verification's files) go after this long.
constexpr auto leftover_age = std::chrono::hours(6);

// To the office, in French with an English line: the people who run the site read either.
mail::Message office_mail(const core::Config& config, const std::string& subject,
                          std::vector<std::string> lines, const std::string& english) {
  mail::Layout layout;
  layout.language = "fr";
  layout.subject = subject;
  layout.greeting = "Bonjour,";
  layout.before = std::move(lines);
  layout.link_label = "Ouvrir la page Système";
  layout.link_url = config.public_url + "/admin/system";
  layout.after = {"English: " + english};
  return mail::render(config.company_email, layout, mail::company_of(config));
}

void prune(const core::Config& config, const std::string& today) {
  std::vector<std::string> names;
  const auto now = fs::file_time_type::clock::now();
  for (const auto& entry : fs::directory_iterator(config.backup_dir)) {
    const auto name = entry.path().filename().string();
    if (!archive_day(name).empty()) {
      names.push_back(name);
    } else if (name.starts_with("secours-") &&
               (name.find(".partial-") != std::string::npos || name.find(".database-") != std::string::npos ||
                name.find(".verify-") != std::string::npos)) {
      std::error_code error;
      if (now - fs::last_write_time(entry.path(), error) > leftover_age && !error)
        fs::remove_all(entry.path(), error);
    }
  }
  for (const auto& name :
       archives_to_remove(names, today, config.backup_keep_days, config.backup_keep_months)) {
    std::error_code error;
    fs::remove(fs::path(config.backup_dir) / name, error);
    if (error) spdlog::warn("backup: cannot remove {}: {}", name, error.message());
  }
}

void run_daily_backup(core::Context& context, long long id, const std::string& day) {
  const auto& config = context.config;
  const auto file = (fs::path(config.backup_dir) / archive_name(day)).string();
  std::string failure;
  unsigned long long bytes = 0;
  try {
    // A run taken over after its instance stopped may have left the day's archive complete or not.
    std::error_code ignored;
    fs::remove(file, ignored);
    auto result = write_backup(context.database, config, file, context.clock.now());
    verify_backup(result.file);
    bytes = result.bytes;
    spdlog::info("backup: {} written and verified ({} bytes, {:.1f} s)", result.file, result.bytes,
                 result.seconds);
    prune(config, day);
  } catch (const std::exception& error) {
    failure = error.what();
    spdlog::error("backup: {} failed: {}", file, failure);
  }
  const long long now = context.clock.now();
  db::Transaction tx(context.database);
  finish(tx.sql(), id, now, file, static_cast<long long>(bytes), failure.empty(), failure);
  if (!failure.empty()) {
    mail::enqueue(tx.sql(),
                  office_mail(config, "La sauvegarde a échoué / The backup failed",
                              {"La sauvegarde du " + day + " a échoué :", failure,
                               "Les sauvegardes précédentes restent dans " + config.backup_dir + "."},
                              "the backup of " + day + " failed (" + failure +
                                  "). Earlier archives stay in " + config.backup_dir + "."),
                  now);
  }
  tx.commit();
}

void alert_if_stale(core::Context& context) {
  const long long now = context.clock.now();
  db::Transaction tx(context.database);
  auto since = last_verified_at(tx.sql());
  if (!since) since = first_started_at(tx.sql());
  if (!since || now - *since < stale_after_seconds) return;
  if (!claim_alert(tx.sql(), quebec_date(now), now)) return;
  const auto hours = (now - *since) / 3600;
  mail::enqueue(
      tx.sql(),
      office_mail(context.config,
                  "Aucune sauvegarde depuis " + std::to_string(hours) + " heures / No backup for " +
                      std::to_string(hours) + " hours",
                  {"Aucune sauvegarde vérifiée n’a réussi depuis " + std::to_string(hours) + " heures.",
                   "Vérifiez le dossier " + context.config.backup_dir +
                       " (espace libre, droits d’écriture) et la page Système."},
                  "no verified backup for " + std::to_string(hours) + " hours: check " +
                      context.config.backup_dir + " (free space, write access) and the System page."),
      now);
  tx.commit();
}

}  // namespace

void run_scheduled_backups(core::Context& context) {
  const auto& config = context.config;
  if (config.backup_dir.empty()) return;
  const long long now = context.clock.now();
  if (montreal_time(now).hour >= config.backup_hour) {
    const auto day = quebec_date(now);
    long long id = 0;
    bool mine = false;
    {
      db::Transaction tx(context.database);
      mine = claim_day(tx.sql(), day, now, now - takeover_after_seconds, id);
      tx.commit();
    }
    if (mine) run_daily_backup(context, id, day);
  }
  alert_if_stale(context);
}

}  // namespace secours::backups
