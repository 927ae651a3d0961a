// The admin's side of BookingService (declared in booking_service.h).
#include <algorithm>

#include "bookings/booking_documents.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "bookings/booking_transitions.h"
#include "common/errors.h"
#include "common/text_keys.h"
#include "db/transaction.h"

namespace secours::bookings {

namespace {

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such booking."); }

// Compared without case or accents, like the catalogue's search.
bool matches(const Booking& booking, const std::string& key) {
  std::string text = booking.first_name + " " + booking.last_name + "\n" + booking.email + "\n" +
                     booking.course_title_fr + "\n" + booking.course_title_en + "\n" + booking.reference;
  if (booking.interac_reference != 0) text += "\n" + std::to_string(booking.interac_reference);
  return text::search_key(text).find(key) != std::string::npos;
}

}  // namespace

AdminBookings BookingService::search(const std::string& search, std::optional<BookingStatus> status) {
  auto sql = db::connection(context_.database);
  AdminBookings result;
  result.bookings = booking_rows::list_by_status(*sql, status);
  std::string key = text::search_key(search);
  if (!key.empty()) {
    std::erase_if(result.bookings, [&key](const Booking& booking) { return !matches(booking, key); });
  }
  result.counts = booking_rows::count_by_status(*sql);
  return result;
}

Booking BookingService::decide(long long id, BookingStatus decision, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // Locked, then decided on: a move or a payment racing this decision waits, or has committed and is
  // seen (its session, its payment).
  auto booking = booking_rows::find_locked(sql, id);
  if (!booking) not_found();
  if (!booking_rows::change_status(sql, id, BookingStatus::pending, decision, now)) {
    throw errors::Conflict("invalid-transition", "Only a pending booking can be approved or rejected.");
  }
  booking_rows::add_event(sql, id, admin_id, booking_status_names.text(decision), "", now);
  if (decision == BookingStatus::rejected) {
    booking_rows::release_seat(sql, *booking);
    // Paid and now without a seat: listed first for the office until the money goes back (decision 014).
    if (booking->payment_status == PaymentStatus::paid) flag_paid_without_seat(sql, *booking, now);
  } else {
    booking_rows::enroll(sql, id, now);
  }
  auto updated = booking_rows::find(sql, id);
  queue_decision_mail(sql, context_.config, *updated, now);
  tx.commit();
  return *updated;
}

Booking BookingService::mark_paid(long long id, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // Locked: the receipt is drawn from the row as it is now (a move racing this waits or is seen).
  auto booking = booking_rows::find_locked(sql, id);
  if (!booking) not_found();
  if (!booking_rows::mark_paid_manually(sql, id, now)) {
    throw errors::Conflict("invalid-transition",
                           "Only an unpaid Interac or cash booking can be marked paid.");
  }
  booking_rows::add_event(sql, id, admin_id, "payment-received", "", now);
  // Every payment has its receipt, whether or not the booking still holds a seat.
  auto receipt = issue_receipt(sql, context_.config, *booking, now);
  // The money arrived after the booking ended: recorded, receipted, and flagged for its refund.
  const bool seated = is_active(booking->status);
  if (seated) {
    booking_rows::enroll(sql, id, now);
  } else {
    flag_paid_without_seat(sql, *booking, now);
  }
  auto updated = booking_rows::find(sql, id);
  if (seated) {
    queue_payment_received_mail(sql, context_.config, *updated, receipt, now);
  } else {
    queue_paid_without_seat_mails(sql, context_.config, *updated, receipt, now);
  }
  tx.commit();
  return *updated;
}

Booking BookingService::refund_handled(long long id, const std::string& note, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  if (!booking_rows::find(sql, id)) not_found();
  if (!booking_rows::set_refund_needed(sql, id, false, now)) {
    throw errors::Conflict("invalid-transition", "This booking is not waiting for a refund.");
  }
  booking_rows::add_event(sql, id, admin_id, "refund-handled", note, now);
  auto updated = booking_rows::find(sql, id);
  tx.commit();
  return *updated;
}

}  // namespace secours::bookings
