#include "checkout/cancellation_service.h"

#include "bookings/booking_service.h"
#include "checkout/refund_service.h"

namespace secours::checkout {

bookings::Booking CancellationService::cancel(long long id, const std::optional<auth::User>& user,
                                              const std::string& token, const std::string& reason) {
  bookings::BookingService bookings(context_);
  auto cancelled = bookings.cancel(id, user, token, reason);
  if (!cancelled.by_customer) return cancelled.booking;
  if (!RefundService(context_).refund_for_customer_cancellation(cancelled.booking)) return cancelled.booking;
  return bookings.get(id, user, token);  // with its refund
}

}  // namespace secours::checkout
