#include "common/rate_event_repository.h"

#include <soci/soci.h>

namespace secours::rate_events {

Window since(soci::session& sql, const std::string& bucket, long long since) {
  Window window;
  long long oldest = 0, latest = 0;
  soci::indicator oldest_indicator = soci::i_null, latest_indicator = soci::i_null;
  sql << "SELECT COUNT(*), MIN(created_at), MAX(created_at) FROM rate_events WHERE bucket = :b AND "
         "created_at > :s",
      soci::use(bucket), soci::use(since), soci::into(window.count), soci::into(oldest, oldest_indicator),
      soci::into(latest, latest_indicator);
  if (oldest_indicator == soci::i_ok) window.oldest = oldest;
  if (latest_indicator == soci::i_ok) window.latest = latest;
  return window;
}

void insert(soci::session& sql, const std::string& bucket, long long now) {
  sql << "INSERT INTO rate_events (bucket, created_at) VALUES (:b, :t)", soci::use(bucket), soci::use(now);
}

long long insert_returning_id(soci::session& sql, const std::string& bucket, long long now) {
  long long id = 0;
  sql << "INSERT INTO rate_events (bucket, created_at) VALUES (:b, :t) RETURNING id", soci::use(bucket),
      soci::use(now), soci::into(id);
  return id;
}

void remove(soci::session& sql, long long id) {
  sql << "DELETE FROM rate_events WHERE id = :id", soci::use(id);
}

void lock_bucket(soci::session& sql, const std::string& bucket) {
  sql << "INSERT INTO rate_buckets (bucket) VALUES (:b) ON CONFLICT (bucket) DO NOTHING", soci::use(bucket);
  // SQLite's transactions hold the write lock from their start (db/transaction.h).
  if (sql.get_backend_name() != "postgresql") return;
  std::string locked;
  sql << "SELECT bucket FROM rate_buckets WHERE bucket = :b FOR UPDATE", soci::use(bucket),
      soci::into(locked);
}

long long remove_older_than(soci::session& sql, long long time) {
  soci::statement events = (sql.prepare << "DELETE FROM rate_events WHERE created_at < :t", soci::use(time));
  events.execute(true);
  const long long removed = events.get_affected_rows();
  sql << "DELETE FROM rate_buckets WHERE NOT EXISTS (SELECT 1 FROM rate_events e WHERE e.bucket = "
         "rate_buckets.bucket)";
  return removed;
}

}  // namespace secours::rate_events
