#pragma once

#include "companies/company.h"

namespace secours::companies {

// The first-aiders a shift of `workers` must have under the Regulation respecting minimum standards for
// first aid and first-aid services (CQLR c., r. 10), decision 044: in an establishment, one for
// the first 50 workers and one more for each further hundred or fraction of a hundred (s. 3: 83 → 2,
// 160 → 3); in forestry, one worker in five (s. 3, second paragraph); on a construction site, one at all
// times whatever the number (Safety Code for the construction industry, s. 3.24.5), and at least the
// establishment's count. None for a shift without workers.
int required_first_aiders(Sector sector, int workers);

}  // namespace secours::companies
