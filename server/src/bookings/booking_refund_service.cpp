#include "bookings/booking_refund_service.h"

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "common/display_format.h"
#include "payments/refund_ledger_service.h"

namespace secours::bookings {

void apply_refund(soci::session& sql, const core::Config& config, const Booking& booking,
                  const payments::Refund& refund, const documents::Document* credit_note, long long now) {
  const long long refunded = payments::refunded_cents(sql, booking.id);
  std::string detail = format_money(refund.amount_cents, "fr");
  if (credit_note) detail += " — " + credit_note->number;
  booking_rows::add_event(sql, booking.id, refund.actor_user_id, "refunded", detail, now);
  if (refunded >= booking.amounts.total_cents) {
    booking_rows::mark_refunded(sql, booking.id, now);
    // Paid without a seat and now refunded in full: nothing is left for the office to do.
    if (booking_rows::set_refund_needed(sql, booking.id, false, now)) {
      booking_rows::add_event(sql, booking.id, refund.actor_user_id, "refund-handled", "Remboursé en entier",
                              now);
    }
  }
  auto updated = booking_rows::find(sql, booking.id);
  BookingMails(sql, config, now).refund(*updated, refund.amount_cents, credit_note);
}

}  // namespace secours::bookings
