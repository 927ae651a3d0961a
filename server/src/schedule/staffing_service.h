#pragma once

#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "schedule/staffing_offer.h"

namespace secours::schedule {

// The office's staffing picker and sessions offered to several instructors (issue 44). Every method owns
// its transaction.
class StaffingService {
 public:
  explicit StaffingService(core::Context& context) : context_(context) {}

  // Every active instructor for the session, the fittest first: free (their weekly hours cover each day,
  // no day off, no other session then), qualified (a number of the course's certifying body valid on the
  // last day), speaking its language. 404 for an unknown session.
  std::vector<StaffingCandidate> candidates(long long session_id);
  // Offers the session to each instructor (mailed with the session's calendar); the session's offers. 400
  // instructorIds unknown-instructor; 409 session-cancelled, session-started.
  std::vector<StaffingOffer> offer(long long session_id, const std::vector<long long>& instructor_ids);
  core::Page<StaffingOffer> offers_of(const auth::User& instructor, const PageRequest& page);
  // The first instructor to accept is staffed (mailed as the office's staffing is); the others' open offers
  // become taken and they are told. 404 when not theirs; 409 offer-taken, offer-closed, instructor-busy.
  StaffingOffer accept(const auth::User& instructor, long long offer_id);
  StaffingOffer decline(const auth::User& instructor, long long offer_id);

 private:
  core::Context& context_;
};

// A person's data export (privacy/): every session offered to `user_id`, oldest first, with its session.
std::vector<StaffingOffer> offers_to(soci::session& sql, long long user_id);

}  // namespace secours::schedule
