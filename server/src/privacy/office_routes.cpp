#include "privacy/office_routes.h"

#include "audit/audit_service.h"
#include "auth/guards.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "privacy/consent_json.h"
#include "privacy/incident_service.h"
#include "privacy/preferences_service.h"

namespace secours::privacy {

namespace {

constexpr std::size_t max_email_length = 254;
constexpr std::size_t max_long_text = 4000;
constexpr std::size_t max_short_text = 2000;

// ?email=: one address, any case; "invalid-email" when it is not one.
std::string read_email_filter(const http::Request& request, errors::HttpError::Fields& invalid) {
  auto email = request.query_param("email").value_or("");
  if (!email.empty() && (email.size() > max_email_length || !validation::is_email(email))) {
    invalid["email"] = "invalid-email";
  }
  return validation::lower(email);
}

http::Response list_consents(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto email = read_email_filter(request, invalid);
  std::optional<consents::Kind> kind;
  const auto kind_text = request.query_param("kind").value_or("");
  if (kind_text == "terms") kind = consents::Kind::terms;
  if (kind_text == "news") kind = consents::Kind::news;
  if (!kind_text.empty() && !kind) invalid["kind"] = "invalid-kind";
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return core::page_response("consents", PreferencesService(context).office_list(email, kind, page),
                             consent_json);
}

http::Json incident_json(const Incident& incident) {
  auto date_or_null = [](const std::optional<std::string>& date) {
    return date ? http::Json(*date) : http::Json(nullptr);
  };
  return {{"id", incident.id},
          {"occurredOn", incident.occurred_on},
          {"discoveredOn", incident.discovered_on},
          {"description", incident.description},
          {"peopleConcerned", incident.people_concerned},
          {"dataConcerned", incident.data_concerned},
          {"seriousRisk", incident.serious_risk},
          {"riskAssessment", incident.risk_assessment},
          {"measures", incident.measures},
          {"commissionNotifiedOn", date_or_null(incident.commission_notified_on)},
          {"peopleNotifiedOn", date_or_null(incident.people_notified_on)},
          {"recordedAt", iso8601(incident.created_at)},
          {"recordedBy", incident.recorded_by},
          {"updatedAt", iso8601(incident.updated_at)}};
}

// IncidentRequest: dates as YYYY-MM-DD, none after today in Quebec, discovery not before the incident,
// nobody told before the discovery.
IncidentFields read_incident(const http::Json& body, const std::string& today) {
  validation::Input input(body);
  IncidentFields fields;
  auto required_date = [&](const char* name) {
    auto date = input.required_text(name, 10);
    if (!input.failed(name) && (!is_iso_date(date) || date > today)) input.fail(name, "invalid-date");
    return date;
  };
  auto optional_date = [&](const char* name) -> std::optional<std::string> {
    auto date = input.optional_text(name, 10);
    if (date.empty()) return std::nullopt;
    if (!is_iso_date(date) || date > today) input.fail(name, "invalid-date");
    return date;
  };
  fields.occurred_on = required_date("occurredOn");
  fields.discovered_on = required_date("discoveredOn");
  if (!input.failed("occurredOn") && !input.failed("discoveredOn") &&
      fields.discovered_on < fields.occurred_on) {
    input.fail("discoveredOn", "before-occurrence");
  }
  fields.description = input.required_text("description", max_long_text);
  fields.people_concerned = input.required_text("peopleConcerned", max_short_text);
  fields.data_concerned = input.required_text("dataConcerned", max_short_text);
  if (!input.has("seriousRisk")) input.fail("seriousRisk", "required");
  fields.serious_risk = input.optional_bool("seriousRisk");
  fields.risk_assessment = input.required_text("riskAssessment", max_long_text);
  fields.measures = input.optional_text("measures", max_long_text);
  fields.commission_notified_on = optional_date("commissionNotifiedOn");
  fields.people_notified_on = optional_date("peopleNotifiedOn");
  for (auto [name, date] : {std::pair{"commissionNotifiedOn", &fields.commission_notified_on},
                            std::pair{"peopleNotifiedOn", &fields.people_notified_on}}) {
    if (*date && !input.failed(name) && !input.failed("discoveredOn") && **date < fields.discovered_on) {
      input.fail(name, "before-discovery");
    }
  }
  input.check();
  return fields;
}

std::string quebec_today(core::Context& context) { return quebec_date(context.clock.now()); }

http::Response list_incidents(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto page = core::read_page(request);
  return core::page_response("incidents", IncidentService(context).list(page), incident_json);
}

http::Response record_incident(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto fields = read_incident(http::parse_json_object(request), quebec_today(context));
  return http::json_response(201,
                             {{"incident", incident_json(IncidentService(context).record(admin, fields))}});
}

http::Response show_incident(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return http::json_response(
      200, {{"incident", incident_json(IncidentService(context).get(request.id_param("id", "incident")))}});
}

http::Response correct_incident(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const long long id = request.id_param("id", "incident");
  auto fields = read_incident(http::parse_json_object(request), quebec_today(context));
  return http::json_response(200,
                             {{"incident", incident_json(IncidentService(context).correct(id, fields))}});
}

http::Response audit_trail(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto email = read_email_filter(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return core::page_response("entries", audit::page(context, email, page), [](const audit::Entry& entry) {
    return http::Json{
        {"id", entry.id},         {"at", iso8601(entry.created_at)}, {"actor", entry.actor_email},
        {"action", entry.action}, {"subject", entry.subject_email},  {"detail", entry.detail}};
  });
}

}  // namespace

void register_office_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/privacy/consents", list_consents},
      {"GET /api/admin/privacy/incidents", list_incidents},
      {"POST /api/admin/privacy/incidents", record_incident},
      {"GET /api/admin/privacy/incidents/{id}", show_incident},
      {"PUT /api/admin/privacy/incidents/{id}", correct_incident},
      {"GET /api/admin/privacy/audit", audit_trail},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::privacy
