#include "bookings/booking_transitions.h"

#include "bookings/booking_documents.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "common/errors.h"

namespace secours::bookings {

void flag_paid_without_seat(soci::session& sql, const Booking& locked, long long now) {
  if (!booking_rows::set_refund_needed(sql, locked.id, true, now)) return;
  booking_rows::add_event(sql, locked.id, 0, "paid-without-seat", booking_status_names.text(locked.status),
                          now);
}

void approve_on_payment(soci::session& sql, const core::Config& config, const Booking& locked,
                        long long now) {
  // A booking on request holds no seat yet: the office still picks its date.
  if (!config.approve_on_payment || locked.status != BookingStatus::pending || locked.session_id == 0) return;
  if (!booking_rows::change_status(sql, locked.id, BookingStatus::pending, BookingStatus::approved, now))
    return;
  booking_rows::add_event(sql, locked.id, 0, "approved", "paid", now);
}

Booking record_manual_payment(soci::session& sql, const core::Config& config, const Booking& locked,
                              long long admin_id, long long now) {
  if (!booking_rows::mark_paid_manually(sql, locked.id, now)) {
    throw errors::Conflict("invalid-transition",
                           "Only an unpaid Interac or cash booking can be marked paid.");
  }
  booking_rows::add_event(sql, locked.id, admin_id, "payment-received", "", now);
  // Every payment has its receipt, whether or not the booking still holds a seat.
  auto receipt = issue_receipt(sql, config, locked, now);
  // The money arrived after the booking ended: recorded, receipted, and flagged for its refund.
  const bool seated = is_active(locked.status);
  if (seated) {
    approve_on_payment(sql, config, locked, now);
    booking_rows::enroll(sql, locked.id, now);
  } else {
    flag_paid_without_seat(sql, locked, now);
  }
  auto updated = booking_rows::find(sql, locked.id);
  if (seated) {
    BookingMails(sql, config, now).payment_received(*updated, receipt);
  } else {
    BookingMails(sql, config, now).paid_without_seat(*updated, receipt);
  }
  return *updated;
}

void settle_free_booking(soci::session& sql, const core::Config& config, const Booking& booking,
                         long long now) {
  if (booking.amounts.total_cents != 0 || !booking_rows::mark_paid_manually(sql, booking.id, now)) return;
  booking_rows::add_event(sql, booking.id, booking.user_id, "payment-received", "free", now);
  issue_receipt(sql, config, booking, now);
  booking_rows::enroll(sql, booking.id, now);
}

}  // namespace secours::bookings
