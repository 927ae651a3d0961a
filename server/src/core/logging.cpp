#include "core/logging.h"

#include <spdlog/spdlog.h>

namespace secours::core {

void configure_logging(const std::string& level) {
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");
  spdlog::set_level(spdlog::level::from_str(level));
}

}  // namespace secours::core
