#include "companies/first_aiders.h"

#include <algorithm>

namespace secours::companies {

namespace {

int establishment_first_aiders(int workers) {
  if (workers <= 50) return 1;
  return 1 + (workers - 50 + 99) / 100;  // each further hundred, or fraction of one
}

}  // namespace

int required_first_aiders(Sector sector, int workers) {
  if (workers <= 0) return 0;
  switch (sector) {
    case Sector::forestry:
      return (workers + 4) / 5;
    case Sector::construction:
      return std::max(1, establishment_first_aiders(workers));
    case Sector::establishment:
      break;
  }
  return establishment_first_aiders(workers);
}

}  // namespace secours::companies
