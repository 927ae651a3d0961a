#include "common/periodic_task.h"

#include <spdlog/spdlog.h>

#include "common/metrics.h"

namespace secours {

PeriodicTask::~PeriodicTask() { stop(); }

void PeriodicTask::start(std::chrono::milliseconds interval) {
  std::lock_guard lock(mutex_);
  if (thread_.joinable()) return;
  stopping_ = false;
  thread_ = std::thread([this, interval] { loop(interval); });
}

void PeriodicTask::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_up_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void PeriodicTask::loop(std::chrono::milliseconds interval) {
  for (;;) {
    const auto started = std::chrono::steady_clock::now();
    bool ok = true;
    std::string failure;
    try {
      run_();
    } catch (const std::exception& error) {
      spdlog::error("{}: {}", name_, error.what());
      ok = false;
      failure = error.what();
    }
    const auto finished_at =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    metrics::registry().add_job_run(
        name_, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), ok, failure,
        finished_at);
    std::unique_lock lock(mutex_);
    wake_up_.wait_for(lock, interval, [this] { return stopping_; });
    if (stopping_) break;
  }
}

}  // namespace secours
