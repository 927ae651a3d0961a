#pragma once

#include <vector>

#include "auth/user.h"
#include "checkout/payment_service.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::companies {

// A team booked by card pays once for all its seats (issue 26, decision 046): one PaymentIntent for the
// total of the held seats, whose metadata names the team booking; Stripe's webhook confirms it.
class TeamCardPaymentService {
 public:
  explicit TeamCardPaymentService(core::Context& context) : context_(context) {}

  // Creates (or, for the same team and total, finds again) the team's PaymentIntent; a manager of the
  // company or the office (404 otherwise). 503 payments-unavailable without Stripe, 409 team-not-payable
  // unless the team was booked by card and its seats are held and unpaid, 502 payment-provider-error.
  checkout::CardPayment start(const auth::User& user, long long company_id, long long team_booking_id);

 private:
  core::Context& context_;
};

// Stripe's confirmation of a team's PaymentIntent, inside the webhook's transaction (the composition root
// wires it as core::Context::team_card_paid): every seat carrying it is paid (bookings'
// pay_team_seats_by_card), then one invoice for what was paid is issued, paid by card, with its receipt
// mailed to the company's billing address and managers. Not one receipt per attendee. Answers the seats
// it marked paid (their certificates, when their roster is signed: core::Context::on_seat_paid).
std::vector<long long> apply_team_card_payment(soci::session& sql, const core::Config& config,
                                               const core::TeamCardPaid& paid, long long now);

}  // namespace secours::companies
