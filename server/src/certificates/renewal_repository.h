#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"

namespace secours::certificates::renewal_rows {

// SQL of the renewal reminders (issue 28, decision 051).

// Certificates of a course that has a renewing course, expiring after `after` and by `by` (YYYY-MM-DD),
// whose reminder of this stage was never decided; soonest expiry first.
std::vector<long long> due(soci::session& sql, const std::string& after, const std::string& by, int stage,
                           int limit);
// Records the stage's decision (sent or not); false when it was already recorded (by another instance,
// or before a restart): whoever records it acts on it, in the same transaction.
bool decide(soci::session& sql, long long certificate_id, int stage, bool sent, long long now);

// What the reminder needs of the certificate's holder and renewing course.
struct RenewalFacts {
  std::string email, first_name, language;
  long long renewal_course_id = 0;
  std::string renewal_title_fr, renewal_title_en;
  bool already_booked = false;  // a booking of the renewing course that stands, not yet taken place
  long long next_session_starts_at = 0, next_session_ends_at = 0;  // the next with a free seat; 0: none
  std::string next_session_location;
};
std::optional<RenewalFacts> facts(soci::session& sql, long long certificate_id, long long now);

}  // namespace secours::certificates::renewal_rows
