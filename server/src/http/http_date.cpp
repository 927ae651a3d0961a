#include "http/http_date.h"

#include <ctime>

namespace secours::http {

namespace {
constexpr const char* format = "%a, %d %b %Y %H:%M:%S GMT";
}

std::string http_date(long long unix_seconds) {
  const std::time_t time = static_cast<std::time_t>(unix_seconds);
  std::tm parts{};
  gmtime_r(&time, &parts);
  char text[40];
  const auto size = std::strftime(text, sizeof text, format, &parts);
  return std::string(text, size);
}

std::optional<long long> parse_http_date(const std::string& text) {
  std::tm parts{};
  const char* end = strptime(text.c_str(), format, &parts);
  if (!end || *end != '\0') return std::nullopt;
  return static_cast<long long>(timegm(&parts));
}

}  // namespace secours::http
