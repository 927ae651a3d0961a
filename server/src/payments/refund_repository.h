#pragma once

#include <optional>
#include <string>
#include <vector>

#include "payments/refund.h"

namespace soci {
class session;
}

namespace secours::payments::refund_rows {

// SQL for booking_refunds; every function takes the caller's session (and so its transaction). State
// changes are conditional UPDATEs that report whether they applied, so that the admin's request, the
// webhook and the recovery job finishing one refund at once finish it once.

// A new refund as given (status pending or failed); returns its id.
long long insert(soci::session& sql, const Refund& refund);
std::optional<Refund> find(soci::session& sql, long long id);
std::optional<Refund> find_by_stripe_id(soci::session& sql, const std::string& stripe_refund_id);
// The refunds of these bookings, oldest first, with their credit notes' numbers.
std::vector<Refund> for_bookings(soci::session& sql, const std::vector<long long>& booking_ids);

// What the booking's pending and succeeded refunds take from its payment.
long long committed_cents(soci::session& sql, long long booking_id);
// What the booking's succeeded refunds gave back.
long long succeeded_cents(soci::session& sql, long long booking_id);

// pending → succeeded; stores the Stripe id when given and the row has none.
bool mark_succeeded(soci::session& sql, long long id, const std::string& stripe_refund_id, long long now);
// pending → failed with the reason.
bool mark_failed(soci::session& sql, long long id, const std::string& message, long long now);
void set_credit_note(soci::session& sql, long long id, long long credit_note_id);
// Records Stripe's id on a refund that has none yet; false otherwise.
bool set_stripe_id(soci::session& sql, long long id, const std::string& stripe_refund_id);

// Pending card refunds Stripe never answered (no Stripe id) last asked before `attempted_before`,
// oldest first.
std::vector<Refund> unanswered(soci::session& sql, long long attempted_before, int limit);
// Takes the next attempt of an unanswered refund: true for one caller only (the one that finds
// attempted_at still at `last_attempt`).
bool claim_attempt(soci::session& sql, long long id, long long last_attempt, long long now);

}  // namespace secours::payments::refund_rows
