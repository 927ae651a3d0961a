#pragma once

#include "http/json.h"
#include "schedule/session.h"

namespace secours::schedule {

// What the office sends to schedule or edit a session: `days: [{date, startsAt, endsAt}, …]` (issue 41;
// each time "HH:MM" on the Montreal clock that day, or an ISO 8601 date-time with its offset), or one
// day as `startsAt`/`endsAt`. 400 naming every invalid field (`days[1].endsAt`: `before-start`, …).
SessionInput read_session_input(const http::Json& body);

}  // namespace secours::schedule
