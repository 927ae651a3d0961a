#pragma once

#include <nlohmann/json.hpp>

#include "core/config.h"
#include "privacy/personal_data.h"

namespace secours::privacy {

// donnees.json: the machine-readable copy of a person's data (the API's codes, ISO 8601 UTC times, amounts
// in cents). Its first keys are the API's contract (exportedAt, profile, bookings, documents, certificates,
// mails, consents, companies); issue 42 added payments, rosterEntries, enrollments, waitingList,
// employeeRecords, companyInvitations, instructorProfile and bugReports.
nlohmann::json export_json(const PersonalData& data, const core::Config& config, long long now);

}  // namespace secours::privacy
