#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "bookings/admin_booking_filter.h"
#include "bookings/booking.h"
#include "common/paging.h"
#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// What the money around a booking (checkout/: card payments, refunds, the bank's Interac file) reads and
// writes of one booking inside its own transaction; the bookings' table stays the bookings feature's.

std::optional<Booking> find_booking(soci::session& sql, long long id);
// The booking, its row locked until the caller's transaction ends: two writers that decide from its
// state (a refund and the webhook, the hold's expiry and a payment) decide one after the other.
std::optional<Booking> lock_booking(soci::session& sql, long long id);
// The card booking paid through this PaymentIntent, locked like lock_booking.
std::optional<Booking> lock_booking_paid_by(soci::session& sql, const std::string& intent_id);
// The booking carrying this 7-digit Interac code (a bank transfer's memo); not locked.
std::optional<Booking> find_by_interac_code(soci::session& sql, long long code);
// An Interac or cash payment received for a booking locked by lock_booking: paid, its receipt issued
// and mailed (bookings/booking_transitions.h, record_manual_payment); the booking as it is now.
Booking record_payment_received(soci::session& sql, const core::Config& config, const Booking& locked,
                                long long by, long long now);
// A line of the booking's history; actor 0: the customer, Stripe or a background job.
void record_booking_event(soci::session& sql, long long booking_id, long long actor_user_id,
                          const std::string& action, const std::string& detail, long long now);
// Sets or clears the flag that asks the office to refund the booking by hand; false when it had that value.
bool flag_refund_needed(soci::session& sql, long long booking_id, bool needed, long long now);
// Stores the PaymentIntent of a pending, unpaid card booking; false otherwise (paid, cancelled, not a card).
bool attach_payment_intent(soci::session& sql, long long booking_id, const std::string& intent_id,
                           long long now);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The account's bookings, oldest first, with their documents and refunds.
std::vector<Booking> bookings_of_account(soci::session& sql, long long user_id);
// Blanks the names, contact details and typed reasons on the account's bookings (amounts, states,
// history and documents stay; `erased_email` replaces their address) and notes the erasure in each
// booking's history under `actor_id`.
void erase_account_bookings(soci::session& sql, long long user_id, const std::string& erased_email,
                            long long actor_id, long long now);
// Retention: special requests of sessions ended before `ended_before`; guests' details of bookings
// made before `created_before`. How many.
long long erase_special_requests(soci::session& sql, long long ended_before);
long long erase_old_guest_details(soci::session& sql, long long created_before, long long now);

// The office's read-only views (admin/, exports/; a student's record reads bookings_of_account).
// The office's list of `filter` read a page at a time (the bookings export): the filter is planned once,
// here (decision 039); the reader then reads one page, newest first, on the session it is given, with
// one row more than page.limit when another page follows.
using AdminPageReader = std::function<std::vector<Booking>(soci::session& sql, const PageRequest& page)>;
AdminPageReader admin_page_reader(soci::session& sql, const AdminBookingFilter& filter);
// Indexes up to `limit` bookings of the search's backlog (older than the index); how many it took.
int index_search_backlog(soci::session& sql, int limit);

}  // namespace secours::bookings
