#include "certificates/certificate.h"

#include <chrono>
#include <cstdio>

#include "common/crypto.h"
#include "common/time_format.h"

namespace secours::certificates {

std::string new_credential_id() {
  static constexpr char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";  // no 0/O, 1/I
  std::string id = "SEC";
  for (int i = 0; i < 12; ++i) {
    if (i % 4 == 0) id.push_back('-');
    id.push_back(alphabet[crypto::random_between(0, 31)]);
  }
  return id;
}

std::string add_months(const std::string& iso_date, int months) {
  using namespace std::chrono;
  int y = 0, m = 0, d = 0;
  if (std::sscanf(iso_date.c_str(), "%d-%d-%d", &y, &m, &d) != 3) return iso_date;
  int total = y * 12 + (m - 1) + months;
  year_month target{year{total / 12}, month{static_cast<unsigned>(total % 12 + 1)}};
  unsigned last =
      static_cast<unsigned>(year_month_day_last{target.year(), month_day_last{target.month()}}.day());
  unsigned day = std::min(static_cast<unsigned>(d), last);
  return secours::iso_date(static_cast<int>(target.year()),
                           static_cast<int>(static_cast<unsigned>(target.month())), static_cast<int>(day));
}

}  // namespace secours::certificates
