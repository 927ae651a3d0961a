#include "http/conditional.h"

#include <cstdint>
#include <string_view>

namespace secours::http {

namespace {

// FNV-1a, 64 bits: a fingerprint of the body, not a secret.
std::uint64_t fingerprint(std::string_view bytes) {
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::string hex(std::uint64_t value) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) out[static_cast<std::size_t>(i)] = digits[value & 0xF];
  return out;
}

// True when an If-None-Match list names the tag (weak comparison, RFC 9110 13.1.2).
bool matches(std::string_view if_none_match, std::string_view tag) {
  if (if_none_match == "*") return true;
  const auto opaque = tag.substr(2);  // without W/
  while (!if_none_match.empty()) {
    auto comma = if_none_match.find(',');
    auto item = if_none_match.substr(0, comma);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (item.starts_with("W/")) item.remove_prefix(2);
    if (item == opaque) return true;
    if (comma == std::string_view::npos) break;
    if_none_match.remove_prefix(comma + 1);
  }
  return false;
}

}  // namespace

void answer_conditionally(const Request& request, Response& response) {
  if (response.status != 200) return;
  const std::string tag = "W/\"" + hex(fingerprint(response.body)) + "\"";
  response.set_header("ETag", tag);
  const std::string if_none_match = request.header("if-none-match");
  if (!if_none_match.empty() && matches(if_none_match, tag)) {
    response.status = 304;
    response.body.clear();
  }
}

}  // namespace secours::http
