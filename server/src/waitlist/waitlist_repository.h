#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "waitlist/waitlist_entry.h"

namespace secours::waitlist::entry_rows {

// SQL of the waiting lists; each function takes the caller's session (and transaction). State changes
// are conditional UPDATEs reporting whether they applied, so two instances never apply one twice.

// nullopt when the person is already in this session's line (inside a savepoint).
std::optional<long long> insert(soci::session& sql, const Entry& entry);
std::optional<Entry> find(soci::session& sql, long long id);
// The session's line: waiting and offered entries first in their order, then the others, newest first;
// `page` over the whole list by queue_order.
std::vector<Entry> for_session(soci::session& sql, long long session_id, const PageRequest& page);
// The next waiting entry whose seats fit in `free_seats`.
// Locks the entries still waiting or holding an offer (before the session's row, as a booking by an offer
// takes them).
void lock_open_for_session(soci::session& sql, long long session_id);
// The entries still waiting or holding an offer (a cancelled session's, issue 44).
std::vector<Entry> open_for_session(soci::session& sql, long long session_id);
// waiting | offered → removed, its held seats forgotten (the session is cancelled: nothing to give back).
bool close_for_cancelled_session(soci::session& sql, long long id, long long now);
std::optional<Entry> next_fitting(soci::session& sql, long long session_id, int free_seats);
// Scheduled sessions not yet begun with someone waiting and a free seat.
std::vector<long long> sessions_to_offer(soci::session& sql, long long now, int limit);
// Offers whose time ran out.
std::vector<long long> lapsed_offers(soci::session& sql, long long now, int limit);

bool offer(soci::session& sql, long long id, const std::string& offer_token_hash, long long now,
           long long expires_at);
// offered → `to` (declined, expired, removed, left, or waiting again for a skip); the held seats are the
// caller's to give back (`held` tells how many were). For expired, only when the offer lapsed by `now`.
bool end_offer(soci::session& sql, long long id, EntryStatus to, long long now, int& held);
// waiting → removed or left.
bool end_waiting(soci::session& sql, long long id, EntryStatus to, long long now);
// One held seat booked: offered → booked when it was the last.
bool use_seat(soci::session& sql, long long id, long long now);
// Sends the entry to the end of its session's line.
void move_to_end(soci::session& sql, long long id, long long session_id);
// The session's free seats (capacity − seats_taken) when it is scheduled and not begun; 0 otherwise.
int free_seats(soci::session& sql, long long session_id, long long now);
// Every entry of the address (lower case), oldest first: a person's data export.
std::vector<Entry> for_email(soci::session& sql, const std::string& email_key);
// The address of an erased person leaves the lines.
void forget_email(soci::session& sql, const std::string& email_key, const std::string& replacement);

}  // namespace secours::waitlist::entry_rows
