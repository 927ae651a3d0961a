#include "checkout/cancellation_service.h"

#include "bookings/booking_service.h"
#include "checkout/refund_service.h"
#include "common/errors.h"

namespace secours::checkout {

bookings::Booking CancellationService::cancel(long long id, const std::optional<auth::User>& user,
                                              const std::string& token, const std::string& reason) {
  bookings::BookingService bookings(context_);
  auto cancelled = bookings.cancel(id, user, token, reason);
  if (!cancelled.by_customer) return cancelled.booking;
  if (!RefundService(context_).refund_for_customer_cancellation(cancelled.booking)) return cancelled.booking;
  return bookings.get(id, user, token);  // with its refund
}

OfficeCancellation CancellationService::cancel_by_office(long long id, const auth::User& admin,
                                                         const std::string& reason,
                                                         const OfficeRefund& refund) {
  bookings::BookingService bookings(context_);
  if (refund.kind != OfficeRefund::Kind::none) {
    // Checked before the cancellation, so that a refund that cannot be made changes nothing.
    const auto current = bookings.get(id, admin, "");
    if (current.payment_status == bookings::PaymentStatus::awaiting_payment || current.paid_at == 0)
      throw errors::Conflict("booking-not-refundable",
                             "This booking is not paid: there is nothing to refund.");
    if (refund.kind == OfficeRefund::Kind::amount &&
        refund.amount_cents > current.amounts.total_cents - current.refunded_cents())
      throw errors::Conflict("refund-exceeds-payment",
                             "The refund is more than what is left of the payment.");
  }
  OfficeCancellation outcome{bookings.cancel(id, admin, "", reason).booking, ""};
  if (refund.kind == OfficeRefund::Kind::none) return outcome;
  RefundRequest request;
  if (refund.kind == OfficeRefund::Kind::amount) request.amount_cents = refund.amount_cents;
  request.reason = "cancellation";
  request.note = reason;
  try {
    outcome.booking = RefundService(context_).refund(id, request, admin.id);
  } catch (const errors::HttpError& refused) {
    // The booking is cancelled and flagged refund-needed (paid, no seat): the office retries the refund
    // from its page.
    outcome.refund_error = refused.code();
    outcome.booking = bookings.get(id, admin, "");
  }
  return outcome;
}

}  // namespace secours::checkout
