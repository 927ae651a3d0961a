#include "seo/page_language.h"

#include <cstdlib>
#include <string_view>

#include "http/cookies.h"

namespace secours::seo {

namespace {

// "fr", "fr-CA", "EN_us" → "fr" / "en"; anything else → empty.
std::string site_language(std::string_view code) {
  const auto base = code.substr(0, code.find_first_of("-_"));
  if (base.size() != 2) return {};
  const char a = static_cast<char>(base[0] | 0x20), b = static_cast<char>(base[1] | 0x20);
  if (a == 'f' && b == 'r') return "fr";
  if (a == 'e' && b == 'n') return "en";
  return {};
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// The q= of one Accept-Language item's parameters; 1 when absent, 0 when unreadable.
double quality(std::string_view parameters) {
  while (!parameters.empty()) {
    const auto semicolon = parameters.find(';');
    const auto parameter = trim(parameters.substr(0, semicolon));
    if (parameter.size() > 2 && (parameter[0] == 'q' || parameter[0] == 'Q') && parameter[1] == '=') {
      const std::string value(parameter.substr(2, 8));
      char* end = nullptr;
      const double q = std::strtod(value.c_str(), &end);
      return end != value.c_str() && q >= 0 && q <= 1 ? q : 0;
    }
    if (semicolon == std::string_view::npos) break;
    parameters.remove_prefix(semicolon + 1);
  }
  return 1;
}

}  // namespace

std::string preferred_language(const std::string& accept_language) {
  std::string best;
  double best_quality = 0;
  std::string_view rest = accept_language;
  // A header of thousands of items is read only as far as its first 32.
  for (int items = 0; !rest.empty() && items < 32; ++items) {
    const auto comma = rest.find(',');
    const auto item = trim(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto semicolon = item.find(';');
    const auto language = site_language(trim(item.substr(0, semicolon)));
    if (language.empty()) continue;
    const double q = semicolon == std::string_view::npos ? 1 : quality(item.substr(semicolon + 1));
    if (q > best_quality) {
      best = language;
      best_quality = q;
    }
  }
  return best;
}

std::string address_language(const http::Request& request) {
  auto asked = request.query_param("lng");
  return asked && site_language(*asked) == "en" ? "en" : "fr";
}

std::string page_language(const http::Request& request) {
  if (auto asked = request.query_param("lng")) {
    if (auto language = site_language(*asked); !language.empty()) return language;
  }
  if (auto remembered = http::cookie_value(request.header("cookie"), "i18nextLng")) {
    if (auto language = site_language(*remembered); !language.empty()) return language;
  }
  if (auto preferred = preferred_language(request.header("accept-language")); !preferred.empty()) {
    return preferred;
  }
  return "fr";
}

}  // namespace secours::seo
