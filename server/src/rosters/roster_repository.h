#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"
#include "rosters/roster.h"

namespace secours::rosters::roster_rows {

// The session's attendees (its pending and approved bookings), by last name, with what is recorded.
std::vector<RosterAttendee> attendees(soci::session& sql, long long session_id);
// One attendee of the session; nullopt when the booking is not a standing one of that session.
std::optional<RosterAttendee> attendee(soci::session& sql, long long session_id, long long booking_id);
RosterState state(soci::session& sql, long long session_id);
// The roster's row, created when missing and locked until the transaction ends: every change of a
// roster takes it first, so a change and the signature never cross. True when it is finalized.
bool lock(soci::session& sql, long long session_id, long long now);
// Writes the entry with its version raised by one.
void save_entry(soci::session& sql, long long session_id, long long booking_id, const RosterEntry& entry,
                long long by, long long now);
void finalize(soci::session& sql, long long session_id, long long by, const std::string& signature,
              long long now);
void reopen(soci::session& sql, long long session_id, long long by, const std::string& reason, long long now);
// Retention (issue 27): the instructors' notes go with the special requests, after the session ended
// before `ended_before`; how many.
long long erase_notes(soci::session& sql, long long ended_before);
// A person's data export: the entries of their bookings, with each later day's check-in, soonest first.
std::vector<RecordedEntry> entries_of_account(soci::session& sql, long long user_id);
// A person's erasure: the notes on their bookings.
void erase_notes_of(soci::session& sql, long long user_id);

// The course's certifying body, in French (which instructor number a certificate prints).
std::string accreditation(soci::session& sql, long long course_id);

}  // namespace secours::rosters::roster_rows
