#pragma once

#include <optional>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "privacy/incident.h"

namespace secours::privacy::incident_rows {

// SQL for the register; every function takes the caller's session.
long long insert(soci::session& sql, const IncidentFields& fields, long long recorded_by, long long now);
// False when no incident has this id.
bool update(soci::session& sql, long long id, const IncidentFields& fields, long long now);
std::optional<Incident> find(soci::session& sql, long long id);
std::vector<Incident> page(soci::session& sql, const PageRequest& page);

}  // namespace secours::privacy::incident_rows
