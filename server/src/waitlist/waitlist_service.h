#pragma once

#include <string>
#include <vector>

#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "waitlist/waitlist_entry.h"

namespace secours::waitlist {

// Waiting lists of full sessions (issue 28, decision 052). Seats offered are held (counted in the
// session's seats_taken) for the person until they book them, decline, or the offer lapses; every change
// is a conditional UPDATE inside one transaction with the seats it takes or gives back, so that no seat
// is offered twice, lost between two offers, or oversold, whatever instance does it.
class WaitlistService {
 public:
  explicit WaitlistService(core::Context& context) : context_(context) {}

  // 409 `session-unavailable` (cancelled, begun, unknown), `session-not-full` (book it instead),
  // `already-waiting` (this address is in the line); rate limited per client address. Mails the
  // position and the link to leave.
  Entry join(long long session_id, const JoinRequest& request, const std::string& client_address);
  // With the token of the joining or the offer mail; 404 otherwise.
  Entry get(long long id, const std::string& token);
  // The person leaves the line, or declines the offer (its seats go to the next one).
  Entry leave(long long id, const std::string& token);

  // The office (the caller checks the role).
  core::Page<Entry> office_list(long long session_id, const PageRequest& page);
  // Offers the entry its seats now, out of turn; 409 `session-full` without enough free seats,
  // `invalid-transition` when it is not waiting.
  Entry office_offer(long long id);
  // Sends the entry to the end of the line (an offer it holds ends, its seats go to the next one).
  Entry office_skip(long long id);
  // Takes the entry out of the line (an offer it holds ends).
  Entry office_remove(long long id);

 private:
  core::Context& context_;
};

// The background task's work, on every instance: offers that lapsed end (their seats go back), and each
// session's free seats are offered to the next people whose seats fit. Returns the offers made.
int process_waitlists(core::Context& context);

// Inside a booking's transaction: one seat held by the offer becomes the booking's; 409
// `offer-unavailable` when the offer is not this token's, not for this session, used up or lapsed.
void use_offered_seat(soci::session& sql, long long entry_id, const std::string& token, long long session_id,
                      long long now);
// Someone waits for seats that are free now (their seats fit in them): those go to them first, by the next
// offer, not to a new booking. A person who wants more seats than are free blocks no one: the free seats
// stay bookable until enough free up for them (decision 052).
bool has_waiting(soci::session& sql, long long session_id, long long now);
// Before a session's cancellation takes the session's row: its line's open entries locked, in the order a
// booking by an offer takes them (the entry, then the session).
void lock_line_of(soci::session& sql, long long session_id);
// Inside a session's cancellation: everyone still in its line (waiting or holding an offer) is told and
// leaves it.
void close_for_cancelled_session(soci::session& sql, const core::Config& config, long long session_id,
                                 long long now);
// A person's data export (privacy/): every place in a line this address (any case) took, oldest first.
std::vector<Entry> entries_of_email(soci::session& sql, const std::string& email);
// The address of an erased person leaves the lines.
void forget_email(soci::session& sql, const std::string& email, const std::string& replacement);

}  // namespace secours::waitlist
