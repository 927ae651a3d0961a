#pragma once

#include <vector>

#include "auth/user.h"
#include "db/session_fwd.h"
#include "documents/document.h"

namespace secours::privacy {

// A person's erasure (Law 25), inside the caller's transaction: the account is deactivated and its
// personal data erased — profile, sign-in sessions, links and trusted browsers, names, contact details
// and special requests on its bookings (amounts, states and history stay for the accounts), certificates
// (their verification page then says they are no longer available), mails addressed to it, its email on
// bug reports, its seats as a company's manager, its consents and unsubscribe links, its address in the
// office's audit trail. The booking events record who did it (`actor_id`: the person themself or an admin).
// Certificates stay verifiable by their number only when the person chose so; otherwise their verification
// says they are no longer available. The erasure is final: it locks the account's row first, and nothing is
// attached to the account after it (auth::hold_active_account).
enum class Certificates { withdraw, keep_verifiable };
void erase_person(soci::session& sql, const auth::User& person, long long actor_id, long long now,
                  Certificates certificates = Certificates::withdraw);

// The receipts and credit notes of the person's bookings: what tax law keeps six years after an erasure,
// detached from the account (they keep the buyer's name as issued).
std::vector<documents::DocumentSummary> kept_documents(soci::session& sql, long long user_id);

}  // namespace secours::privacy
