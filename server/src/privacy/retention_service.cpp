#include "privacy/retention_service.h"

#include <spdlog/spdlog.h>

#include "audit/audit_service.h"
#include "auth/auth_service.h"
#include "bookings/booking_record_service.h"
#include "common/legal.h"
#include "common/quebec_time.h"
#include "common/rate_limiter.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "mail/outbox_repository.h"
#include "privacy/erasure_service.h"
#include "privacy/retention_repository.h"
#include "rosters/roster_service.h"

namespace secours::privacy {

namespace {

constexpr long long day_seconds = 86400;
constexpr long long takeover_after_seconds = 3600;
constexpr int accounts_per_run = 500;
constexpr long long audit_trail_days = 2 * 365 + 1;  // two years, a leap day included
constexpr long long unsubscribe_link_days = 366;

// One step in its own transaction: what it changed.
template <typename Step>
long long in_transaction(db::Database& database, Step step) {
  db::Transaction tx(database);
  const long long changed = step(tx.sql());
  tx.commit();
  return changed;
}

}  // namespace

std::optional<RetentionRun> RetentionService::run_if_due() {
  const auto& config = context_.config;
  const long long now = context_.clock.now();
  const auto day = quebec_date(now);
  {
    db::Transaction tx(context_.database);
    if (!retention_rows::claim(tx.sql(), day, now, now - takeover_after_seconds)) return std::nullopt;
    tx.commit();
  }
  auto& database = context_.database;
  RetentionCounts counts;
  counts.special_requests = in_transaction(database, [&](soci::session& sql) {
    const long long ended_before = now - config.special_requests_retention_days * day_seconds;
    return bookings::erase_special_requests(sql, ended_before) + rosters::erase_old_notes(sql, ended_before);
  });
  // Accounts never proven that never did anything (issue 39): one holding a booking, a payment, a certificate
  // or a company keeps what the law and the business keep, and so stays. Each removal locks the account
  // first (as every erasure) and asks again.
  const long long unproven_before = now - config.unproven_account_days * day_seconds;
  std::vector<long long> unproven;
  {
    auto sql = db::connection(database);
    unproven = retention_rows::idle_unproven_accounts(*sql, unproven_before, accounts_per_run);
  }
  for (long long id : unproven) {
    counts.unproven_accounts += in_transaction(database, [&](soci::session& sql) -> long long {
      auto account = auth::lock_account_for_erasure(sql, id);
      if (!account || !retention_rows::is_idle_unproven_account(sql, id, unproven_before)) return 0;
      erase_person(sql, *account, 0, now);
      return 1;
    });
  }
  counts.sessions =
      in_transaction(database, [&](soci::session& sql) { return auth::remove_expired_sessions(sql, now); });
  counts.links =
      in_transaction(database, [&](soci::session& sql) { return auth::remove_expired_links(sql, now); });
  counts.devices =
      in_transaction(database, [&](soci::session& sql) { return auth::remove_expired_devices(sql, now); });
  counts.rate_events =
      in_transaction(database, [&](soci::session& sql) { return purge_rate_events(sql, now); });
  counts.mail_bodies = in_transaction(database, [&](soci::session& sql) {
    return mail::erase_bodies_sent_before(sql, now - config.mail_body_retention_days * day_seconds);
  });
  // Receipts are kept six years after the end of their tax year: a year more covers the rest of it.
  counts.guest_bookings = in_transaction(database, [&](soci::session& sql) {
    const long long cutoff = now - (tax_documents_years + 1) * 365 * day_seconds;
    consents::remove_guest_terms_before(sql, cutoff);
    return bookings::erase_old_guest_details(sql, cutoff, now);
  });
  counts.audit_entries = in_transaction(database, [&](soci::session& sql) {
    return audit::remove_entries_before(sql, now - audit_trail_days * day_seconds);
  });
  // CASL asks that an unsubscribe link work at least 60 days after its mail; a year is kept.
  counts.unsubscribe_links = in_transaction(database, [&](soci::session& sql) {
    return consents::remove_unsubscribe_links_before(sql, now - unsubscribe_link_days * day_seconds);
  });
  {
    db::Transaction tx(database);
    retention_rows::finish(tx.sql(), day, counts, now);
    tx.commit();
  }
  // Counts only: the log never names a person (issue 27).
  spdlog::info(
      "retention {}: {} special requests, {} unproven accounts, {} mail bodies, {} guest bookings erased",
      day, counts.special_requests, counts.unproven_accounts, counts.mail_bodies, counts.guest_bookings);
  return RetentionRun{day, now, context_.clock.now(), counts};
}

std::optional<RetentionRun> RetentionService::last_run() {
  auto sql = db::connection(context_.database);
  return retention_rows::latest(*sql);
}

}  // namespace secours::privacy
