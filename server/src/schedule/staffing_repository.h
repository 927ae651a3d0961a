#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "schedule/staffing_offer.h"

namespace secours::schedule::staffing_rows {

// SQL for staffing offers; every function takes the caller's session.

// Offers `user_id` the session (again, after a decline or another's acceptance); false when an offer to
// them is open or accepted already.
bool offer(soci::session& sql, long long session_id, long long user_id, long long now);
std::vector<StaffingOffer> of_session(soci::session& sql, long long session_id);
std::optional<StaffingOffer> find(soci::session& sql, long long id);
std::optional<StaffingOffer> find_locked(soci::session& sql, long long id);
// One page of `user_id`'s offers, newest first (one more row when a next page exists).
std::vector<StaffingOffer> of_instructor(soci::session& sql, long long user_id, const PageRequest& page);
// offered → accepted when nobody accepted the session yet; false otherwise.
bool accept_first(soci::session& sql, long long id, long long session_id, long long now);
// offered → declined.
bool decline(soci::session& sql, long long id, long long now);
// The session's other open offers → taken; their instructors.
std::vector<long long> take_others(soci::session& sql, long long session_id, long long now);
// The course's certifying body, in French and in English.
std::pair<std::string, std::string> accreditation(soci::session& sql, long long course_id);

}  // namespace secours::schedule::staffing_rows
