#pragma once

#include <map>
#include <string>
#include <string_view>

#include "bookings/booking_status.h"

#include "db/database.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// The office's counts of every booking by status, kept with each change (decision 061): exact at any
// size and read in one small statement. Written by the bookings repository only, in the transaction of
// the change it counts.
namespace booking_rows {

// The name under which the bookings waiting for a refund are counted (beside the statuses' names).
inline constexpr std::string_view refund_needed_tally = "refund-needed";

// Adds `delta` to a count, inside the caller's transaction.
void tally(soci::session& sql, std::string_view name, long long delta);
// A status change of one booking: one less `from`, one more `to`.
void tally_move(soci::session& sql, BookingStatus from, BookingStatus to);

// Every count by name ("pending", …, refund_needed_tally); a name never counted is absent.
std::map<std::string, long long> tallies(soci::session& sql);

}  // namespace booking_rows

// Folds the counts' rows into one per name, in its own transaction: the rows it deletes are the rows it
// sums (one statement), so instances folding at once, or a change committing meanwhile, lose nothing.
// Returns how many rows it folded: none below `from_rows` (a read sums a few rows in a moment).
long long fold_booking_tallies(db::Database& database, long long from_rows = 64);

// Counts every booking again from the table (the demo's bulk seeding writes bookings without tallies).
void recount_booking_tallies(soci::session& sql);

}  // namespace secours::bookings
