#pragma once

#include <string>

#include "companies/company.h"

namespace secours::companies {

// The notice an employer posts in the workplace (French): its first-aiders by shift, as the regulation on
// first aid asks them to be made known, with the number required and their certificates' expiry.
std::string render_first_aiders_pdf(const FirstAidersNotice& notice);

}  // namespace secours::companies
