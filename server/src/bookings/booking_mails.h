#pragma once

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "documents/document.h"

namespace secours::bookings {

// Queues a booking's mails in the caller's transaction (see mail::enqueue), in the booking's language.
class BookingMails {
 public:
  BookingMails(soci::session& sql, const core::Config& config, long long now)
      : sql_(sql), config_(config), now_(now) {}

  // To the customer (with the link to the booking's page, carrying `access_token`, and the .ics of a
  // session) and to the office.
  void created(const Booking& booking, const std::string& access_token);
  // To an attendee of a team booking who has an address: their seat, booked by `company_name`.
  void team_seat(const Booking& booking, const std::string& company_name);
  // To the attendee of a team seat that was cancelled, when they have an address.
  void team_seat_cancelled(const Booking& booking, const std::string& company_name);
  // To the customer, with the payment's receipt as a PDF.
  void payment_received(const Booking& booking, const documents::Document& receipt);
  // To the customer (with the receipt as a PDF) and to the office: a card payment arrived but the
  // booking has no seat.
  void paid_without_seat(const Booking& booking, const documents::Document& receipt);
  // To the customer: one of the booking's documents again, as a PDF.
  void document_again(const Booking& booking, const documents::Document& document);
  // To the customer: a refund of `amount_cents` went through, with its credit note as a PDF when it has one.
  void refund(const Booking& booking, long long amount_cents, const documents::Document* credit_note);
  // Approved or rejected, by the booking's status.
  void decision(const Booking& booking);
  void session_cancelled(const Booking& booking);
  void session_confirmed(const Booking& booking);
  // To the customer, and to the office when the customer did it (`by`). `calendar_sequence` numbers the
  // change for the event in the customer's calendar.
  void cancelled(const Booking& booking, const Actor& by, int calendar_sequence);
  void moved(const Booking& before, const Booking& after, const Actor& by, int calendar_sequence);

 private:
  soci::session& sql_;
  const core::Config& config_;
  long long now_;
};

}  // namespace secours::bookings
