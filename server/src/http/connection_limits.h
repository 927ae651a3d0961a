#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>

namespace secours::http {

// Raises the soft RLIMIT_NOFILE to the hard limit; returns the soft limit now in force.
std::uint64_t raise_open_file_limit();

// The open-connection cap actually used: the configured one, but always leaving a reserve of
// descriptors (a quarter of the soft limit, at least 128) for the database, log and outgoing calls,
// so that accept() itself does not run out of descriptors.
std::size_t effective_connection_cap(std::size_t configured, std::uint64_t open_file_limit);

// A warning logged at most once per interval; the ones in between are counted and the count is
// reported with the next line, so a storm of errors leaves a few lines a second, not megabytes.
class ThrottledWarning {
 public:
  explicit ThrottledWarning(std::chrono::milliseconds interval = std::chrono::seconds(1))
      : interval_(interval) {}
  void warn(const std::string& message);

 private:
  std::chrono::milliseconds interval_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point last_{};
  bool logged_ = false;
  std::size_t suppressed_ = 0;
};

}  // namespace secours::http
