#pragma once

#include <string>

#include "bookings/booking.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// Stores a new booking under a fresh reference (and a fresh Interac code for an Interac booking), drawing
// again when the unique index catches a repeat; answers its id and leaves the codes kept in `booking`.
long long insert_booking(soci::session& sql, Booking& booking);

// A booking given to an address whose account already proved it is that account's at once, as the guest
// bookings of that address are (the others wait for the proof: link_guest_bookings).
void link_proven_account(soci::session& sql, const std::string& email, long long now);

}  // namespace secours::bookings
