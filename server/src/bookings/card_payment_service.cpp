#include "bookings/card_payment_service.h"

#include <spdlog/spdlog.h>

#include <optional>

#include "bookings/booking_documents.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_transitions.h"
#include "bookings/seats.h"

namespace secours::bookings {

namespace {

// The booking a PaymentIntent event is about, locked for the rest of the transaction so that the
// hold expiry cannot change it under us: only ids from the payload, and both must agree.
std::optional<Booking> booking_of(soci::session& sql, const CardPaymentEvent& intent) {
  if (intent.booking_id == 0) return std::nullopt;
  auto booking = booking_rows::find_locked(sql, intent.booking_id);
  if (!booking || booking->payment_intent_id != intent.intent_id) {
    spdlog::warn("Stripe event for unknown PaymentIntent {} (booking {})", intent.intent_id,
                 intent.booking_id);
    return std::nullopt;
  }
  return booking;
}

}  // namespace

void apply_card_payment(soci::session& sql, const core::Config& config, const CardPaymentEvent& intent,
                        long long now) {
  auto booking = booking_of(sql, intent);
  if (!booking) return;
  if (intent.amount != booking->amounts.total_cents || intent.currency != "cad") {
    spdlog::error("booking {}: Stripe reports {} {} but the total is {} cad", booking->id, intent.amount,
                  intent.currency, booking->amounts.total_cents);
    booking_rows::add_event(sql, booking->id, 0, "payment-amount-mismatch",
                            std::to_string(intent.amount) + " " + intent.currency, now);
    return;
  }
  if (!booking_rows::mark_paid_by_card(sql, booking->id, booking->payment_intent_id, now)) return;
  booking_rows::add_event(sql, booking->id, 0, "payment-received", booking->payment_intent_id, now);
  // Every payment has its receipt, whether or not the booking keeps a seat.
  auto receipt = issue_receipt(sql, config, *booking, now);
  // The row is locked and fresh. Paid after the hold lapsed: take the seat again if one is free.
  bool seated = is_active(booking->status);
  if (booking->status == BookingStatus::cancelled) seated = restore_hold(sql, *booking, now);
  if (!seated) {
    // Paid, no seat: the customer is told the truth and the office must act.
    flag_paid_without_seat(sql, *booking, now);
    spdlog::warn("booking {} was paid while {} and has no seat: refund needed", booking->id,
                 booking_status_names(booking->status));
    BookingMails(sql, config, now).paid_without_seat(*booking_rows::find(sql, booking->id), receipt);
    return;
  }
  // (A hold restored above is pending again: approved as any other.)
  approve_on_payment(sql, config, *booking_rows::find(sql, booking->id), now);
  booking_rows::enroll(sql, booking->id, now);
  auto updated = booking_rows::find(sql, booking->id);
  BookingMails(sql, config, now).payment_received(*updated, receipt);
}

void apply_card_payment_failure(soci::session& sql, const CardPaymentEvent& intent, long long now) {
  auto booking = booking_of(sql, intent);
  if (!booking) return;
  std::string message = intent.error_message.empty() ? "Payment failed" : intent.error_message;
  booking_rows::set_payment_error(sql, booking->id, message.substr(0, 500), now);
  booking_rows::add_event(sql, booking->id, 0, "payment-failed", message.substr(0, 500), now);
}

}  // namespace secours::bookings
