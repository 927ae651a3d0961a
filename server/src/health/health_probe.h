#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

namespace secours::db {
class Database;
}

namespace secours::health {

// What /api/health reports about the database.
enum class DatabaseState { up, read_only, down };

// Remembers the last successful database ping for a moment, so that /api/health can be answered on
// the I/O thread under load (monitors and load balancers poll it) without touching the database
// there. A failed ping forgets it at once: every call then goes to the worker pool and pings again.
// A write that failed for lack of storage (storage_failed) also forgets it, and from then on each
// check also tries a one-row write until one commits: health says "read-only" until the disk has
// room again.
class HealthProbe {
 public:
  static constexpr std::chrono::milliseconds freshness{1000};

  explicit HealthProbe(db::Database& database) : database_(database) {}

  // Pings the database (and tries a write after a storage failure); for the worker pool only.
  DatabaseState check(long long now);
  // True while the last successful check is younger than `freshness` and no write failed since.
  bool recently_up() const;
  // A request's write failed for lack of storage (see db::is_storage_failure).
  void storage_failed();

 private:
  db::Database& database_;
  std::atomic<std::int64_t> up_until_{0};  // steady_clock ticks
  std::atomic<bool> storage_failed_{false};
};

}  // namespace secours::health
