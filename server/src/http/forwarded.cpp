#include "http/forwarded.h"

#include <vector>

namespace secours::http {

namespace {
std::string trim(const std::string& text) {
  auto start = text.find_first_not_of(" \t");
  if (start == std::string::npos) return {};
  auto end = text.find_last_not_of(" \t");
  return text.substr(start, end - start + 1);
}
}  // namespace

std::string client_address(const Request& request, int trusted_proxies) {
  if (trusted_proxies <= 0) return request.remote_address;
  // Repeated headers arrive joined with ", ", in order, which is how proxies read them too.
  const std::string forwarded = request.header("x-forwarded-for");
  std::vector<std::string> entries;
  std::size_t start = 0;
  while (start <= forwarded.size()) {
    auto comma = forwarded.find(',', start);
    if (comma == std::string::npos) comma = forwarded.size();
    entries.push_back(trim(forwarded.substr(start, comma - start)));
    start = comma + 1;
  }
  const auto hops = static_cast<std::size_t>(trusted_proxies);
  const std::string& chosen = entries.size() >= hops ? entries[entries.size() - hops] : entries.front();
  return chosen.empty() ? request.remote_address : chosen;
}

}  // namespace secours::http
