#include "checkout/payment_service.h"

#include <soci/soci.h>

#include <nlohmann/json.hpp>
#include <vector>

#include "bookings/booking_record_service.h"
#include "bookings/booking_service.h"
#include "bookings/card_payment_service.h"
#include "checkout/refund_service.h"
#include "checkout/stripe_event_repository.h"
#include "common/errors.h"
#include "db/transaction.h"
#include "http/json.h"
#include "payments/stripe_client.h"
#include "payments/stripe_signature.h"

namespace secours::checkout {

using namespace payments;  // Stripe's client, refund rows: the payments this module orchestrates

namespace {

using Json = nlohmann::json;

// The events the webhook acts on (the endpoint's subscription, README); the last four are refunds'.
enum class StripeEvent {
  payment_intent_succeeded,
  payment_intent_payment_failed,
  refund_created,
  refund_updated,
  refund_failed,
  charge_refunded
};
constexpr EnumNames<StripeEvent, 6> stripe_event_names{
    {"payment_intent.succeeded", "payment_intent.payment_failed", "refund.created", "refund.updated",
     "refund.failed", "charge.refunded"}};

[[noreturn]] void not_payable() {
  throw errors::Conflict("booking-not-payable", "This booking cannot be paid by card now.");
}

[[noreturn]] void invalid_event(const std::string& what) {
  throw errors::BadRequest("invalid-event", "The event is malformed: " + what + ".");
}

std::string text_field(const Json& object, const char* name, const std::string& where) {
  if (!object.contains(name) || object[name].is_null()) return "";
  if (!object[name].is_string()) invalid_event(where + "." + name + " is not a string");
  return object[name].get<std::string>();
}

long long integer_field(const Json& object, const char* name, const std::string& where, long long fallback) {
  if (!object.contains(name) || object[name].is_null()) return fallback;
  if (!object[name].is_number_integer()) invalid_event(where + "." + name + " is not an integer");
  return object[name].get<long long>();
}

// One of our ids written in the metadata (booking_id, refund_id); 0 when absent or not ours.
long long metadata_id(const Json& object, const char* name, const std::string& where) {
  if (!object.contains("metadata") || object["metadata"].is_null()) return 0;
  if (!object["metadata"].is_object()) invalid_event(where + ".metadata is not an object");
  std::string id = text_field(object["metadata"], name, where + ".metadata");
  if (id.empty() || id.size() > 18 || id.find_first_not_of("0123456789") != std::string::npos) return 0;
  return std::stoll(id);
}

const Json& event_object(const Json& event) {
  if (!event.contains("data") || !event["data"].is_object()) invalid_event("data is not an object");
  const Json& data = event["data"];
  if (!data.contains("object") || !data["object"].is_object()) invalid_event("data.object is not an object");
  return data["object"];
}

// What a PaymentIntent event says, read with its types checked: a signed event is still input.
bookings::CardPaymentEvent read_intent(const Json& event) {
  const Json& intent = event_object(event);
  bookings::CardPaymentEvent facts;
  facts.intent_id = text_field(intent, "id", "data.object");
  if (facts.intent_id.empty()) invalid_event("data.object.id is missing");
  facts.booking_id = metadata_id(intent, "booking_id", "data.object");
  facts.team_booking_id = metadata_id(intent, "team_booking_id", "data.object");
  facts.amount = integer_field(intent, "amount_received", "data.object",
                               integer_field(intent, "amount", "data.object", 0));
  facts.currency = text_field(intent, "currency", "data.object");
  if (intent.contains("last_payment_error") && intent["last_payment_error"].is_object()) {
    facts.error_message =
        text_field(intent["last_payment_error"], "message", "data.object.last_payment_error");
  }
  return facts;
}

// A Refund object (`where` names it in errors); a charge's refunds may leave out their PaymentIntent.
StripeRefundEvent read_refund(const Json& refund, const std::string& where, const std::string& intent_id) {
  if (!refund.is_object()) invalid_event(where + " is not an object");
  StripeRefundEvent facts;
  facts.stripe_refund_id = text_field(refund, "id", where);
  if (facts.stripe_refund_id.empty()) invalid_event(where + ".id is missing");
  facts.status = text_field(refund, "status", where);
  facts.amount_cents = integer_field(refund, "amount", where, 0);
  facts.currency = text_field(refund, "currency", where);
  facts.payment_intent_id = text_field(refund, "payment_intent", where);
  if (facts.payment_intent_id.empty()) facts.payment_intent_id = intent_id;
  facts.booking_id = metadata_id(refund, "booking_id", where);
  facts.refund_id = metadata_id(refund, "refund_id", where);
  facts.failure_reason = text_field(refund, "failure_reason", where);
  return facts;
}

// refund.created, refund.updated and refund.failed carry one Refund; charge.refunded carries the Charge,
// which lists its refunds under API versions before 2022-11-15 (later ones send refund.* events too).
std::vector<StripeRefundEvent> read_refunds(const Json& event, StripeEvent type) {
  const Json& object = event_object(event);
  if (type != StripeEvent::charge_refunded) return {read_refund(object, "data.object", "")};
  std::vector<StripeRefundEvent> refunds;
  const std::string intent_id = text_field(object, "payment_intent", "data.object");
  if (!object.contains("refunds") || !object["refunds"].is_object()) return refunds;
  const Json& list = object["refunds"];
  if (!list.contains("data") || !list["data"].is_array())
    invalid_event("data.object.refunds.data is not a list");
  for (std::size_t i = 0; i < list["data"].size(); ++i) {
    refunds.push_back(
        read_refund(list["data"][i], "data.object.refunds.data[" + std::to_string(i) + "]", intent_id));
  }
  return refunds;
}

}  // namespace

CardPayment PaymentService::start_card_payment(long long booking_id, const std::optional<auth::User>& user,
                                               const std::string& token) {
  const auto& config = context_.config;
  if (!config.card_payments()) {
    throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  auto booking = bookings::BookingService(context_).get(booking_id, user, token);
  const long long now = context_.clock.now();
  bool holding = booking.hold_expires_at == 0 || booking.hold_expires_at > now;
  if (booking.payment_method != PaymentMethod::card || booking.status != bookings::BookingStatus::pending ||
      booking.payment_status != bookings::PaymentStatus::awaiting_payment || !holding) {
    not_payable();
  }
  // No connection is held while Stripe answers.
  PaymentIntent intent;
  try {
    intent = create_payment_intent(config, {booking.amounts.total_cents, booking.id, 0, booking.reference,
                                            "booking-" + std::to_string(booking.id) + "-" +
                                                std::to_string(booking.amounts.total_cents)});
  } catch (const StripeError& error) {
    throw errors::HttpError(502, "payment-provider-error", error.what());
  }
  db::Transaction tx(context_.database);
  if (!bookings::attach_payment_intent(tx.sql(), booking.id, intent.id, now)) not_payable();
  if (intent.id != booking.payment_intent_id) {
    bookings::record_booking_event(tx.sql(), booking.id, 0, "payment-intent-created", intent.id, now);
  }
  tx.commit();
  return {intent.client_secret, config.stripe_publishable_key, booking.amounts.total_cents};
}

void PaymentService::handle_webhook(const std::string& signature_header, const std::string& payload) {
  const auto& config = context_.config;
  if (!config.card_payments()) {
    throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  const long long now = context_.clock.now();
  if (!verify_stripe_signature(payload, signature_header, config.stripe_webhook_secret, now)) {
    throw errors::BadRequest("invalid-signature", "The Stripe signature is missing, invalid or too old.");
  }
  auto event = http::parse_json(payload);
  bool valid = event.is_object() && event.contains("id") && event["id"].is_string() &&
               event.contains("type") && event["type"].is_string();
  if (!valid) throw errors::BadRequest("invalid-event", "The event has no id or type.");
  std::string id = event["id"], type = event["type"];
  // Other types are recorded and otherwise ignored.
  const auto known = stripe_event_names.parse(type);
  const bool succeeded = known == StripeEvent::payment_intent_succeeded;
  const bool failed = known == StripeEvent::payment_intent_payment_failed;
  // Read (400 when malformed) before anything is recorded.
  std::optional<bookings::CardPaymentEvent> intent;
  if (succeeded || failed) intent = read_intent(event);
  std::vector<StripeRefundEvent> refunds;
  if (known && !succeeded && !failed) refunds = read_refunds(event, *known);
  db::Transaction tx(context_.database);
  if (!stripe_events::record(tx.sql(), id, type, now)) return;  // already applied: a replay or a retry
  if (succeeded && intent->booking_id == 0 && intent->team_booking_id != 0) {
    context_.on_team_card_paid(
        tx.sql(), {intent->team_booking_id, intent->intent_id, intent->amount, intent->currency}, now);
  } else if (succeeded) {
    bookings::apply_card_payment(tx.sql(), config, *intent, now);
    context_.on_seat_paid(tx.sql(), intent->booking_id, now);  // a signed roster's certificate
  }
  if (failed) bookings::apply_card_payment_failure(tx.sql(), *intent, now);
  for (const auto& stripe_refund : refunds) apply_stripe_refund(tx.sql(), config, stripe_refund, now);
  tx.commit();
}

}  // namespace secours::checkout
