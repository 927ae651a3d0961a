#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "consents/consent.h"
#include "db/session_fwd.h"

namespace secours::consents {

// SQL for consents and unsubscribe links; every function takes the caller's session. Addresses are
// compared in lower case.
namespace consent_rows {

void insert(soci::session& sql, const std::string& email, std::optional<long long> user_id, Kind kind,
            const std::string& wording_version, const std::string& source, long long now);
// Whether the address has a news consent in force.
bool news_in_force(soci::session& sql, const std::string& email);
// Closes every news consent of the address in force; how many.
long long withdraw_news(soci::session& sql, const std::string& email, const std::string& via, long long now);
// The address's consents, newest first (a person's own history; at most a few per booking).
std::vector<Consent> for_email(soci::session& sql, const std::string& email);
// One page of every consent, newest first, of one address and/or one kind when given.
std::vector<Consent> page(soci::session& sql, const std::string& email, std::optional<Kind> kind,
                          const PageRequest& page);
// Guests' terms acceptances older than `before`, with their bookings' details (retention).
void remove_guest_terms_before(soci::session& sql, long long before);
// The erasure of a person: their consents go with them.
void remove_for_email(soci::session& sql, const std::string& email);

void insert_unsubscribe_link(soci::session& sql, const std::string& token_hash, const std::string& email,
                             long long now);
// The address of an unsubscribe link, whatever its age until the retention purges it.
std::optional<std::string> unsubscribe_email(soci::session& sql, const std::string& token_hash);
void remove_unsubscribe_links(soci::session& sql, const std::string& email);
// Links created before `before`; how many.
long long remove_unsubscribe_links_before(soci::session& sql, long long before);

}  // namespace consent_rows
}  // namespace secours::consents
