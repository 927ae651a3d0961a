#include "exports/export_routes.h"

#include "audit/audit_service.h"
#include "auth/guards.h"
#include "bookings/admin_booking_filter.h"
#include "common/errors.h"
#include "core/route_binder.h"
#include "exports/bookings_export_service.h"
#include "exports/money_export_service.h"

namespace secours::exports {

namespace {

http::Response money(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  // The contract's lang is fr or en: anything else is refused, not read as the account's language.
  auto language = request.query_param("lang").value_or(admin.language);
  auto file = export_money(
      context, {request.query_param("from").value_or(""), request.query_param("to").value_or(""), language});
  audit::record(context, {admin.id, admin.email}, audit::Action::export_data, {}, request);
  return http::Response::download_file(std::move(file.path), "text/csv; charset=utf-8", file.filename);
}

// The office's bookings of a search and filters (those of GET /api/admin/bookings) as CSV.
http::Response bookings_csv(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto filter = bookings::read_admin_booking_filter(request, invalid);
  const auto language = request.query_param("lang").value_or(admin.language);
  if (language != "fr" && language != "en") invalid["lang"] = "invalid-choice";
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto file = export_bookings(context, filter, language);
  audit::record(context, {admin.id, admin.email}, audit::Action::export_data, {}, request);
  return http::Response::download_file(std::move(file.path), "text/csv; charset=utf-8", file.filename);
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/exports/money.csv", money},
      {"GET /api/admin/exports/bookings.csv", bookings_csv},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::exports
