#pragma once

#include <string>

namespace soci {
class session;
}

namespace secours {

// Sliding-window limits kept in the rate_events table, so they hold across server instances.
struct RateLimit {
  int max_events;
  long long window_seconds;
};

// Throws TooManyRequests (with the seconds until a slot frees) when `bucket` already has
// `limit.max_events` events inside the window.
void check_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now);
// How many events `bucket` has inside the window, and when the latest was (0 when none).
struct RecentEvents {
  int count = 0;
  long long latest = 0;
};
RecentEvents recent_events(soci::session& sql, const std::string& bucket, long long window_seconds,
                           long long now);
void record_rate_event(soci::session& sql, const std::string& bucket, long long now);
// Reserves one of the bucket's slots for an attempt whose outcome is not known yet (a password check):
// the bucket's row stays locked until the caller's transaction ends, so that parallel attempts, on any
// instance, are counted one after the other and never more than `limit` get through. Throws
// TooManyRequests when the slots are taken; returns the event's id, to forget (forget_rate_event) once
// the attempt turns out not to count.
long long reserve_rate_slot(soci::session& sql, const std::string& bucket, RateLimit limit, long long now);
void forget_rate_event(soci::session& sql, long long event_id);
// Forgets the events older than any window (a day), and their buckets; how many events.
long long purge_rate_events(soci::session& sql, long long now);
// check, then record: for actions limited whether or not they succeed.
void consume_rate_limit(soci::session& sql, const std::string& bucket, RateLimit limit, long long now);

}  // namespace secours
