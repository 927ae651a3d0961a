#pragma once

#include <atomic>
#include <cstdint>

#include "db/session_fwd.h"

namespace secours::db {

// What public reads kept in memory compare against: a generation that moves on every change to the
// data visitors read. This instance's writes move it at once (changed()); other instances' writes
// reach it through a one-row version in the database, bumped by publish() after this instance's
// writes and read by follow() (decision 026).
class ChangeMarker {
 public:
  std::uint64_t generation() const { return generation_.load(std::memory_order_acquire); }

  // This instance committed a change: answers kept from before it are dropped now, and the other
  // instances hear of it at the next publish().
  void changed();

  // True when this instance changed something that publish() has not told the others yet.
  bool unpublished() const { return unpublished_.load(std::memory_order_acquire); }
  // Bumps the database's version when this instance changed something since the last call. A failed
  // bump is retried on the next call.
  void publish(soci::session& sql);
  // Reads the database's version; a version this instance did not write itself drops what is kept.
  void follow(soci::session& sql);

 private:
  std::atomic<std::uint64_t> generation_{1};
  std::atomic<bool> unpublished_{false};
  std::atomic<long long> version_seen_{-1};
};

}  // namespace secours::db
