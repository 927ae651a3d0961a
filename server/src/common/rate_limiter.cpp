#include "common/rate_limiter.h"

#include <soci/soci.h>

#include "http/errors.h"

namespace secours {

void check_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now) {
  long long since = now - limit.window_seconds;
  int count = 0;
  long long oldest = 0;
  soci::indicator oldest_indicator = soci::i_null;
  sql << "SELECT COUNT(*), MIN(created_at) FROM rate_events WHERE bucket = :b AND created_at > :s",
      soci::use(bucket), soci::use(since), soci::into(count), soci::into(oldest, oldest_indicator);
  if (count >= limit.max_events) {
    long long retry_after =
        oldest_indicator == soci::i_ok ? oldest + limit.window_seconds - now : limit.window_seconds;
    throw http::TooManyRequests(retry_after > 0 ? retry_after : 1);
  }
}

RecentEvents recent_events(soci::session& sql, const std::string& bucket, long long window_seconds,
                           long long now) {
  long long since = now - window_seconds;
  RecentEvents events;
  long long latest = 0;
  soci::indicator latest_indicator = soci::i_null;
  sql << "SELECT COUNT(*), MAX(created_at) FROM rate_events WHERE bucket = :b AND created_at > :s",
      soci::use(bucket), soci::use(since), soci::into(events.count), soci::into(latest, latest_indicator);
  if (latest_indicator == soci::i_ok) events.latest = latest;
  return events;
}

void record_rate_event(soci::session& sql, const std::string& bucket, long long now) {
  sql << "INSERT INTO rate_events (bucket, created_at) VALUES (:b, :t)", soci::use(bucket), soci::use(now);
  // Occasional clean-up of events older than a day keeps the table small.
  if (now % 97 == 0) {
    long long old = now - 86400;
    sql << "DELETE FROM rate_events WHERE created_at < :t", soci::use(old);
  }
}

void consume_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now) {
  check_rate_limit(sql, bucket, limit, now);
  record_rate_event(sql, bucket, now);
}

}  // namespace secours
