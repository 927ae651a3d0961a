#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace secours {

// Runs a function on its own thread every `interval` until stop(), which wakes it at once. An
// exception from the function is logged under `name` and the next run comes as usual (e.g. the
// database was down for a moment).
class PeriodicTask {
 public:
  PeriodicTask(std::string name, std::function<void()> run) : name_(std::move(name)), run_(std::move(run)) {}
  ~PeriodicTask();
  PeriodicTask(const PeriodicTask&) = delete;
  PeriodicTask& operator=(const PeriodicTask&) = delete;

  void start(std::chrono::milliseconds interval);
  // Returns once the thread has stopped; safe to call twice.
  void stop();

 private:
  void loop(std::chrono::milliseconds interval);

  std::string name_;
  std::function<void()> run_;
  std::mutex mutex_;
  std::condition_variable wake_up_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace secours
