#include "checkout/refund_completion.h"

#include <spdlog/spdlog.h>

#include <optional>

#include "bookings/booking_record_service.h"
#include "bookings/booking_refund_service.h"
#include "documents/document_service.h"
#include "payments/refund_ledger_service.h"

namespace secours::checkout {

using namespace payments;  // Stripe's client, refund rows: the payments this module orchestrates

bool complete_refund(soci::session& sql, const core::Config& config, const bookings::Booking& booking,
                     const Refund& refund, const std::string& stripe_refund_id, long long now) {
  if (!payments::mark_refund_succeeded(sql, refund.id, stripe_refund_id, now)) return false;
  Refund done = refund;
  done.status = RefundStatus::succeeded;
  done.completed_at = now;
  std::optional<documents::Document> credit_note;
  for (const auto& document : booking.documents) {
    if (document.kind != documents::receipt) continue;
    credit_note = documents::issue_credit_note(sql, config, document.id, refund.amount_cents, now);
    payments::attach_credit_note(sql, refund.id, credit_note->id);
    break;
  }
  if (!credit_note) {
    spdlog::warn("booking {}: refund {} has no credit note: the payment predates receipts", booking.id,
                 refund.id);
  }
  bookings::apply_refund(sql, config, booking, done, credit_note ? &*credit_note : nullptr, now);
  return true;
}

bool fail_refund(soci::session& sql, const Refund& refund, const std::string& message, long long now) {
  const std::string reason = message.empty() ? "The refund failed." : message.substr(0, 500);
  if (!payments::mark_refund_failed(sql, refund.id, reason, now)) return false;
  bookings::record_booking_event(sql, refund.booking_id, refund.actor_user_id, "refund-failed", reason, now);
  return true;
}

}  // namespace secours::checkout
