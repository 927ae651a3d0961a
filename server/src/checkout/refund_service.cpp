#include "checkout/refund_service.h"

#include <spdlog/spdlog.h>

#include "bookings/booking_record_service.h"
#include "checkout/refund_completion.h"
#include "common/display_format.h"
#include "common/errors.h"
#include "db/transaction.h"
#include "payments/refund_ledger_service.h"
#include "payments/stripe_client.h"

namespace secours::checkout {

using namespace payments;  // Stripe's client, refund rows: the payments this module orchestrates

namespace {

// One key per refund row: asking Stripe again about the same row (after a crash, a lost connection or by
// the recovery job) gets the refund it already made, never a second one.
std::string idempotency_key(long long refund_id) { return "refund-" + std::to_string(refund_id); }

bookings::Booking locked_booking(soci::session& sql, long long id) {
  auto booking = bookings::lock_booking(sql, id);
  if (!booking) throw errors::NotFound("not-found", "No such booking.");
  return *booking;
}

long long refundable_cents(soci::session& sql, const bookings::Booking& booking) {
  return booking.amounts.total_cents - payments::committed_refund_cents(sql, booking.id);
}

// Records a pending refund of the locked booking's payment, within what its pending and succeeded
// refunds have left: two refunds of one booking queue on its row lock, so they never add up to more.
Refund open_refund(soci::session& sql, const bookings::Booking& booking, const RefundRequest& request,
                   long long actor, long long now) {
  const bool paid =
      booking.payment_status != bookings::PaymentStatus::awaiting_payment && booking.paid_at != 0;
  if (!paid || (booking.payment_method == PaymentMethod::card && booking.payment_intent_id.empty())) {
    throw errors::Conflict("booking-not-refundable", "Only a paid booking can be refunded.");
  }
  const long long refundable = refundable_cents(sql, booking);
  const long long amount = request.amount_cents.value_or(refundable);
  if (amount <= 0 || amount > refundable) {
    throw errors::Conflict("refund-exceeds-payment", "At most " + std::to_string(refundable) +
                                                         " cents of this payment are left to refund.");
  }
  Refund refund;
  refund.booking_id = booking.id;
  refund.amount_cents = amount;
  refund.method = booking.payment_method;
  refund.status = RefundStatus::pending;
  refund.reason = request.reason;
  refund.note = request.note;
  refund.actor_user_id = actor;
  refund.created_at = refund.attempted_at = now;
  refund.id = payments::record_refund(sql, refund);
  if (refund.method == PaymentMethod::card) {
    bookings::record_booking_event(sql, booking.id, actor, "refund-requested", format_money(amount, "fr"),
                                   now);
  }
  return refund;
}

}  // namespace

bookings::Booking RefundService::refund(long long booking_id, const RefundRequest& request,
                                        long long admin_id) {
  const long long now = context_.clock.now();
  Refund refund;
  std::string intent;
  {
    db::Transaction tx(context_.database);
    auto booking = locked_booking(tx.sql(), booking_id);
    if (booking.payment_method == PaymentMethod::card && !context_.config.card_payments()) {
      throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
    }
    refund = open_refund(tx.sql(), booking, request, admin_id, now);
    // Interac and cash: the office has sent the money back by hand, so the refund is done.
    if (refund.method != PaymentMethod::card)
      complete_refund(tx.sql(), context_.config, booking, refund, "", now);
    intent = booking.payment_intent_id;
    tx.commit();
  }
  if (refund.method == PaymentMethod::card) {
    if (auto error = ask_stripe(refund, intent))
      throw errors::HttpError(502, "payment-provider-error", *error);
  }
  auto sql = db::connection(context_.database);
  return *bookings::find_booking(*sql, booking_id);
}

std::optional<Refund> RefundService::refund_for_customer_cancellation(const bookings::Booking& booking) {
  // Interac and cash: not automatic; the office sends the money back by hand and records it.
  if (booking.payment_method != PaymentMethod::card || !context_.config.card_payments()) return std::nullopt;
  Refund refund;
  std::string intent;
  {
    db::Transaction tx(context_.database);
    auto locked = bookings::lock_booking(tx.sql(), booking.id);
    if (!locked || locked->payment_status != bookings::PaymentStatus::paid ||
        refundable_cents(tx.sql(), *locked) <= 0) {
      return std::nullopt;
    }
    refund = open_refund(tx.sql(), *locked, {std::nullopt, "cancellation", ""}, 0, context_.clock.now());
    intent = locked->payment_intent_id;
    tx.commit();
  }
  if (auto error = ask_stripe(refund, intent)) {
    // The cancellation stands; the office finishes the refund, the booking listed first until then.
    db::Transaction tx(context_.database);
    const long long now = context_.clock.now();
    if (bookings::flag_refund_needed(tx.sql(), booking.id, true, now)) {
      bookings::record_booking_event(tx.sql(), booking.id, 0, "automatic-refund-failed",
                                     error->substr(0, 500), now);
    }
    tx.commit();
  }
  auto sql = db::connection(context_.database);
  return payments::find_refund(*sql, refund.id);
}

std::size_t RefundService::resend_unanswered(int limit) {
  const long long now = context_.clock.now();
  std::vector<Refund> waiting;
  {
    auto sql = db::connection(context_.database);
    waiting = payments::unanswered_refunds(*sql, now - refund_unanswered_after, limit);
  }
  std::size_t asked = 0;
  for (const auto& refund : waiting) {
    std::string intent;
    {
      db::Transaction tx(context_.database);
      auto booking = bookings::lock_booking(tx.sql(), refund.booking_id);
      // Another instance may have taken this attempt, or Stripe's webhook ended the refund meanwhile.
      if (!booking || !payments::claim_refund_attempt(tx.sql(), refund.id, refund.attempted_at, now))
        continue;
      if (now - refund.created_at > refund_resend_window) {
        fail_refund(tx.sql(), refund,
                    "Stripe never answered; check Stripe's dashboard before refunding again.", now);
        bookings::flag_refund_needed(tx.sql(), booking->id, true, now);
        tx.commit();
        continue;
      }
      intent = booking->payment_intent_id;
      tx.commit();
    }
    spdlog::info("refund {} of booking {}: asking Stripe again", refund.id, refund.booking_id);
    ask_stripe(refund, intent);
    ++asked;
  }
  return asked;
}

std::optional<std::string> RefundService::ask_stripe(const Refund& refund,
                                                     const std::string& payment_intent_id) {
  StripeRefund answer;
  try {
    answer = create_refund(context_.config, {payment_intent_id, refund.amount_cents, refund.booking_id,
                                             refund.id, idempotency_key(refund.id)});
  } catch (const StripeError& error) {
    if (error.refused()) {
      record_answer(refund, "", StripeRefundStatus::failed, error.what());
      return std::string(error.what());
    }
    // Stripe may or may not have made it: the refund stays pending, and is asked again with the same key
    // (resend_unanswered) unless its webhook ends it first.
    spdlog::warn("refund {} of booking {}: no answer from Stripe; it will be asked again", refund.id,
                 refund.booking_id);
    return "The payment provider did not answer. The refund stays pending and is sent again automatically.";
  }
  // An unknown status leaves the refund pending, for Stripe's webhook to end.
  const auto status = stripe_refund_status_names.parse(answer.status).value_or(StripeRefundStatus::pending);
  record_answer(refund, answer.id, status, answer.failure_reason);
  if (ended_badly(status)) {
    return "The payment provider could not make the refund (" +
           (answer.failure_reason.empty() ? answer.status : answer.failure_reason) + ").";
  }
  return std::nullopt;
}

void RefundService::record_answer(const Refund& refund, const std::string& stripe_refund_id,
                                  StripeRefundStatus status, const std::string& failure) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto booking = bookings::lock_booking(sql, refund.booking_id);
  if (!booking) return;
  // Whatever ended first (this answer or Stripe's webhook) ends the refund; the other changes nothing.
  if (status == StripeRefundStatus::succeeded) {
    complete_refund(sql, context_.config, *booking, refund, stripe_refund_id, now);
  } else if (ended_badly(status)) {
    fail_refund(sql, refund, failure.empty() ? "Stripe: " + stripe_refund_status_names.text(status) : failure,
                now);
  }
  // Still pending at Stripe: its webhook ends it.
  if (!stripe_refund_id.empty()) payments::attach_stripe_refund_id(sql, refund.id, stripe_refund_id);
  tx.commit();
}

}  // namespace secours::checkout
