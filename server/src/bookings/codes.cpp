#include "bookings/codes.h"

#include <algorithm>

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

std::vector<std::string> booking_index_words(const std::string& first_name, const std::string& last_name,
                                             const std::string& email, const std::string& phone,
                                             const std::string& reference, long long interac_code) {
  std::string text = first_name + " " + last_name + " " + email + " " + reference;
  if (interac_code != 0) text += " " + std::to_string(interac_code);
  auto words = booking_search_words(text);
  if (reference.size() > 4) words.push_back(text::search_key(reference.substr(4)));
  std::string digits;
  for (char c : phone) {
    if (c >= '0' && c <= '9') digits.push_back(c);
  }
  if (!digits.empty()) words.push_back(digits);
  if (digits.size() > 7) words.push_back(digits.substr(digits.size() - 7));
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

}  // namespace secours::bookings
