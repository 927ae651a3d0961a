#pragma once

#include <nlohmann/json.hpp>

#include "courses/course.h"

namespace secours::courses {

inline constexpr std::size_t max_tags = 20;
inline constexpr std::size_t max_tag_length = 40;

// Reads and validates a course from an admin's JSON body; throws errors::ValidationError naming each
// bad field ("title.fr", "priceCents", "tags", …) with its reason.
CourseInput read_course_input(const nlohmann::json& body);

// A site path for an image: /images/… (bundled with the site) or /uploads/… (uploaded by an admin).
bool is_site_image_path(std::string_view path);

}  // namespace secours::courses
