#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "schedule/session.h"

namespace secours::schedule {

// A session's days as people read them, each with its hours ("mardi 1 décembre 2026, de 8 h 30 à
// 16 h 30 ; …"), for mails and printed sheets; `separator` empty: "; " in English, "\u202f; " in French (a
// PDF whose font lacks U+202F passes its own).
std::string days_text(const std::vector<SessionDay>& days, const std::string& language,
                      const std::string& separator = "");
// A session's days: [{date, startsAt, endsAt}], times in Montreal time with their offset.
nlohmann::json days_json(const std::vector<SessionDay>& days);
// Days as the office sends them ([{date, startsAt "HH:MM", endsAt}], as a session's, issue 41), for another
// feature's form (a quote's days, issue 44): 400 naming `days[i].…` as a session's do.
std::vector<SessionDay> read_days_json(const nlohmann::json& days);
// A session as visitors see it: times in Montreal time with their offset, its days, and the seats left.
nlohmann::json session_json(const CourseSession& session);
// For the admin: also the seats taken, the course, the instructors, the roster and the record's times.
nlohmann::json admin_session_json(const CourseSession& session, const std::string& language);
// For its instructors (issue 29): the course, times, place, seats, instructors and the roster's state.
nlohmann::json instructor_session_json(const CourseSession& session, const std::string& language);

}  // namespace secours::schedule
