#include "companies/team_card_payment_service.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "bookings/team_seats_service.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/invoice_repository.h"
#include "companies/invoice_settlement.h"
#include "db/transaction.h"
#include "payments/stripe_client.h"
#include "schedule/session_service.h"

namespace secours::companies {

namespace {

[[noreturn]] void not_payable() {
  throw errors::Conflict(
      "team-not-payable",
      "This team cannot be paid by card now: it is paid, on invoice, or its seats' hold lapsed.");
}

}  // namespace

checkout::CardPayment TeamCardPaymentService::start(const auth::User& user, long long company_id,
                                                    long long team_booking_id) {
  const auto& config = context_.config;
  if (!config.card_payments()) {
    throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  const long long now = context_.clock.now();
  long long amount = 0;
  {
    auto sql = db::connection(context_.database);
    accessible_company(*sql, user, company_id);
    auto team = invoice_rows::find_team_booking(*sql, company_id, team_booking_id);
    if (!team) throw errors::NotFound("not-found", "No such team booking.");
    if (team->payment_method != TeamPayment::card) not_payable();
    auto due = bookings::team_card_due(bookings::team_seats(*sql, team_booking_id), now);
    if (!due) not_payable();
    amount = due->amount_cents;
  }
  // No connection is held while Stripe answers. The key names the total: a seat cancelled since asks
  // for a new PaymentIntent, a repeated request finds the same one.
  payments::PaymentIntentRequest request;
  request.amount_cents = amount;
  request.team_booking_id = team_booking_id;
  request.reference = "team-" + std::to_string(team_booking_id);
  request.idempotency_key = "team-booking-" + std::to_string(team_booking_id) + "-" + std::to_string(amount);
  payments::PaymentIntent intent;
  try {
    intent = payments::create_payment_intent(config, request);
  } catch (const payments::StripeError& error) {
    throw errors::HttpError(502, "payment-provider-error", error.what());
  }
  db::Transaction tx(context_.database);
  if (!bookings::attach_team_payment_intent(tx.sql(), team_booking_id, intent.id, amount, now)) not_payable();
  tx.commit();
  return {intent.client_secret, config.stripe_publishable_key, amount};
}

std::vector<long long> apply_team_card_payment(soci::session& sql, const core::Config& config,
                                               const core::TeamCardPaid& paid, long long now) {
  auto result = bookings::pay_team_seats_by_card(sql, paid.team_booking_id, paid.intent_id, paid.amount_cents,
                                                 paid.currency, now);
  if (result.amount_cents == 0) return {};  // not ours, a mismatch, or paid already
  auto team = invoice_rows::find_team_booking_by_id(sql, paid.team_booking_id);
  auto company = team ? company_rows::find(sql, team->company_id) : std::nullopt;
  auto session = team ? schedule::find_session(sql, team->session_id) : std::nullopt;
  if (!company || !session || team->invoice_id != 0) {
    // The seats are paid either way; a second invoice for one team is impossible by design.
    spdlog::error("team booking {}: paid by card ({}) but its invoice cannot be issued", paid.team_booking_id,
                  paid.intent_id);
    return {};
  }
  auto seats = result.seated;
  seats.insert(seats.end(), result.unseated.begin(), result.unseated.end());
  std::sort(seats.begin(), seats.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  auto invoice = issue_team_invoice(sql, config, *company, *team, *session, seats, 0, now);
  InvoicePayment payment;
  payment.invoice_id = invoice.id;
  payment.method = InvoicePaymentMethod::card;
  payment.amount_cents = result.amount_cents;
  payment.received_on = quebec_date(now);
  payment.reference = paid.intent_id;
  payment.recorded_at = now;
  invoice_rows::add_payment(sql, payment, 0);
  return settle_if_cleared(sql, config, invoice.id, 0, now);
}

}  // namespace secours::companies
