#include "payments/payment_service.h"

#include <soci/soci.h>

#include <nlohmann/json.hpp>

#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "bookings/card_payment_service.h"
#include "db/transaction.h"
#include "http/errors.h"
#include "http/json.h"
#include "payments/stripe_client.h"
#include "payments/stripe_event_repository.h"
#include "payments/stripe_signature.h"

namespace secours::payments {

namespace {

using Json = nlohmann::json;
namespace booking_rows = bookings::booking_rows;

[[noreturn]] void not_payable() {
  throw http::Conflict("booking-not-payable", "This booking cannot be paid by card now.");
}

[[noreturn]] void invalid_event(const std::string& what) {
  throw http::BadRequest("invalid-event", "The event is malformed: " + what + ".");
}

std::string text_field(const Json& object, const char* name, const std::string& where) {
  if (!object.contains(name) || object[name].is_null()) return "";
  if (!object[name].is_string()) invalid_event(where + "." + name + " is not a string");
  return object[name].get<std::string>();
}

long long integer_field(const Json& object, const char* name, long long fallback) {
  if (!object.contains(name) || object[name].is_null()) return fallback;
  if (!object[name].is_number_integer())
    invalid_event(std::string("data.object.") + name + " is not an integer");
  return object[name].get<long long>();
}

// What a PaymentIntent event says, read with its types checked: a signed event is still input.
bookings::CardPaymentEvent read_intent(const Json& event) {
  if (!event.contains("data") || !event["data"].is_object()) invalid_event("data is not an object");
  const Json& data = event["data"];
  if (!data.contains("object") || !data["object"].is_object()) invalid_event("data.object is not an object");
  const Json& intent = data["object"];
  bookings::CardPaymentEvent facts;
  facts.intent_id = text_field(intent, "id", "data.object");
  if (facts.intent_id.empty()) invalid_event("data.object.id is missing");
  if (intent.contains("metadata") && !intent["metadata"].is_null()) {
    if (!intent["metadata"].is_object()) invalid_event("data.object.metadata is not an object");
    std::string booking_id = text_field(intent["metadata"], "booking_id", "data.object.metadata");
    if (!booking_id.empty() && booking_id.size() <= 18 &&
        booking_id.find_first_not_of("0123456789") == std::string::npos) {
      facts.booking_id = std::stoll(booking_id);
    }
  }
  facts.amount = integer_field(intent, "amount_received", integer_field(intent, "amount", 0));
  facts.currency = text_field(intent, "currency", "data.object");
  if (intent.contains("last_payment_error") && intent["last_payment_error"].is_object()) {
    facts.error_message =
        text_field(intent["last_payment_error"], "message", "data.object.last_payment_error");
  }
  return facts;
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
  const bool succeeded = type == "payment_intent.succeeded";
  const bool failed = type == "payment_intent.payment_failed";
  std::optional<bookings::CardPaymentEvent> intent;
  if (succeeded || failed) intent = read_intent(event);  // 400 before anything is recorded
  db::Transaction tx(context_.database);
  if (!stripe_events::record(tx.sql(), id, type, now)) return;  // already applied: a replay or a retry
  if (succeeded) bookings::apply_card_payment(tx.sql(), config, *intent, now);
  if (failed) bookings::apply_card_payment_failure(tx.sql(), *intent, now);
  tx.commit();
}

}  // namespace secours::payments
