#include "common/periodic_task.h"

#include <spdlog/spdlog.h>

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
    try {
      run_();
    } catch (const std::exception& error) {
      spdlog::error("{}: {}", name_, error.what());
    }
    std::unique_lock lock(mutex_);
    wake_up_.wait_for(lock, interval, [this] { return stopping_; });
    if (stopping_) break;
  }
}

}  // namespace secours
