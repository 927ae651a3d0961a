#pragma once

#include "bookings/booking.h"

namespace secours::bookings {

// How the spreadsheets (the office's exports, a person's data) name a booking's states, in French or in
// English (issue 42: words, never the codes of the API).

inline const char* booking_status_label(BookingStatus status, bool french) {
  switch (status) {
    case BookingStatus::pending:
      return french ? "En attente" : "Pending";
    case BookingStatus::approved:
      return french ? "Approuvée" : "Approved";
    case BookingStatus::rejected:
      return french ? "Refusée" : "Rejected";
    case BookingStatus::cancelled:
      break;
  }
  return french ? "Annulée" : "Cancelled";
}

inline const char* payment_status_label(PaymentStatus status, bool french) {
  switch (status) {
    case PaymentStatus::awaiting_payment:
      return french ? "À payer" : "Awaiting payment";
    case PaymentStatus::paid:
      return french ? "Payée" : "Paid";
    case PaymentStatus::credited:
      return french ? "Créditée" : "Credited";
    case PaymentStatus::refunded:
      break;
  }
  return french ? "Remboursée" : "Refunded";
}

// The booking's payment_state() in words: a paid booking that had part of its payment back is said so.
inline const char* payment_state_label(const Booking& booking, bool french) {
  if (booking.payment_status == PaymentStatus::paid && booking.refunded_cents() > 0)
    return french ? "Partiellement remboursée" : "Partly refunded";
  return payment_status_label(booking.payment_status, french);
}

}  // namespace secours::bookings
