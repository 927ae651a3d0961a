#include "checkout/payment_routes.h"

#include <algorithm>

#include "auth/guards.h"
#include "checkout/payment_service.h"
#include "checkout/refund_routes.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::checkout {

namespace {

http::Response start_payment(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto payment = PaymentService(context).start_card_payment(request.id_param("id", "booking"), user,
                                                            request.query_param("token").value_or(""));
  return http::json_response(200, {{"clientSecret", payment.client_secret},
                                   {"publishableKey", payment.publishable_key},
                                   {"amountCents", payment.amount_cents},
                                   {"currency", "CAD"}});
}

http::Response payments_config(core::Context& context, http::Request&) {
  bool enabled = context.config.card_payments();
  return http::json_response(
      200, {{"cardEnabled", enabled},
            {"lateOfflinePayments", context.config.refuse_late_offline_payments ? "refuse" : "class-day"},
            {"publishableKey",
             enabled ? http::Json(context.config.stripe_publishable_key) : http::Json(nullptr)}});
}

http::Response webhook(core::Context& context, http::Request& request) {
  PaymentService(context).handle_webhook(request.header("stripe-signature"), request.body);
  return http::json_response(200, {{"received", true}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/bookings/{id}/payment-intent", start_payment},
      {"GET /api/payments/config", payments_config},
      {"POST /api/webhooks/stripe", webhook},  // stripe_webhook_path skips the same-site check
  };
  core::add_routes(router, context, routes);
  register_refund_routes(router, context);
}

}  // namespace secours::checkout
