#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "consents/consent.h"
#include "db/session_fwd.h"

namespace secours::consents {

// Consents recorded inside the caller's transaction (a booking's, a sign-up's), so that a booking never
// exists without the terms it accepted.

// The terms in force (common/legal.h terms_version) accepted, and the news box when ticked.
void record_acceptance(soci::session& sql, const std::string& email, std::optional<long long> user_id,
                       bool news, const std::string& source, long long now);

// The news and renewal reminders consent given (a no-op while one is in force): true when it was not.
bool give_news(soci::session& sql, const std::string& email, std::optional<long long> user_id,
               const std::string& source, long long now);

// Whether a mail needing consent (news, renewal reminders) may go to the address now.
bool may_send_news(soci::session& sql, const std::string& email);

// The links a mail needing consent carries to withdraw it in one click: `one_click` is the API's URL for the
// List-Unsubscribe header (RFC 8058: mail clients POST to it); `page` is the site's page for the body's link,
// which does the same and offers to undo it. A new token each mail; only its hash is stored.
struct UnsubscribeLinks {
  std::string one_click;
  std::string page;
};
UnsubscribeLinks unsubscribe_links(soci::session& sql, const std::string& public_url,
                                   const std::string& email, const std::string& language, long long now);

// The address's news consents in force end (`via`: the dashboard, an unsubscribe link); how many.
long long withdraw_news(soci::session& sql, const std::string& email, const std::string& via, long long now);
// The address an unsubscribe link (its token's SHA-256) was made for; nullopt when unknown or too old.
std::optional<std::string> unsubscribe_address(soci::session& sql, const std::string& token_hash);
// One page of every consent, newest first, of one address and/or one kind when given (the office).
std::vector<Consent> consents_page(soci::session& sql, const std::string& email, std::optional<Kind> kind,
                                   const PageRequest& page);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The consents given from this address, newest first (an export).
std::vector<Consent> consents_of(soci::session& sql, const std::string& email);
// Forgets the address: its consents and its unsubscribe links.
void forget_consents_of(soci::session& sql, const std::string& email);
// Retention: guests' acceptances of the terms before `before`; unsubscribe links made before `before`
// (how many).
void remove_guest_terms_before(soci::session& sql, long long before);
long long remove_unsubscribe_links_before(soci::session& sql, long long before);

}  // namespace secours::consents
