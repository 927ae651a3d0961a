#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

namespace secours::db {
class Database;
}

namespace secours::health {

// Remembers the last successful database ping for a moment, so that /api/health can be answered on
// the I/O thread under load (monitors and load balancers poll it) without touching the database
// there. A failed ping forgets it at once: every call then goes to the worker pool and pings again.
class HealthProbe {
 public:
  static constexpr std::chrono::milliseconds freshness{1000};

  explicit HealthProbe(db::Database& database) : database_(database) {}

  // Pings the database; for the worker pool only.
  bool check();
  // True while the last successful ping is younger than `freshness`.
  bool recently_up() const;

 private:
  db::Database& database_;
  std::atomic<std::int64_t> up_until_{0};  // steady_clock ticks
};

}  // namespace secours::health
