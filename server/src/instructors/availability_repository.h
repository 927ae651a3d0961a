#pragma once

#include "db/session_fwd.h"
#include "instructors/availability.h"

namespace secours::instructors::availability_rows {

// SQL for instructors' availability; every function takes the caller's session.
Availability find(soci::session& sql, long long user_id);
// Replaces every range and day off of the instructor.
void replace(soci::session& sql, long long user_id, const Availability& availability);

}  // namespace secours::instructors::availability_rows
