#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace secours {

// The text of each value of an enum whose values are 0 … N-1, in order: statuses and methods are enums
// inside the server, and text only at the JSON and SQL edges, through one of these.
template <typename Enum, std::size_t N>
class EnumNames {
 public:
  constexpr explicit EnumNames(std::array<std::string_view, N> names) : names_(names) {}

  constexpr std::string_view operator()(Enum value) const { return names_[static_cast<std::size_t>(value)]; }
  std::string text(Enum value) const { return std::string((*this)(value)); }
  // Every value's text, in the enum's order.
  constexpr const std::array<std::string_view, N>& all() const { return names_; }

  // nullopt for a text that names no value (input to check).
  constexpr std::optional<Enum> parse(std::string_view text) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (names_[i] == text) return static_cast<Enum>(i);
    }
    return std::nullopt;
  }
  // For text the server wrote itself (a stored row): an unknown one is a broken invariant.
  Enum stored(std::string_view text) const {
    if (auto value = parse(text)) return *value;
    throw std::runtime_error("unknown stored value \"" + std::string(text) + "\"");
  }

 private:
  std::array<std::string_view, N> names_;
};

}  // namespace secours
