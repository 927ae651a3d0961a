#include "bookings/codes.h"

#include "common/crypto.h"
#include "common/text_keys.h"

namespace secours::bookings {

std::string new_reference() {
  static constexpr char alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  std::string reference = "SEC-";
  for (int i = 0; i < 6; ++i) reference.push_back(alphabet[crypto::random_between(0, sizeof alphabet - 2)]);
  return reference;
}

long long new_interac_code() { return crypto::random_between(1'000'000, 9'999'999); }

std::vector<std::string> booking_search_words(std::string_view text) {
  auto words = text::search_words(text);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] == "sec") {
      words[i] += words[i + 1];
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    }
  }
  return words;
}

}  // namespace secours::bookings
