#include "checkout/refund_routes.h"

#include <algorithm>
#include "auth/guards.h"
#include "bookings/booking_json.h"
#include "checkout/cancellation_service.h"
#include "checkout/refund_service.h"
#include "common/validation.h"

#include "core/route_binder.h"
#include "http/json.h"
#include "http/page_language.h"

namespace secours::checkout {

namespace {

constexpr long long max_cents = 1'000'000'000'000LL;

// {amountCents?, note, reason?}: an amount of at least one cent (everything refundable when absent), what
// was done in 1 to 500 characters, and why among the known reasons (other when absent).
RefundRequest read_refund_request(const nlohmann::json& body) {
  validation::Input input(body);
  RefundRequest request;
  request.amount_cents = input.optional_integer("amountCents", 1, max_cents);
  request.note = input.required_text("note", 500);
  if (input.has("reason")) {
    request.reason = input.optional_text("reason", 20);
    if (!input.failed("reason") &&
        std::ranges::find(payments::refund_reasons, request.reason) == payments::refund_reasons.end()) {
      input.fail("reason", "invalid-choice");
    }
  }
  input.check();
  return request;
}

http::Response create_refund(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto input = read_refund_request(http::parse_json_object(request));
  auto booking = RefundService(context).refund(request.id_param("id", "booking"), input, admin.id);
  return http::json_response(
      201, {{"booking", bookings::admin_booking_json(booking, context.config, context.clock.now(),
                                                     auth::reading_language(request, admin))}});
}

// A booking's cancellation, by its customer or an admin, with its refund (cancellation_service.h). The
// body is optional: an empty one is no reason.
http::Response cancel_booking(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  std::string reason;
  if (!request.body.empty()) {
    const auto body = http::parse_json_object(request);
    validation::Input input(body);  // keeps a reference to the body
    reason = input.optional_text("reason", 500);
    input.check();
  }
  auto booking = CancellationService(context).cancel(request.id_param("id", "booking"), user,
                                                     request.query_param("token").value_or(""), reason);
  return http::json_response(200,
                             {{"booking", bookings::booking_json(booking, context.config, context.clock.now(),
                                                                 http::shown_language(request, ""))}});
}

// {reason, refund: "none" | "full" | {amountCents}}: the office cancels one booking (issue 41).
OfficeRefund read_office_refund(validation::Input& input, const nlohmann::json& body) {
  OfficeRefund refund;
  if (!input.has("refund")) return refund;
  const auto& value = body["refund"];
  if (value.is_string() && value.get<std::string>() == "none") return refund;
  if (value.is_string() && value.get<std::string>() == "full") {
    refund.kind = OfficeRefund::Kind::full;
  } else if (value.is_object() && value.contains("amountCents") && value["amountCents"].is_number_integer() &&
             value["amountCents"].get<long long>() >= 1 &&
             value["amountCents"].get<long long>() <= max_cents) {
    refund.kind = OfficeRefund::Kind::amount;
    refund.amount_cents = value["amountCents"].get<long long>();
  } else {
    input.fail("refund", "invalid-choice");
  }
  return refund;
}

http::Response cancel_by_office(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto reason = input.required_text("reason", 500);
  const auto refund = read_office_refund(input, body);
  input.check();
  auto outcome =
      CancellationService(context).cancel_by_office(request.id_param("id", "booking"), admin, reason, refund);
  http::Json answer = {
      {"booking", bookings::admin_booking_json(outcome.booking, context.config, context.clock.now(),
                                               auth::reading_language(request, admin))}};
  if (!outcome.refund_error.empty()) answer["refundError"] = outcome.refund_error;
  return http::json_response(200, answer);
}

}  // namespace

void register_refund_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/admin/bookings/{id}/refunds", create_refund},
      {"POST /api/bookings/{id}/cancel", cancel_booking},
      {"POST /api/admin/bookings/{id}/cancel", cancel_by_office},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::checkout
