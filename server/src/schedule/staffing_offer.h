#pragma once

#include <string>

#include "common/enum_names.h"
#include "schedule/session.h"

namespace secours::schedule {

// A session offered to several instructors (issue 44): the first to accept is staffed, the others' open
// offers become taken.
enum class OfferStatus { offered, accepted, declined, taken };
inline constexpr EnumNames<OfferStatus, 4> offer_status_names{{"offered", "accepted", "declined", "taken"}};

struct StaffingOffer {
  long long id = 0;
  long long session_id = 0;
  long long user_id = 0;
  std::string instructor_name;
  OfferStatus status = OfferStatus::offered;
  long long offered_at = 0;
  long long answered_at = 0;
  long long created_at = 0;  // = offered_at, for the page's keyset
  CourseSession session;     // read with it
};

// One instructor as the office's staffing picker shows them for a session.
struct StaffingCandidate {
  long long id = 0;
  std::string name;
  std::vector<std::string> languages;
  bool free = true;
  std::string unavailable_reason;  // outside-hours, time-off, other-session; empty when free
  bool qualified = false;
  bool speaks_language = false;
  bool staffed = false;
  std::string offer;  // the offer's status, empty when none
};

}  // namespace secours::schedule
