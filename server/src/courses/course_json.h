#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "courses/course.h"

namespace secours::courses {

// "en" for English, "fr" for anything else: French is the default and the fallback.
std::string language_of(const std::optional<std::string>& requested);

// The course as the catalogue shows it in one language (English texts fall back to French).
nlohmann::json course_json(const Course& course, const std::string& language);
// The course for the admin's editor: both languages, publication and times.
nlohmann::json admin_course_json(const Course& course);

}  // namespace secours::courses
