#include "privacy/consent_json.h"

#include "common/time_format.h"

namespace secours::privacy {

nlohmann::json consent_json(const consents::Consent& consent) {
  return {{"id", consent.id},
          {"email", consent.email},
          {"kind", consent.kind},
          {"wordingVersion", consent.wording_version},
          {"source", consent.source},
          {"givenAt", iso8601(consent.created_at)},
          {"withdrawnAt", consent.withdrawn_at ? nlohmann::json(iso8601(*consent.withdrawn_at)) : nullptr},
          {"withdrawnVia",
           consent.withdrawn_via.empty() ? nlohmann::json(nullptr) : nlohmann::json(consent.withdrawn_via)}};
}

}  // namespace secours::privacy
