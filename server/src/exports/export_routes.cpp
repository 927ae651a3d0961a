#include "exports/export_routes.h"

#include "auth/guards.h"
#include "core/route_binder.h"
#include "exports/money_export_service.h"

namespace secours::exports {

namespace {

http::Response money(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  // The contract's lang is fr or en: anything else is refused, not read as the account's language.
  auto language = request.query_param("lang").value_or(admin.language);
  auto file = export_money(
      context, {request.query_param("from").value_or(""), request.query_param("to").value_or(""), language});
  return http::Response::download_file(std::move(file.path), "text/csv; charset=utf-8", file.filename);
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/exports/money.csv", money},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::exports
