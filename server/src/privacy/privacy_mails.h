#pragma once

#include <vector>

#include "auth/user.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "documents/document.h"

namespace secours::privacy {

// The confirmation of an account's deletion, to the address it had: what was erased, and the receipts and
// credit notes tax law keeps (number, date, total) for six years, detached from the account.
void queue_account_deleted_mail(soci::session& sql, const core::Config& config, const auth::User& person,
                                const std::vector<documents::DocumentSummary>& kept, long long now);

}  // namespace secours::privacy
