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
class CancellationService {
 public:
  explicit CancellationService(core::Context& context) : context_(context) {}

  // As bookings::BookingService::cancel (its access rule and errors); the booking as it stands after
  // the refund.
  bookings::Booking cancel(long long id, const std::optional<auth::User>& user, const std::string& token,
                           const std::string& reason);

 private:
  core::Context& context_;
};

}  // namespace secours::checkout
