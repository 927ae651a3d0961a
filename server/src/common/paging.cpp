#include "common/paging.h"

#include <charconv>

namespace secours {

namespace {

constexpr std::string_view prefix = "k1.";

std::optional<long long> read_number(std::string_view text) {
  long long value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 36);
  if (error != std::errc() || end != text.data() + text.size() || text.empty() || value < 0)
    return std::nullopt;
  return value;
}

std::string base36(long long value) {
  char buffer[16];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value, 36);
  return std::string(buffer, error == std::errc() ? end : buffer);
}

}  // namespace

std::string encode_cursor(const Keyset& keyset) {
  return std::string(prefix) + base36(keyset.sort_key) + "." + base36(keyset.id);
}

std::optional<Keyset> decode_cursor(std::string_view cursor) {
  if (cursor.size() > 40 || !cursor.starts_with(prefix)) return std::nullopt;
  cursor.remove_prefix(prefix.size());
  const auto dot = cursor.find('.');
  if (dot == std::string_view::npos) return std::nullopt;
  auto sort_key = read_number(cursor.substr(0, dot));
  auto id = read_number(cursor.substr(dot + 1));
  if (!sort_key || !id) return std::nullopt;
  return Keyset{*sort_key, *id};
}

}  // namespace secours
