#pragma once

#include <chrono>
#include <cstddef>

#include "common/clock.h"
#include "common/periodic_task.h"

namespace secours::db {
class Database;
}

namespace secours::bookings {

// Cancels card bookings left unpaid past their 30-minute hold and gives their seats back. Safe with
// several instances running it at once: each cancellation is a conditional UPDATE that applies once.
class HoldExpiryWorker {
 public:
  static constexpr int batch_size = 100;

  HoldExpiryWorker(db::Database& database, Clock& clock) : database_(database), clock_(clock) {}
  HoldExpiryWorker(const HoldExpiryWorker&) = delete;
  HoldExpiryWorker& operator=(const HoldExpiryWorker&) = delete;

  // Expires up to batch_size lapsed holds; returns how many this call cancelled.
  std::size_t run_once();
  // Runs run_once on a thread every `interval` until stop().
  void start(std::chrono::milliseconds interval = std::chrono::seconds(30));
  // Returns once the thread has stopped; safe to call twice.
  void stop();

 private:
  db::Database& database_;
  Clock& clock_;
  PeriodicTask task_{"hold expiry", [this] { run_once(); }};
};

}  // namespace secours::bookings
