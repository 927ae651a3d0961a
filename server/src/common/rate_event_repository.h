#pragma once

#include <optional>
#include <string>

namespace soci {
class session;
}

namespace secours::rate_events {

// SQL for rate_events, the counters of the rate limits (common/rate_limiter.h).

struct Window {
  int count = 0;
  std::optional<long long> oldest;  // created_at of the oldest and the latest event counted
  std::optional<long long> latest;
};

// The bucket's events created after `since`.
Window since(soci::session& sql, const std::string& bucket, long long since);
void insert(soci::session& sql, const std::string& bucket, long long now);
// The new event's id.
long long insert_returning_id(soci::session& sql, const std::string& bucket, long long now);
void remove(soci::session& sql, long long id);
// Locks the bucket's row (created when missing) until the transaction ends.
void lock_bucket(soci::session& sql, const std::string& bucket);
// Events older than `time`, and the buckets left without one.
long long remove_older_than(soci::session& sql, long long time);

}  // namespace secours::rate_events
