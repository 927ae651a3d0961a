#include "payments/payment_service.h"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <nlohmann/json.hpp>

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "db/transaction.h"
#include "http/errors.h"
#include "http/json.h"
#include "payments/stripe_client.h"
#include "payments/stripe_signature.h"

namespace secours::payments {

namespace {

using Json = nlohmann::json;
namespace booking_rows = bookings::booking_rows;

[[noreturn]] void not_payable() {
  throw http::Conflict("booking-not-payable", "This booking cannot be paid by card now.");
}

// True the first time an event id is seen; a replay finds the row and changes nothing.
bool record_event(soci::session& sql, const std::string& id, const std::string& type, long long now) {
  soci::statement statement =
      (sql.prepare
           << "INSERT INTO stripe_events (event_id, event_type, received_at) VALUES (:id, :type, :now) "
              "ON CONFLICT (event_id) DO NOTHING",
       soci::use(id), soci::use(type), soci::use(now));
  statement.execute(true);
  return statement.get_affected_rows() == 1;
}

// The booking a PaymentIntent event is about: only ids from the payload, and both must agree.
std::optional<bookings::Booking> booking_of(soci::session& sql, const Json& intent) {
  std::string intent_id = intent.value("id", "");
  std::string booking_id = intent.contains("metadata") && intent["metadata"].is_object()
                               ? intent["metadata"].value("booking_id", "")
                               : "";
  if (intent_id.empty() || booking_id.empty() || booking_id.size() > 18 ||
      booking_id.find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  auto booking = booking_rows::find_with_intent(sql, std::stoll(booking_id), intent_id);
  if (!booking) spdlog::warn("Stripe event for unknown PaymentIntent {} (booking {})", intent_id, booking_id);
  return booking;
}

void payment_succeeded(soci::session& sql, const app::Config& config, const Json& intent, long long now) {
  auto booking = booking_of(sql, intent);
  if (!booking) return;
  long long amount = intent.value("amount_received", intent.value("amount", 0LL));
  std::string currency = intent.value("currency", "");
  if (amount != booking->amounts.total_cents || currency != "cad") {
    spdlog::error("booking {}: Stripe reports {} {} but the total is {} cad", booking->id, amount, currency,
                  booking->amounts.total_cents);
    booking_rows::add_event(sql, booking->id, 0, "payment-amount-mismatch",
                            std::to_string(amount) + " " + currency, now);
    return;
  }
  if (!booking_rows::mark_paid_by_card(sql, booking->id, booking->payment_intent_id, now)) return;
  booking_rows::add_event(sql, booking->id, 0, "payment-received", booking->payment_intent_id, now);
  // Paid after the hold lapsed: take the seat again if one is free; otherwise the office refunds.
  if (booking->status == "cancelled" && !booking_rows::restore_hold(sql, *booking, now)) {
    booking_rows::add_event(sql, booking->id, 0, "paid-while-cancelled", "", now);
    spdlog::warn("booking {} was paid while cancelled and has no seat: refund needed", booking->id);
  }
  booking_rows::enroll(sql, booking->id, now);
  auto updated = booking_rows::find(sql, booking->id);
  bookings::queue_payment_received_mail(sql, config, *updated, now);
}

void payment_failed(soci::session& sql, const Json& intent, long long now) {
  auto booking = booking_of(sql, intent);
  if (!booking) return;
  std::string message = "Payment failed";
  if (intent.contains("last_payment_error") && intent["last_payment_error"].is_object()) {
    message = intent["last_payment_error"].value("message", message);
  }
  booking_rows::set_payment_error(sql, booking->id, message.substr(0, 500), now);
  booking_rows::add_event(sql, booking->id, 0, "payment-failed", message.substr(0, 500), now);
}

}  // namespace

CardPayment PaymentService::start_card_payment(long long booking_id, const std::optional<auth::User>& user,
                                               const std::string& token) {
  const auto& config = context_.config;
  if (!config.card_payments()) {
    throw http::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  auto booking = bookings::BookingService(context_).get(booking_id, user, token);
  const long long now = context_.clock.now();
  bool holding = booking.hold_expires_at == 0 || booking.hold_expires_at > now;
  if (booking.payment_method != "card" || booking.status != "pending" ||
      booking.payment_status != "awaiting-payment" || !holding) {
    not_payable();
  }
  // No connection is held while Stripe answers.
  PaymentIntent intent;
  try {
    intent = create_payment_intent(config, {booking.amounts.total_cents, booking.id, booking.reference,
                                            "booking-" + std::to_string(booking.id) + "-" +
                                                std::to_string(booking.amounts.total_cents)});
  } catch (const StripeError& error) {
    throw http::HttpError(502, "payment-provider-error", error.what());
  }
  db::Transaction tx(context_.database);
  if (!booking_rows::set_payment_intent(tx.sql(), booking.id, intent.id, now)) not_payable();
  if (intent.id != booking.payment_intent_id) {
    booking_rows::add_event(tx.sql(), booking.id, 0, "payment-intent-created", intent.id, now);
  }
  tx.commit();
  return {intent.client_secret, config.stripe_publishable_key, booking.amounts.total_cents};
}

void PaymentService::handle_webhook(const std::string& signature_header, const std::string& payload) {
  const auto& config = context_.config;
  if (!config.card_payments()) {
    throw http::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  const long long now = context_.clock.now();
  if (!verify_stripe_signature(payload, signature_header, config.stripe_webhook_secret, now)) {
    throw http::BadRequest("invalid-signature", "The Stripe signature is missing, invalid or too old.");
  }
  auto event = http::parse_json(payload);
  bool valid = event.is_object() && event.contains("id") && event["id"].is_string() &&
               event.contains("type") && event["type"].is_string();
  if (!valid) throw http::BadRequest("invalid-event", "The event has no id or type.");
  std::string id = event["id"], type = event["type"];
  Json object = event.contains("data") && event["data"].is_object()
                    ? event["data"].value("object", Json::object())
                    : Json::object();
  db::Transaction tx(context_.database);
  if (!record_event(tx.sql(), id, type, now)) return;  // already applied: a replay or a retry
  if (type == "payment_intent.succeeded") payment_succeeded(tx.sql(), config, object, now);
  if (type == "payment_intent.payment_failed") payment_failed(tx.sql(), object, now);
  tx.commit();
}

}  // namespace secours::payments
