#include "bookings/codes.h"

#include "common/crypto.h"

namespace secours::bookings {

std::string new_reference() {
  static constexpr char alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  std::string reference = "SEC-";
  for (int i = 0; i < 6; ++i) reference.push_back(alphabet[crypto::random_between(0, sizeof alphabet - 2)]);
  return reference;
}

long long new_interac_code() { return crypto::random_between(1'000'000, 9'999'999); }

}  // namespace secours::bookings
