#include "privacy/account_data_service.h"

#include "auth/auth_service.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "common/rate_limiter.h"
#include "common/zip.h"
#include "db/transaction.h"
#include "privacy/erasure_service.h"
#include "privacy/export_json.h"
#include "privacy/export_readme.h"
#include "privacy/export_tables.h"
#include "privacy/personal_data.h"
#include "privacy/privacy_mails.h"

namespace secours::privacy {

namespace {

// Exports are heavy and rare; deleting is tried a few times at most.
constexpr RateLimit exports_per_person{10, 3600};
constexpr RateLimit deletions_per_person{5, 15 * 60};

}  // namespace

std::string AccountDataService::export_zip(const auth::User& person) {
  const long long now = context_.clock.now();
  {
    db::Transaction tx(context_.database);
    consume_rate_limit(tx.sql(), "export:" + std::to_string(person.id), exports_per_person, now);
    tx.commit();
  }
  const auto data = read_personal_data(*db::connection(context_.database), person);
  // README.txt first, describing every file after it.
  std::vector<zip::Entry> entries{{"README.txt", ""},
                                  {"donnees.json", export_json(data, context_.config, now).dump(2)}};
  for (auto& entry : export_tables(data)) entries.push_back(std::move(entry));
  entries.front().content = export_readme(data, entries, context_.config, now);
  return zip::archive(entries);
}

std::vector<documents::DocumentSummary> AccountDataService::kept_documents(const auth::User& person) {
  auto sql = db::connection(context_.database);
  return privacy::kept_documents(*sql, person.id);
}

std::vector<std::pair<long long, std::string>> AccountDataService::companies_left_alone(
    const auth::User& person) {
  auto sql = db::connection(context_.database);
  std::vector<std::pair<long long, std::string>> alone;
  for (const auto& company : companies::managed_alone(*sql, person.id))
    alone.emplace_back(company.id, company.name);
  return alone;
}

void AccountDataService::delete_account(const auth::User& person, const std::string& password,
                                        Certificates certificates) {
  if (person.is_admin()) {
    throw errors::Forbidden("office-account", "An office account is removed by another administrator.");
  }
  const long long now = context_.clock.now();
  const std::string bucket = "delete-account:" + std::to_string(person.id);
  std::string hash;
  {
    db::Transaction tx(context_.database);
    reserve_rate_slot(tx.sql(), bucket, deletions_per_person, now);
    hash = auth::account_password_hash(tx.sql(), person.id);
    tx.commit();
  }
  if (hash.empty() || !crypto::verify_password(hash, password)) {
    throw errors::Forbidden("wrong-password", "The password is not this account's.");
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The account's row first, as every erasure (erase_person): what is attached to it meanwhile waits.
  auto current = auth::lock_account_for_erasure(sql, person.id);
  if (!current || !current->active) throw errors::NotFound("not-found", "No such account.");
  const auto kept = privacy::kept_documents(sql, person.id);
  erase_person(sql, *current, person.id, now, certificates);
  // Queued after the erasure of the mails addressed to them, so that it is sent.
  queue_account_deleted_mail(sql, context_.config, *current, kept, now);
  tx.commit();
}

}  // namespace secours::privacy
