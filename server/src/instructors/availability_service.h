#pragma once

#include "core/context.h"
#include "db/session_fwd.h"
#include "instructors/availability.h"

namespace secours::instructors {

// The signed-in instructor's availability (issue 44); each method owns its transaction.
class AvailabilityService {
 public:
  explicit AvailabilityService(core::Context& context) : context_(context) {}

  Availability get(long long user_id);
  Availability replace(long long user_id, const Availability& availability);

 private:
  core::Context& context_;
};

// The office's staffing picker reads it inside its own session.
Availability availability_of(soci::session& sql, long long user_id);

}  // namespace secours::instructors
