#include "payments/payment_routes.h"

#include <algorithm>

#include "app/route_binder.h"
#include "auth/guards.h"
#include "http/json.h"
#include "payments/payment_service.h"
#include "payments/refund_routes.h"

namespace secours::payments {

namespace {

http::Response start_payment(app::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto payment = PaymentService(context).start_card_payment(request.id_param("id", "booking"), user,
                                                            request.query_param("token").value_or(""));
  return http::json_response(200, {{"clientSecret", payment.client_secret},
                                   {"publishableKey", payment.publishable_key},
                                   {"amountCents", payment.amount_cents},
                                   {"currency", "CAD"}});
}

http::Response payments_config(app::Context& context, http::Request&) {
  bool enabled = context.config.card_payments();
  return http::json_response(
      200, {{"cardEnabled", enabled},
            {"publishableKey",
             enabled ? http::Json(context.config.stripe_publishable_key) : http::Json(nullptr)}});
}

http::Response webhook(app::Context& context, http::Request& request) {
  PaymentService(context).handle_webhook(request.header("stripe-signature"), request.body);
  return http::json_response(200, {{"received", true}});
}

}  // namespace

void register_routes(http::Router& router, app::Context& context) {
  const auto bind = app::route_binder(context);
  router.post("/api/bookings/{id}/payment-intent", bind(start_payment));
  router.get("/api/payments/config", bind(payments_config));
  router.post(stripe_webhook_path, bind(webhook));
  register_refund_routes(router, context);
}

}  // namespace secours::payments
