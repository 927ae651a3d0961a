#include "privacy/retention_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::privacy::retention_rows {

namespace {

const char* const idle_unproven =
    "u.role = 'student' AND u.active = 1 AND u.email_verified_at IS NULL AND u.created_at < :cutoff AND NOT "
    "EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = u.id) AND NOT EXISTS (SELECT 1 FROM bookings g WHERE "
    "g.email_key = u.email_key) AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = u.id) AND NOT "
    "EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id) AND NOT EXISTS (SELECT 1 FROM "
    "company_managers m WHERE m.user_id = u.id)";

}  // namespace

bool claim(soci::session& sql, const std::string& day, long long now, long long stale_before) {
  if (db::changed_one_row(
          sql,
          "INSERT INTO retention_runs (day, started_at) VALUES (:d, :now) ON CONFLICT (day) DO "
          "NOTHING",
          day, now)) {
    return true;
  }
  return db::changed_one_row(
      sql,
      "UPDATE retention_runs SET started_at = :now WHERE day = :d AND finished_at IS NULL AND "
      "started_at < :stale",
      now, day, stale_before);
}

void finish(soci::session& sql, const std::string& day, const RetentionCounts& c, long long now) {
  sql << "UPDATE retention_runs SET finished_at = :now, special_requests = :a, unproven_accounts = :b, "
         "sessions = "
         ":c, links = :d, rate_events = :e, devices = :f, mail_bodies = :g, guest_bookings = :h, "
         "audit_entries "
         "= :i, unsubscribe_links = :j WHERE day = :day",
      soci::use(now), soci::use(c.special_requests), soci::use(c.unproven_accounts), soci::use(c.sessions),
      soci::use(c.links), soci::use(c.rate_events), soci::use(c.devices), soci::use(c.mail_bodies),
      soci::use(c.guest_bookings), soci::use(c.audit_entries), soci::use(c.unsubscribe_links), soci::use(day);
}

std::optional<RetentionRun> latest(soci::session& sql) {
  auto runs = db::select_rows(
      sql,
      "SELECT day, started_at, COALESCE(finished_at, 0), special_requests, unproven_accounts, sessions, "
      "links, "
      "rate_events, devices, mail_bodies, guest_bookings, audit_entries, unsubscribe_links FROM "
      "retention_runs ORDER BY day DESC LIMIT 1",
      [](const soci::row& row) {
        RetentionRun run;
        db::Columns in(row);
        in.read(run.day, run.started_at, run.finished_at, run.counts.special_requests,
                run.counts.unproven_accounts, run.counts.sessions, run.counts.links, run.counts.rate_events,
                run.counts.devices, run.counts.mail_bodies, run.counts.guest_bookings,
                run.counts.audit_entries, run.counts.unsubscribe_links);
        return run;
      });
  if (runs.empty()) return std::nullopt;
  return runs.front();
}

std::vector<long long> idle_unproven_accounts(soci::session& sql, long long created_before, int limit) {
  return db::select_integers(
      sql, std::string("SELECT u.id FROM users u WHERE ") + idle_unproven + " ORDER BY u.id LIMIT :limit",
      created_before, limit);
}

bool is_idle_unproven_account(soci::session& sql, long long user_id, long long created_before) {
  return !db::select_integers(
              sql, std::string("SELECT u.id FROM users u WHERE ") + idle_unproven + " AND u.id = :id",
              created_before, user_id)
              .empty();
}

}  // namespace secours::privacy::retention_rows
