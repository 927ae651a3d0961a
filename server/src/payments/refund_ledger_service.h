#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"
#include "payments/refund.h"

namespace secours::payments {

// The refunds' ledger (table booking_refunds), owned by payments: what the checkout's refund paths and
// the bookings' views read and record, each inside the caller's transaction (docs/decisions/022-refunds.md).
// Every change of state is a conditional UPDATE that says whether it applied, so that the office's
// request, the webhook and the recovery job finishing one refund at once finish it once. The ledger has
// no rule beyond its statements: these functions are its SQL (refund_repository.cpp), the one way in.

// Records a new refund (pending or failed); returns its id.
long long record_refund(soci::session& sql, const Refund& refund);
std::optional<Refund> find_refund(soci::session& sql, long long id);
std::optional<Refund> find_refund_by_stripe_id(soci::session& sql, const std::string& stripe_refund_id);
// The refunds of these bookings, oldest first, with their credit notes' numbers.
std::vector<Refund> refunds_of_bookings(soci::session& sql, const std::vector<long long>& booking_ids);
// What the booking's pending and succeeded refunds take from its payment.
long long committed_refund_cents(soci::session& sql, long long booking_id);
// What the booking's succeeded refunds gave back.
long long refunded_cents(soci::session& sql, long long booking_id);
// pending → succeeded, keeping Stripe's id when given and the refund has none.
bool mark_refund_succeeded(soci::session& sql, long long id, const std::string& stripe_refund_id,
                           long long now);
// pending → failed, with the reason.
bool mark_refund_failed(soci::session& sql, long long id, const std::string& message, long long now);
void attach_credit_note(soci::session& sql, long long refund_id, long long credit_note_id);
// Records Stripe's id on a refund that has none yet; false otherwise.
bool attach_stripe_refund_id(soci::session& sql, long long id, const std::string& stripe_refund_id);
// Pending card refunds Stripe never answered (no Stripe id), last asked before `attempted_before`, oldest
// first.
std::vector<Refund> unanswered_refunds(soci::session& sql, long long attempted_before, int limit);
// Takes the next attempt of an unanswered refund: true for one caller only (the one that finds
// attempted_at still at `last_attempt`).
bool claim_refund_attempt(soci::session& sql, long long id, long long last_attempt, long long now);

}  // namespace secours::payments
