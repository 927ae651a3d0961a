#include "privacy/privacy_routes.h"

#include "common/legal.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::privacy {

namespace {

// What /privacy states from the settings, so that the policy says what the server does.
http::Response policy_facts(core::Context& context, http::Request&) {
  const auto& config = context.config;
  return http::json_response(200, {{"officer",
                                    {{"name", config.privacy_officer_name},
                                     {"title", config.privacy_officer_title},
                                     {"email", config.privacy_officer_email}}},
                                   {"retention",
                                    {{"specialRequestsDays", config.special_requests_retention_days},
                                     {"unprovenAccountsDays", config.unproven_account_days},
                                     {"mailBodiesDays", config.mail_body_retention_days},
                                     {"taxDocumentsYears", tax_documents_years}}},
                                   {"termsVersion", terms_version}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/site/privacy", policy_facts},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::privacy
