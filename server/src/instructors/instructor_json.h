#pragma once

#include <nlohmann/json.hpp>

#include "instructors/instructor.h"

namespace secours::instructors {

nlohmann::json instructor_json(const Instructor& instructor);

}  // namespace secours::instructors
