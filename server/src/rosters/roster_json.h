#pragma once

#include <nlohmann/json.hpp>

#include "rosters/roster.h"
#include "rosters/roster_service.h"

namespace secours::rosters {

nlohmann::json attendee_json(const RosterAttendee& attendee);
nlohmann::json state_json(const RosterState& state);
nlohmann::json roster_json(const RosterView& view, const std::string& language);
nlohmann::json finalized_json(const Finalized& finalized);

}  // namespace secours::rosters
