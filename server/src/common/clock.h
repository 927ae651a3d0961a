#pragma once

#include <atomic>
#include <chrono>

namespace secours {

// Wall-clock time in Unix seconds (UTC). Tests move it forward to reach expiries without waiting.
class Clock {
 public:
  long long now() const {
    auto real =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch());
    return real.count() + offset_.load();
  }
  void advance(long long seconds) { offset_ += seconds; }

 private:
  std::atomic<long long> offset_{0};
};

}  // namespace secours
