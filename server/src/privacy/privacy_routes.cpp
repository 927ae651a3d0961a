#include "privacy/privacy_routes.h"

#include "auth/guards.h"
#include "common/legal.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/cookies.h"
#include "http/json.h"
#include "privacy/account_data_service.h"
#include "privacy/consent_routes.h"
#include "privacy/office_routes.h"
#include "privacy/retention_service.h"

namespace secours::privacy {

namespace {

// What /privacy states from the settings, so that the policy says what the server does.
http::Response policy_facts(core::Context& context, http::Request&) {
  const auto& config = context.config;
  return http::json_response(200, {{"officer",
                                    {{"name", config.privacy_officer_name},
                                     {"title", config.privacy_officer_title},
                                     {"titleEn", config.privacy_officer_title_en},
                                     {"email", config.privacy_officer_email}}},
                                   {"retention",
                                    {{"specialRequestsDays", config.special_requests_retention_days},
                                     {"unprovenAccountsDays", config.unproven_account_days},
                                     {"mailBodiesDays", config.mail_body_retention_days},
                                     {"taxDocumentsYears", tax_documents_years}}},
                                   {"termsVersion", terms_version}});
}

http::Response export_my_data(core::Context& context, http::Request& request) {
  auto person = auth::require_user(context, request);
  return http::Response::download(AccountDataService(context).export_zip(person), "application/zip",
                                  "mes-donnees-secours.zip");
}

http::Response deletion_preview(core::Context& context, http::Request& request) {
  auto person = auth::require_user(context, request);
  http::Json kept = http::Json::array();
  for (const auto& document : AccountDataService(context).kept_documents(person)) {
    kept.push_back({{"kind", document.kind},
                    {"number", document.number},
                    {"issuedAt", iso8601(document.issued_at)},
                    {"totalCents", document.total_cents}});
  }
  // Companies it manages alone: deleting the account leaves them without a manager until the office names
  // one (issue 42); the page says so first.
  http::Json alone = http::Json::array();
  for (const auto& [id, name] : AccountDataService(context).companies_left_alone(person)) {
    alone.push_back({{"id", id}, {"name", name}});
  }
  return http::json_response(
      200, {{"keptDocuments", kept}, {"taxDocumentsYears", tax_documents_years}, {"soleManagerOf", alone}});
}

http::Response delete_my_account(core::Context& context, http::Request& request) {
  auto person = auth::require_user(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto password =
      input.has("password") && body["password"].is_string() ? body["password"].get<std::string>() : "";
  if (password.empty() || password.size() > 1000) input.fail("password", "required");
  const bool keep = input.optional_bool("keepCertificatesVerifiable");
  input.check();
  AccountDataService(context).delete_account(person, password,
                                             keep ? Certificates::keep_verifiable : Certificates::withdraw);
  auto response = http::Response::no_content();
  response.add_header("Set-Cookie", http::set_cookie(auth::session_cookie, "", 0, context.config.https()));
  response.add_header("Set-Cookie", http::set_cookie(auth::device_cookie, "", 0, context.config.https()));
  return response;
}

http::Response retention_status(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const http::Json settings = {{"specialRequestsDays", context.config.special_requests_retention_days},
                               {"unprovenAccountsDays", context.config.unproven_account_days},
                               {"mailBodiesDays", context.config.mail_body_retention_days}};
  auto run = RetentionService(context).last_run();
  if (!run) return http::json_response(200, {{"lastRun", nullptr}, {"settings", settings}});
  const auto& c = run->counts;
  return http::json_response(
      200, {{"lastRun",
             {{"day", run->day},
              {"startedAt", iso8601(run->started_at)},
              {"finishedAt", run->finished_at ? http::Json(iso8601(run->finished_at)) : http::Json(nullptr)},
              {"counts",
               {{"specialRequests", c.special_requests},
                {"unprovenAccounts", c.unproven_accounts},
                {"sessions", c.sessions},
                {"links", c.links},
                {"rateEvents", c.rate_events},
                {"devices", c.devices},
                {"mailBodies", c.mail_bodies},
                {"guestBookings", c.guest_bookings},
                {"auditEntries", c.audit_entries},
                {"unsubscribeLinks", c.unsubscribe_links}}}}},
            {"settings", settings}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/site/privacy", policy_facts},
      {"GET /api/me/export", export_my_data},
      {"GET /api/me/deletion", deletion_preview},
      {"DELETE /api/me", delete_my_account},
      {"GET /api/admin/privacy/retention", retention_status},
  };
  core::add_routes(router, context, routes);
  register_consent_routes(router, context);
  register_office_routes(router, context);
}

}  // namespace secours::privacy
