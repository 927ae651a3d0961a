// Stripe's refund events (apply_stripe_refund, declared in refund_service.h).
#include <spdlog/spdlog.h>

#include "bookings/booking_record_service.h"
#include "checkout/refund_completion.h"
#include "checkout/refund_service.h"
#include "common/display_format.h"
#include "payments/refund_ledger_service.h"

namespace secours::checkout {

using namespace payments;  // Stripe's client, refund rows: the payments this module orchestrates

namespace {

// Stripe's text, read: an unknown status moves nothing.
std::optional<StripeRefundStatus> status_of(const StripeRefundEvent& event) {
  return stripe_refund_status_names.parse(event.status);
}
bool money_moved(const StripeRefundEvent& event) {
  return status_of(event) && !ended_badly(status_of(event));
}
bool succeeded(const StripeRefundEvent& event) { return status_of(event) == StripeRefundStatus::succeeded; }

// Something Stripe says that our books cannot take as it is: kept in the booking's history and flagged for
// the office, which checks Stripe's dashboard.
void flag_for_office(soci::session& sql, const bookings::Booking& booking, const std::string& what,
                     long long now) {
  spdlog::error("booking {}: {}", booking.id, what);
  bookings::record_booking_event(sql, booking.id, 0, "refund-to-check", what, now);
  bookings::flag_refund_needed(sql, booking.id, true, now);
}

void apply_to_ours(soci::session& sql, const core::Config& config, const bookings::Booking& booking,
                   const Refund& refund, const StripeRefundEvent& event, long long now) {
  if (!refund.stripe_refund_id.empty() && refund.stripe_refund_id != event.stripe_refund_id) {
    spdlog::warn("refund {} is Stripe's {}, not {}: event ignored", refund.id, refund.stripe_refund_id,
                 event.stripe_refund_id);
    return;
  }
  if (succeeded(event) && refund.status == RefundStatus::failed) {
    flag_for_office(sql, booking,
                    "Stripe reports refund " + event.stripe_refund_id + " succeeded, recorded failed", now);
  } else if (succeeded(event)) {
    complete_refund(sql, config, booking, refund, event.stripe_refund_id, now);  // nothing when already done
  } else if (ended_badly(status_of(event)) && refund.status == RefundStatus::succeeded) {
    flag_for_office(sql, booking,
                    "Stripe reports refund " + event.stripe_refund_id + " " + event.status +
                        " after it succeeded (credit note issued)",
                    now);
  } else if (ended_badly(status_of(event))) {
    fail_refund(sql, refund, event.failure_reason.empty() ? "Stripe: " + event.status : event.failure_reason,
                now);
  }
  payments::attach_stripe_refund_id(sql, refund.id, event.stripe_refund_id);
}

// A refund made in Stripe's dashboard: recorded against the booking like one of ours, so that the books,
// the credit notes and what is left to refund stay true.
void record_from_dashboard(soci::session& sql, const core::Config& config, const bookings::Booking& booking,
                           const StripeRefundEvent& event, long long now) {
  if (!money_moved(event)) return;
  const long long refundable =
      booking.amounts.total_cents - payments::committed_refund_cents(sql, booking.id);
  if (event.currency != "cad" || booking.payment_status == bookings::PaymentStatus::awaiting_payment ||
      event.amount_cents <= 0 || event.amount_cents > refundable) {
    flag_for_office(sql, booking,
                    "Stripe refund " + event.stripe_refund_id + " of " + std::to_string(event.amount_cents) +
                        " " + event.currency + " not recorded: " + std::to_string(refundable) +
                        " cents were left to refund",
                    now);
    return;
  }
  Refund refund;
  refund.booking_id = booking.id;
  refund.amount_cents = event.amount_cents;
  refund.method = PaymentMethod::card;
  refund.status = RefundStatus::pending;
  refund.reason = "other";
  refund.stripe_refund_id = event.stripe_refund_id;
  refund.created_at = refund.attempted_at = now;
  refund.id = payments::record_refund(sql, refund);
  bookings::record_booking_event(sql, booking.id, 0, "refund-from-stripe",
                                 event.stripe_refund_id + " — " + format_money(refund.amount_cents, "fr"),
                                 now);
  if (succeeded(event)) complete_refund(sql, config, booking, refund, event.stripe_refund_id, now);
}

}  // namespace

void apply_stripe_refund(soci::session& sql, const core::Config& config, const StripeRefundEvent& event,
                         long long now) {
  // Ours by the metadata we sent, or by the Stripe id we recorded; otherwise made in Stripe's dashboard.
  std::optional<Refund> ours;
  if (event.refund_id != 0) ours = payments::find_refund(sql, event.refund_id);
  if (ours && ours->booking_id != event.booking_id) ours.reset();
  if (!ours) ours = payments::find_refund_by_stripe_id(sql, event.stripe_refund_id);
  auto booking = ours ? bookings::lock_booking(sql, ours->booking_id)
                      : bookings::lock_booking_paid_by(sql, event.payment_intent_id);
  if (!booking || booking->payment_intent_id != event.payment_intent_id) {
    spdlog::warn("Stripe refund {} of unknown PaymentIntent {}: ignored", event.stripe_refund_id,
                 event.payment_intent_id);
    return;
  }
  // Read again under the booking's lock: another event or the admin's request may have just ended it.
  ours = ours ? payments::find_refund(sql, ours->id)
              : payments::find_refund_by_stripe_id(sql, event.stripe_refund_id);
  if (ours) {
    apply_to_ours(sql, config, *booking, *ours, event, now);
  } else {
    record_from_dashboard(sql, config, *booking, event, now);
  }
}

}  // namespace secours::checkout
