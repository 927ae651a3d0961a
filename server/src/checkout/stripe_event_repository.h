#pragma once

#include <string>

#include "db/session_fwd.h"

namespace secours::checkout::stripe_events {

// SQL for stripe_events, the ids of the webhook events already applied.

// Records the event; true the first time its id is seen, false for a replay (nothing written).
bool record(soci::session& sql, const std::string& event_id, const std::string& event_type, long long now);

}  // namespace secours::checkout::stripe_events
