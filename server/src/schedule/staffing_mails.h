#pragma once

#include <vector>

#include "core/config.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::schedule {

// An instructor given a session or taken off it (issue 41) is told by mail in their language, inside the
// caller's transaction: the course, every day with its hours, the place, the link to the roster, and the
// session's days as a calendar file (added: one event a day; taken off: the same events cancelled).
void queue_staffing_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                          const std::vector<long long>& before, const std::vector<long long>& after,
                          long long now);

// A session offered to an instructor (issue 44), with its days as a calendar file; and the instructors whose
// open offer another's acceptance closed (the same events cancelled).
void queue_offer_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                       const std::vector<long long>& instructor_ids, long long now);
void queue_offer_taken_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                             const std::vector<long long>& instructor_ids, long long now);

}  // namespace secours::schedule
