#pragma once

#include "auth/user.h"
#include "core/context.h"
#include "core/paging.h"
#include "privacy/incident.h"

namespace secours::privacy {

// The register of confidentiality incidents, for the office: recorded and corrected, never deleted (the
// Commission may ask for it; the regulation keeps an entry five years). Each method owns its transaction.
class IncidentService {
 public:
  explicit IncidentService(core::Context& context) : context_(context) {}

  Incident record(const auth::User& admin, const IncidentFields& fields);
  // 404 incident-not-found.
  Incident correct(long long id, const IncidentFields& fields);
  Incident get(long long id);
  core::Page<Incident> list(const PageRequest& page);

 private:
  core::Context& context_;
};

}  // namespace secours::privacy
