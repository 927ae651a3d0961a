#pragma once

#include <string>
#include <utility>
#include <vector>

#include "db/session_fwd.h"

namespace secours::bookings::reminder_rows {

// SQL of the reminders before a class (issue 28, decision 051).

// Bookings holding a seat of a scheduled session that starts after `now` and by `until`, booked before
// the reminders' window of their session opened (`window_seconds` before it; those booked inside it got
// their confirmation with every detail), without a reminder for that session yet; soonest first.
std::vector<long long> due(soci::session& sql, long long now, long long until, long long window_seconds,
                           int limit);
// Records the booking's reminder for its session; false when one was already recorded (by another
// instance, or before a restart): whoever records it sends it, in the same transaction.
bool claim(soci::session& sql, long long booking_id, long long session_id, long long now);
// The name of the company whose team booking this is.
std::string team_company_name(soci::session& sql, long long team_booking_id);
// What to bring to the course, in French and English (empty: nothing said).
std::pair<std::string, std::string> what_to_bring(soci::session& sql, long long course_id);
// The reminder link's token (its SHA-256).
void set_token(soci::session& sql, long long booking_id, const std::string& token_hash);

}  // namespace secours::bookings::reminder_rows
