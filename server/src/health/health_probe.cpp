#include "health/health_probe.h"

#include "db/database.h"

namespace secours::health {

namespace {
std::int64_t steady_now() { return std::chrono::steady_clock::now().time_since_epoch().count(); }
}  // namespace

bool HealthProbe::check() {
  const bool up = database_.ping();
  const auto until = std::chrono::steady_clock::now() + freshness;
  up_until_.store(up ? until.time_since_epoch().count() : 0, std::memory_order_relaxed);
  return up;
}

bool HealthProbe::recently_up() const { return steady_now() < up_until_.load(std::memory_order_relaxed); }

}  // namespace secours::health
