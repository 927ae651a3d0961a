#pragma once

#include <nlohmann/json.hpp>

#include "consents/consent.h"

namespace secours::privacy {

// A consent as the API shows it (Consent in api/openapi.yaml).
nlohmann::json consent_json(const consents::Consent& consent);

}  // namespace secours::privacy
