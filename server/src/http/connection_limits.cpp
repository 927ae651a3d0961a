#include "http/connection_limits.h"

#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <algorithm>

namespace secours::http {

std::uint64_t raise_open_file_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 1024;
  if (limit.rlim_cur < limit.rlim_max) {
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
  }
  return limit.rlim_cur == RLIM_INFINITY ? 1u << 20 : static_cast<std::uint64_t>(limit.rlim_cur);
}

std::size_t effective_connection_cap(std::size_t configured, std::uint64_t open_file_limit) {
  const std::uint64_t reserve = std::max<std::uint64_t>(128, open_file_limit / 4);
  const std::uint64_t room = open_file_limit > reserve + 32 ? open_file_limit - reserve : 32;
  return static_cast<std::size_t>(std::min<std::uint64_t>(configured, room));
}

void ThrottledWarning::warn(const std::string& message) {
  std::lock_guard lock(mutex_);
  auto now = std::chrono::steady_clock::now();
  if (logged_ && now - last_ < interval_) {
    ++suppressed_;
    return;
  }
  if (suppressed_ > 0) {
    spdlog::warn("{} ({} more like it since the last line)", message, suppressed_);
  } else {
    spdlog::warn("{}", message);
  }
  suppressed_ = 0;
  last_ = now;
  logged_ = true;
}

}  // namespace secours::http
