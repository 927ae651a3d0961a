#pragma once

#include <optional>
#include <string>

#include "auth/user.h"
#include "bookings/booking.h"
#include "core/context.h"

namespace secours::checkout {

// A booking's cancellation with its refund policy (docs/decisions/023): bookings cancels it in its own
// transaction, then, after the commit, a customer's own cancellation of a card payment is refunded in
// full at once through Stripe (refund_service.h); the cancellation stands whatever Stripe answers. An
// admin refunds on the booking's page; Interac and cash go back by hand.
// What the office gives back when it cancels a paid booking (issue 41): nothing, everything still
// refundable, or an amount.
struct OfficeRefund {
  enum class Kind { none, full, amount };
  Kind kind = Kind::none;
  long long amount_cents = 0;  // Kind::amount
};

// The refund the office asked for could not be made (Stripe refused or did not answer, card payments off):
// the cancellation stands, the booking is flagged for its refund, and the office is told why.
struct OfficeCancellation {
  bookings::Booking booking;
  std::string refund_error;  // the error's code; empty when the refund went through or none was asked
};

class CancellationService {
 public:
  explicit CancellationService(core::Context& context) : context_(context) {}

  // As bookings::BookingService::cancel (its access rule and errors); the booking as it stands after
  // the refund.
  bookings::Booking cancel(long long id, const std::optional<auth::User>& user, const std::string& token,
                           const std::string& reason);

  // The office cancels one booking, any status (pending or approved) and method, with its reason: the
  // seat is freed, the customer mailed in their language, and the refund chosen made through
  // RefundService (card through Stripe). 409 `booking-not-refundable` before anything changes when a
  // refund is asked of a booking that is not paid, `refund-exceeds-payment` likewise; the cancellation's
  // own errors (`booking-not-active`, `team-seat`).
  OfficeCancellation cancel_by_office(long long id, const auth::User& admin, const std::string& reason,
                                      const OfficeRefund& refund);

 private:
  core::Context& context_;
};

}  // namespace secours::checkout
