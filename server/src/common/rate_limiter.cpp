#include "common/rate_limiter.h"

#include "common/errors.h"
#include "common/rate_event_repository.h"

namespace secours {

void check_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now) {
  const auto window = rate_events::since(sql, bucket, now - limit.window_seconds);
  if (window.count >= limit.max_events) {
    long long retry_after =
        window.oldest ? *window.oldest + limit.window_seconds - now : limit.window_seconds;
    throw errors::TooManyRequests(retry_after > 0 ? retry_after : 1);
  }
}

RecentEvents recent_events(soci::session& sql, const std::string& bucket, long long window_seconds,
                           long long now) {
  const auto window = rate_events::since(sql, bucket, now - window_seconds);
  return {window.count, window.latest.value_or(0)};
}

void record_rate_event(soci::session& sql, const std::string& bucket, long long now) {
  rate_events::insert(sql, bucket, now);
  // Occasional clean-up of events older than a day keeps the table small.
  if (now % 97 == 0) rate_events::remove_older_than(sql, now - 86400);
}

long long reserve_rate_slot(soci::session& sql, const std::string& bucket, RateLimit limit, long long now) {
  rate_events::lock_bucket(sql, bucket);
  check_rate_limit(sql, bucket, limit, now);
  if (now % 97 == 0) rate_events::remove_older_than(sql, now - 86400);
  return rate_events::insert_returning_id(sql, bucket, now);
}

long long purge_rate_events(soci::session& sql, long long now) {
  return rate_events::remove_older_than(sql, now - 86400);
}

void forget_rate_event(soci::session& sql, long long event_id) { rate_events::remove(sql, event_id); }

void consume_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now) {
  check_rate_limit(sql, bucket, limit, now);
  record_rate_event(sql, bucket, now);
}

}  // namespace secours
