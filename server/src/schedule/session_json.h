#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "schedule/session.h"

namespace secours::schedule {

// A session's days: [{date, startsAt, endsAt}], times in Montreal time with their offset.
nlohmann::json days_json(const CourseSession& session);
// A session as visitors see it: times in Montreal time with their offset, its days, and the seats left.
nlohmann::json session_json(const CourseSession& session);
// For the admin: also the seats taken, the course, the instructors, the roster and the record's times.
nlohmann::json admin_session_json(const CourseSession& session, const std::string& language);
// For its instructors (issue 29): the course, times, place, seats, instructors and the roster's state.
nlohmann::json instructor_session_json(const CourseSession& session, const std::string& language);

}  // namespace secours::schedule
