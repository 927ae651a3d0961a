#include "payments/refund_ledger_service.h"

#include "payments/refund_repository.h"

namespace secours::payments {

long long record_refund(soci::session& sql, const Refund& refund) { return refund_rows::insert(sql, refund); }

std::optional<Refund> find_refund(soci::session& sql, long long id) { return refund_rows::find(sql, id); }

std::optional<Refund> find_refund_by_stripe_id(soci::session& sql, const std::string& stripe_refund_id) {
  return refund_rows::find_by_stripe_id(sql, stripe_refund_id);
}

std::vector<Refund> refunds_of_bookings(soci::session& sql, const std::vector<long long>& booking_ids) {
  return refund_rows::for_bookings(sql, booking_ids);
}

long long committed_refund_cents(soci::session& sql, long long booking_id) {
  return refund_rows::committed_cents(sql, booking_id);
}

long long refunded_cents(soci::session& sql, long long booking_id) {
  return refund_rows::succeeded_cents(sql, booking_id);
}

bool mark_refund_succeeded(soci::session& sql, long long id, const std::string& stripe_refund_id,
                           long long now) {
  return refund_rows::mark_succeeded(sql, id, stripe_refund_id, now);
}

bool mark_refund_failed(soci::session& sql, long long id, const std::string& message, long long now) {
  return refund_rows::mark_failed(sql, id, message, now);
}

void attach_credit_note(soci::session& sql, long long refund_id, long long credit_note_id) {
  refund_rows::set_credit_note(sql, refund_id, credit_note_id);
}

bool attach_stripe_refund_id(soci::session& sql, long long id, const std::string& stripe_refund_id) {
  return refund_rows::set_stripe_id(sql, id, stripe_refund_id);
}

std::vector<Refund> unanswered_refunds(soci::session& sql, long long attempted_before, int limit) {
  return refund_rows::unanswered(sql, attempted_before, limit);
}

bool claim_refund_attempt(soci::session& sql, long long id, long long last_attempt, long long now) {
  return refund_rows::claim_attempt(sql, id, last_attempt, now);
}

}  // namespace secours::payments
