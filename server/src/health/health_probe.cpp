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
  const auto until = std::chrono::steady_clock::now() + freshness;
  up_until_.store(state == DatabaseState::up ? until.time_since_epoch().count() : 0,
                  std::memory_order_relaxed);
  return state;
}

bool HealthProbe::recently_up() const { return steady_now() < up_until_.load(std::memory_order_relaxed); }

void HealthProbe::storage_failed() {
  if (!storage_failed_.exchange(true))
    spdlog::error("a write failed for lack of storage: health reports read-only");
  up_until_.store(0, std::memory_order_relaxed);
}

}  // namespace secours::health
