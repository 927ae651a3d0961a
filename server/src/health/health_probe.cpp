#include "health/health_probe.h"

#include <spdlog/spdlog.h>

#include "db/database.h"

namespace secours::health {

namespace {
std::int64_t steady_now() { return std::chrono::steady_clock::now().time_since_epoch().count(); }
}  // namespace

DatabaseState HealthProbe::check(long long now) {
  auto state = database_.ping() ? DatabaseState::up : DatabaseState::down;
  if (state == DatabaseState::up && storage_failed_.load()) {
    if (database_.probe_write(now)) {
      storage_failed_.store(false);
      spdlog::info("the database accepts writes again");
    } else {
      state = DatabaseState::read_only;
    }
  }
  up_since_.store(state == DatabaseState::up ? steady_now() : 0);
  return state;
}

bool HealthProbe::answer_from_memory() {
  const auto since = up_since_.load();
  if (since == 0 || std::chrono::steady_clock::duration(steady_now() - since) >= freshness) return false;
  polled_.store(true, std::memory_order_relaxed);
  return true;
}

void HealthProbe::refresh(long long now) {
  if (polled_.exchange(false)) check(now);
}

void HealthProbe::storage_failed() {
  if (!storage_failed_.exchange(true))
    spdlog::error("a write failed for lack of storage: health reports read-only");
  up_since_.store(0);
}

}  // namespace secours::health
