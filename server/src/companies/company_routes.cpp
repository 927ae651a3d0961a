#include "companies/company_routes.h"

#include "auth/guards.h"
#include "common/enum_names.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "companies/company_routes_parts.h"
#include "companies/company_service.h"
#include "companies/first_aiders_pdf.h"
#include "companies/payment_instructions.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/query_filters.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "http/page_language.h"

namespace secours::companies {

namespace {

constexpr int max_shift_workers = 100'000;

http::Json company_json(const Company& company) {
  return {{"id", company.id},
          {"name", company.name},
          {"address", company.address},
          {"billingEmail", company.billing_email},
          {"neq", company.neq},
          {"purchaseOrder", company.purchase_order},
          {"language", company.language},
          {"creditApproved", company.credit_approved},
          {"createdAt", iso8601(company.created_at)}};
}

http::Json workplace_json(const Workplace& workplace) {
  return {{"id", workplace.id},
          {"name", workplace.name},
          {"address", workplace.address},
          {"sector", sector_names.text(workplace.sector)},
          {"shifts", workplace.shifts},
          {"closedOn", workplace.closed_on ? http::Json(*workplace.closed_on) : http::Json(nullptr)}};
}

// The company, and how it pays its invoices in the page's language (issue 42).
http::Json company_answer(const core::Context& context, const http::Request& request,
                          const Company& company) {
  return {{"company", company_json(company)},
          {"paymentInstructions",
           invoice_payment_instructions(context.config, http::shown_language(request, company.language))}};
}

http::Response create(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  Company company;
  company.name = input.required_text("name", 200);
  company.address = input.required_text("address", 500);
  company.billing_email = input.required_email("billingEmail");
  company.neq = input.optional_text("neq", 10);
  if (!company.neq.empty() && !input.failed("neq") &&
      (company.neq.size() != 10 || company.neq.find_first_not_of("0123456789") != std::string::npos)) {
    input.fail("neq", "invalid-neq");
  }
  company.purchase_order = input.optional_text("purchaseOrder", 100);
  company.language = input.language("language");
  input.check();
  auto created = CompanyService(context).create(user, std::move(company));
  return http::json_response(201, company_answer(context, request, created));
}

http::Response list_mine(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  return core::page_response("companies", CompanyService(context).managed(user, core::read_page(request)),
                             company_json);
}

http::Response show(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto company = CompanyService(context).get(user, request.id_param("id", "company"));
  return http::json_response(200, company_answer(context, request, company));
}

// A workplace as sent to add or change it (400 naming the fields).
Workplace read_workplace(const http::Json& body) {
  validation::Input input(body);
  Workplace workplace;
  workplace.name = input.required_text("name", 200);
  workplace.address = input.optional_text("address", 500);
  const auto sector = input.required_text("sector", 20);
  if (auto parsed = sector_names.parse(sector)) {
    workplace.sector = *parsed;
  } else if (!input.failed("sector")) {
    input.fail("sector", "invalid-sector");
  }
  const auto& shifts = body.contains("shifts") ? body["shifts"] : http::Json();
  if (!shifts.is_array() || shifts.empty()) {
    input.fail("shifts", "required");
  } else if (shifts.size() > max_shifts) {
    input.fail("shifts", "too-many");
  } else {
    for (const auto& workers : shifts) {
      if (!workers.is_number_integer() || workers.get<long long>() < 0 ||
          workers.get<long long>() > max_shift_workers) {
        input.fail("shifts", "invalid-workers");
        break;
      }
      workplace.shifts.push_back(workers.get<int>());
    }
  }
  input.check();
  return workplace;
}

http::Response add_workplace(core::Context& context, http::Request& request) {
  return save_item(context, request, &CompanyService::add_workplace, read_workplace, workplace_json,
                   "workplace");
}

http::Response update_workplace(core::Context& context, http::Request& request) {
  return save_item(context, request, &CompanyService::update_workplace, read_workplace, workplace_json,
                   "workplace", "workplaceId");
}

http::Response list_workplaces(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  http::Json list = http::Json::array();
  for (const auto& workplace : CompanyService(context).workplaces(user, request.id_param("id", "company"))) {
    list.push_back(workplace_json(workplace));
  }
  return http::json_response(200, {{"workplaces", list}});
}

http::Json managers_json(const Managers& found) {
  http::Json managers = http::Json::array(), invitations = http::Json::array();
  for (const auto& manager : found.managers) {
    managers.push_back({{"userId", manager.user_id},
                        {"firstName", manager.first_name},
                        {"lastName", manager.last_name},
                        {"email", manager.email},
                        {"since", iso8601(manager.since)}});
  }
  for (const auto& [email, at] : found.invitations) {
    invitations.push_back({{"email", email}, {"invitedAt", iso8601(at)}});
  }
  return {{"managers", managers}, {"invitations", invitations}};
}

http::Response invite_manager(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto email = input.required_email("email");
  input.check();
  return http::json_response(201, managers_json(CompanyService(context).invite_manager(user, id, email)));
}

http::Response list_managers(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  return http::json_response(
      200, managers_json(CompanyService(context).managers(user, request.id_param("id", "company"))));
}

http::Response workplace_closed(core::Context& context, http::Request& request) {
  return set_end_day(context, request, "workplaceId", "closedOn", "workplace",
                     &CompanyService::set_workplace_closed, workplace_json);
}

http::Response compliance(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  http::Json workplaces = http::Json::array();
  for (const auto& entry : CompanyService(context).compliance(user, request.id_param("id", "company"))) {
    http::Json shifts = http::Json::array();
    for (const auto& shift : entry.shifts) {
      shifts.push_back({{"workers", shift.workers},
                        {"required", shift.required},
                        {"certified", shift.certified},
                        {"expiringSoon", shift.expiring_soon},
                        {"booked", shift.booked},
                        {"missing", shift.missing()}});
    }
    auto workplace = workplace_json(entry.workplace);
    workplace["shifts"] = shifts;
    workplaces.push_back(workplace);
  }
  http::Json next = nullptr;
  if (auto session = CompanyService(context).next_first_aid_session()) {
    next = {{"sessionId", session->session_id},
            {"courseId", session->course_id},
            {"startsAt", iso8601(session->starts_at)},
            {"seatsLeft", session->seats_left}};
  }
  return http::json_response(200, {{"workplaces", workplaces}, {"nextFirstAidSession", next}});
}

http::Response first_aiders_pdf(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  const auto notice =
      CompanyService(context).first_aiders_notice(user, id, request.id_param("workplaceId", "workplace"));
  return http::Response::download(render_first_aiders_pdf(notice), "application/pdf",
                                  "secouristes-" + std::to_string(notice.workplace.id) + ".pdf");
}

http::Response office_list(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto words = core::read_search_words(request, invalid);
  std::optional<bool> credit;  // ?credit=pending|approved: whether their credit account is approved
  if (const auto credit_filter = request.query_param("credit"); credit_filter && !credit_filter->empty()) {
    constexpr EnumNames<bool, 2> credit_filter_names{{"pending", "approved"}};
    credit = credit_filter_names.parse(*credit_filter);
    if (!credit) invalid["credit"] = "invalid-filter";
  }
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return core::page_response("companies", CompanyService(context).office_page(words, credit, page),
                             company_json);
}

http::Response office_update(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto id = request.id_param("id", "company");
  auto body = http::parse_json_object(request);
  if (!body.contains("creditApproved") || !body["creditApproved"].is_boolean()) {
    throw errors::ValidationError(errors::HttpError::Fields{{"creditApproved", "required"}});
  }
  auto company = CompanyService(context).set_credit_approved(id, body["creditApproved"].get<bool>());
  return http::json_response(200, {{"company", company_json(company)}});
}

}  // namespace

// {<field>: "YYYY-MM-DD"}: the day, as the body gives it (400 naming the field otherwise).
std::string read_day(http::Request& request, const char* field) {
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto day = input.required_text(field, 10);
  if (!input.failed(field) && !is_iso_date(day)) input.fail(field, "invalid-date");
  input.check();
  return day;
}

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/companies", create},
      {"GET /api/companies", list_mine},
      {"GET /api/companies/{id}", show},
      {"POST /api/companies/{id}/managers", invite_manager},
      {"GET /api/companies/{id}/managers", list_managers},
      {"POST /api/companies/{id}/workplaces", add_workplace},
      {"GET /api/companies/{id}/workplaces", list_workplaces},
      {"PUT /api/companies/{id}/workplaces/{workplaceId}", update_workplace},
      {"GET /api/companies/{id}/workplaces/{workplaceId}/first-aiders.pdf", first_aiders_pdf},
      {"PUT /api/companies/{id}/workplaces/{workplaceId}/closure", workplace_closed},
      {"DELETE /api/companies/{id}/workplaces/{workplaceId}/closure", workplace_closed},
      {"GET /api/companies/{id}/compliance", compliance},
      {"GET /api/admin/companies", office_list},
      {"PATCH /api/admin/companies/{id}", office_update},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::companies
