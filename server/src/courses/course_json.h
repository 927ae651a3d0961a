#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "courses/course.h"

namespace secours::courses {

// The course as the catalogue shows it in one language (English texts fall back to French).
nlohmann::json course_json(const Course& course, const std::string& language);
// The course for the admin's editor: both languages, publication and times.
nlohmann::json admin_course_json(const Course& course);

}  // namespace secours::courses
