#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "training/training.h"

namespace secours::training::quote_rows {

// SQL for quotes; every function takes the caller's session (and so its transaction).

// A new version (its lines and days with it); its id.
long long insert(soci::session& sql, const Quote& quote, const std::string& token_hash);
// Replaces a draft's facts, lines and days; false when it is no longer a draft.
bool update_draft(soci::session& sql, const Quote& quote, long long now);
std::optional<Quote> find(soci::session& sql, long long id);
// The quote, its row locked until the caller's transaction ends.
std::optional<Quote> find_locked(soci::session& sql, long long id);
// The quote when `token_hash` is its link's; none otherwise.
std::optional<Quote> find_by_token(soci::session& sql, long long id, const std::string& token_hash);
std::optional<Quote> find_by_session(soci::session& sql, long long session_id);
std::string token_hash_of(soci::session& sql, long long id);
// One page of the latest versions, newest first (one more row when a next page exists). `status`: stored
// status to keep, or "expired" (sent and valid until before `today`); empty: all.
std::vector<Quote> page(soci::session& sql, const std::string& status, const std::string& today,
                        const PageRequest& page);
std::vector<QuoteVersion> versions(soci::session& sql, const std::string& number);

// Guarded changes: each false when the quote was not in the state it needs.
// Draft or sent → sent with a new link (its token's hash).
bool mark_sent(soci::session& sql, long long id, long long now, const std::string& token_hash);
bool accept(soci::session& sql, long long id, const std::string& name, const std::string& title,
            const std::string& purchase_order, long long session_id, long long team_booking_id,
            long long now);
bool decline(soci::session& sql, long long id, const std::string& reason, long long now);
bool mark_replaced(soci::session& sql, long long id, long long replaced_by);
void set_invoice(soci::session& sql, long long id, long long invoice_id);

}  // namespace secours::training::quote_rows
