#pragma once

#include <string>

#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// What a Stripe PaymentIntent event says, its types already checked by the payments feature.
struct CardPaymentEvent {
  std::string intent_id;
  long long booking_id = 0;       // 0: not one of our bookings (no or foreign metadata)
  long long team_booking_id = 0;  // or the team booking whose seats it pays (decision 046)
  long long amount = 0;
  std::string currency;
  std::string error_message;
};

// What a card payment does to its booking, inside the caller's (the webhook's) transaction. Only
// ids from the event count, and the booking id and the PaymentIntent id must agree; the booking's
// row stays locked until the transaction ends.

// Marks the booking paid when the amount and currency match; enrolls the account and mails the
// customer. Paid after the hold lapsed: takes the seat again if one is free, else flags the booking
// refund-needed and mails the customer and the office.
void apply_card_payment(soci::session& sql, const core::Config& config, const CardPaymentEvent& event,
                        long long now);
// Records the failure's message on the booking.
void apply_card_payment_failure(soci::session& sql, const CardPaymentEvent& event, long long now);

}  // namespace secours::bookings
