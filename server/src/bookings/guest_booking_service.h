#pragma once

#include <string>

#include "db/session_fwd.h"

namespace secours::bookings {

// Gives the account the guest bookings made with its email (case-insensitive), and the enrollments
// of those already approved. Called at sign-up and sign-in, in their transaction.
void link_guest_bookings(soci::session& sql, long long user_id, const std::string& email, long long now);

}  // namespace secours::bookings
