#include "checkout/interac_routes.h"

#include <map>

#include "auth/guards.h"
#include "checkout/interac_reconciliation.h"
#include "common/base64.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::checkout {

namespace {

// {fileBase64}: the bank's CSV export as its bytes, whatever their encoding (the site sends this); or
// {file}: the export as text.
std::string bank_file(const http::Request& request) {
  const auto body = http::parse_json_object(request);
  std::string file;
  if (body.contains("fileBase64") && body["fileBase64"].is_string()) {
    try {
      file = base64::decode(body["fileBase64"].get<std::string>());
    } catch (const std::invalid_argument&) {
      throw errors::ValidationError(errors::HttpError::Fields{{"fileBase64", "invalid"}});
    }
  } else if (body.contains("file") && body["file"].is_string()) {
    file = body["file"].get<std::string>();
  }
  if (file.empty()) throw errors::ValidationError(errors::HttpError::Fields{{"file", "required"}});
  return file;
}

http::Json reconciliation_json(const Reconciliation& reconciliation) {
  http::Json lines = http::Json::array();
  std::map<std::string, int> summary;
  for (auto outcome : {TransferOutcome::matched, TransferOutcome::recorded, TransferOutcome::amount_differs,
                       TransferOutcome::unknown_code, TransferOutcome::no_code, TransferOutcome::already_paid,
                       TransferOutcome::already_recorded}) {
    summary[transfer_outcome_names.text(outcome)] = 0;
  }
  for (const auto& line : reconciliation.lines) {
    ++summary[transfer_outcome_names.text(line.outcome)];
    http::Json booking = nullptr;
    if (line.booking) {
      const auto& b = *line.booking;
      booking = {{"id", b.id},
                 {"reference", b.reference},
                 {"customerName", b.first_name + " " + b.last_name},
                 {"totalCents", b.amounts.total_cents},
                 {"status", bookings::booking_status_names.text(b.status)},
                 {"paymentStatus", bookings::payment_status_names.text(b.payment_status)}};
    }
    lines.push_back({{"line", line.credit.line},
                     {"date", line.credit.date},
                     {"amountCents", line.credit.amount_cents},
                     {"memo", line.credit.memo},
                     {"code", line.code ? http::Json(std::to_string(line.code)) : http::Json(nullptr)},
                     {"outcome", transfer_outcome_names.text(line.outcome)},
                     {"booking", booking}});
  }
  return {{"bank", reconciliation.bank}, {"lines", lines}, {"summary", summary}};
}

// What the bank's file would record, changing nothing.
http::Response preview_reconciliation(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return http::json_response(200,
                             reconciliation_json(InteracReconciliation(context).preview(bank_file(request))));
}

// Records the matched transfers of the bank's file, all or none.
http::Response apply_reconciliation(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  return http::json_response(
      200, reconciliation_json(InteracReconciliation(context).apply(bank_file(request), admin.id)));
}

}  // namespace

void register_interac_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/admin/reconciliation/interac/preview", preview_reconciliation},
      {"POST /api/admin/reconciliation/interac", apply_reconciliation},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::checkout
