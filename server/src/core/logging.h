#pragma once

#include <string>

namespace secours::core {
// Sets the log level of the default logger (trace … off) and a compact line format.
void configure_logging(const std::string& level);
}  // namespace secours::core
