#pragma once

#include <vector>

#include "courses/course.h"

namespace secours::seed {
// The company's six courses as first published (images: /images/courses/<slug>.svg, drawn for the site).
std::vector<courses::Course> company_courses();
}  // namespace secours::seed
