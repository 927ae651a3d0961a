#include "db/change_marker.h"

#include <soci/soci.h>

namespace secours::db {

void ChangeMarker::changed() {
  unpublished_.store(true, std::memory_order_release);
  generation_.fetch_add(1, std::memory_order_acq_rel);
}

void ChangeMarker::publish(soci::session& sql) {
  if (!unpublished_.exchange(false)) return;
  try {
    long long version = 0;
    sql << "UPDATE public_change_marker SET version = version + 1 WHERE id = 1 RETURNING version",
        soci::into(version);
    // Only our own bump since the last read: nothing new to drop. Otherwise another instance wrote
    // in between, and follow() sees it.
    long long seen = version_seen_.load();
    if (seen >= 0 && version == seen + 1) version_seen_.compare_exchange_strong(seen, version);
  } catch (...) {
    unpublished_.store(true);
    throw;
  }
}

void ChangeMarker::follow(soci::session& sql) {
  long long version = 0;
  sql << "SELECT version FROM public_change_marker WHERE id = 1", soci::into(version);
  // The first read counts as a change too: answers kept before it may predate another's write.
  if (version_seen_.exchange(version) != version) generation_.fetch_add(1, std::memory_order_acq_rel);
}

}  // namespace secours::db
