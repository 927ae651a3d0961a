#include "core/query_filters.h"

#include <charconv>
#include <string_view>

#include "common/text_keys.h"
#include "common/time_format.h"

namespace secours::core {

namespace {

std::optional<long long> parse_id(std::string_view text) {
  long long id = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
  if (error != std::errc() || end != text.data() + text.size() || id <= 0) return std::nullopt;
  return id;
}

}  // namespace

std::vector<std::string> read_search_words(const http::Request& request, errors::HttpError::Fields& invalid) {
  const auto search = request.query_param("q").value_or("");
  if (search.size() > 200) invalid["q"] = "too-long";
  auto words = text::search_words(search);
  if (words.size() > 8) invalid["q"] = "too-many-words";
  return words;
}

std::optional<long long> read_id_filter(const http::Request& request, const char* name,
                                        errors::HttpError::Fields& invalid) {
  const auto asked = request.query_param(name).value_or("");
  if (asked.empty()) return std::nullopt;
  auto id = parse_id(asked);
  if (!id) invalid[name] = "invalid-number";
  return id;
}

std::vector<long long> read_id_list_filter(const http::Request& request, const char* name, std::size_t max,
                                           errors::HttpError::Fields& invalid) {
  const auto asked = request.query_param(name).value_or("");
  std::vector<long long> ids;
  std::string_view rest = asked;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    auto id = parse_id(rest.substr(0, comma));
    if (!id || (comma != std::string_view::npos && comma + 1 == rest.size())) {
      invalid[name] = "invalid-number";  // not a number, or a trailing comma
      return {};
    }
    if (ids.size() == max) {
      invalid[name] = "too-many";
      return {};
    }
    ids.push_back(*id);
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  return ids;
}

std::optional<std::string> read_day_filter(const http::Request& request, const char* name,
                                           errors::HttpError::Fields& invalid) {
  auto asked = request.query_param(name).value_or("");
  if (asked.empty()) return std::nullopt;
  if (!is_iso_date(asked)) {
    invalid[name] = "invalid-date";
    return std::nullopt;
  }
  return asked;
}

}  // namespace secours::core
