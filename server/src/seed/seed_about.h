#pragma once

#include <string>

#include "content/about.h"

namespace secours::seed {
// The company's About page as first written ("en", else French); shown until an admin saves the page.
content::About default_about(const std::string& language);
}  // namespace secours::seed
