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
// there. While it is polled, a background thread checks again every `freshness` / 4 (refresh), so
// that no poller's request waits for a ping queued behind the worker pool's work (decision 031). A
// ping `freshness` old, or a failed one, sends the requests to the worker pool, which pings again.
// A write that failed for lack of storage (storage_failed) also forgets it, and from then on each
// check also tries a one-row write until one commits: health says "read-only" until the disk has
// room again.
class HealthProbe {
 public:
  static constexpr std::chrono::milliseconds freshness{1000};
  static constexpr std::chrono::milliseconds refresh_interval = freshness / 4;

  explicit HealthProbe(db::Database& database) : database_(database) {}

  // Pings the database (and tries a write after a storage failure); not on an I/O thread.
  DatabaseState check(long long now);
  // True while the last good check is younger than `freshness`: the request is answered "up" from
  // memory. Otherwise it goes to the worker pool, whose handler checks.
  bool answer_from_memory();
  // Checks again if a request was answered from memory since the last check; for a background
  // thread, every `refresh_interval`.
  void refresh(long long now);
  // A request's write failed for lack of storage (see db::is_storage_failure).
  void storage_failed();

 private:
  db::Database& database_;
  std::atomic<std::int64_t> up_since_{0};  // steady_clock ticks of the last good check, 0 for none
  std::atomic<bool> polled_{false};
  std::atomic<bool> storage_failed_{false};
};

}  // namespace secours::health
