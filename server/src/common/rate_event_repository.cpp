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

void remove_older_than(soci::session& sql, long long time) {
  sql << "DELETE FROM rate_events WHERE created_at < :t", soci::use(time);
}

}  // namespace secours::rate_events
