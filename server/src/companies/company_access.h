#pragma once

#include "auth/user.h"
#include "companies/company.h"
#include "db/session_fwd.h"

namespace secours::companies {

// The company, when `user` may act on it: one of its managers, or the office. To anyone else it does not
// exist: 404 not-found, as for an unknown id.
Company accessible_company(soci::session& sql, const auth::User& user, long long company_id);

}  // namespace secours::companies
