#include "training/training_routes.h"

#include "auth/guards.h"
#include "common/quebec_time.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "schedule/session_json.h"
#include "training/quote_service.h"
#include "training/training_input.h"
#include "training/training_json.h"
#include "training/training_request_service.h"

namespace secours::training {

namespace {

std::string today(core::Context& context) { return quebec_date(context.clock.now()); }

http::Response submit_request(core::Context& context, http::Request& request) {
  const auto body = http::parse_json_object(request);
  std::vector<long long> course_ids;
  auto input = read_training_request(body, course_ids);
  // The honeypot: a field people never see, so only robots fill it in; they are told it was received.
  if (body.contains("website") &&
      !(body["website"].is_string() && body["website"].get<std::string>().empty()))
    return http::json_response(201, {{"request", request_json(input, input.language)}});
  auto created =
      TrainingRequestService(context).submit(auth::current_user(context, request), std::move(input),
                                             course_ids, auth::client_address(context, request));
  return http::json_response(201, {{"request", request_json(created, created.language)}});
}

http::Response list_requests(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto status = request.query_param("status").value_or("all");
  std::optional<bool> quoted;
  if (status == "new" || status == "quoted") {
    quoted = status == "quoted";
  } else if (status != "all") {
    invalid["status"] = "invalid-choice";
  }
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  const auto language = request.page_language();
  return core::page_response("requests", TrainingRequestService(context).office_page(quoted, page),
                             [&](const auto& row) { return request_json(row, language); });
}

http::Response show_request(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto found = TrainingRequestService(context).office_get(request.id_param("id", "training request"));
  return http::json_response(200, {{"request", request_json(found, request.page_language())}});
}

http::Response quote_response(core::Context& context, int status, const QuoteView& view) {
  return http::json_response(status, {{"quote", quote_json(view.quote, today(context), &view.versions)}});
}

http::Response list_quotes(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  auto status = request.query_param("status").value_or("all");
  if (!quote_status_names.parse(status) && status != "all") invalid["status"] = "invalid-choice";
  if (status == "all") status.clear();
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  const auto day = today(context);
  return core::page_response("quotes", QuoteService(context).list(status, page),
                             [&](const auto& quote) { return quote_json(quote, day, nullptr); });
}

http::Response create_quote(core::Context& context, http::Request& request) {
  const auto admin = auth::require_admin(context, request);
  auto input = read_quote_input(http::parse_json_object(request));
  return quote_response(context, 201, QuoteService(context).create(admin, std::move(input)));
}

http::Response show_quote(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return quote_response(context, 200, QuoteService(context).get(request.id_param("id", "quote")));
}

http::Response update_quote(core::Context& context, http::Request& request) {
  const auto admin = auth::require_admin(context, request);
  const auto id = request.id_param("id", "quote");
  auto input = read_quote_input(http::parse_json_object(request));
  return quote_response(context, 200, QuoteService(context).update(admin, id, std::move(input)));
}

http::Response send_quote(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return quote_response(context, 200, QuoteService(context).send(request.id_param("id", "quote")));
}

http::Response revise_quote(core::Context& context, http::Request& request) {
  const auto admin = auth::require_admin(context, request);
  return quote_response(context, 201, QuoteService(context).revise(admin, request.id_param("id", "quote")));
}

http::Response pdf_response(const QuotePdf& pdf) {
  return http::Response::download(pdf.bytes, "application/pdf", pdf.filename);
}

http::Response office_pdf(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return pdf_response(QuoteService(context).office_pdf(request.id_param("id", "quote")));
}

std::string token_of(const http::Request& request) { return request.query_param("token").value_or(""); }

http::Response customer_quote(core::Context& context, http::Request& request) {
  auto quote = QuoteService(context).customer_view(request.id_param("id", "quote"), token_of(request));
  auto response = http::json_response(200, {{"quote", quote_json(quote, today(context), nullptr)}});
  response.set_header("Cache-Control", "no-store");
  return response;
}

http::Response customer_pdf(core::Context& context, http::Request& request) {
  return pdf_response(QuoteService(context).customer_pdf(request.id_param("id", "quote"), token_of(request)));
}

http::Response accept_quote(core::Context& context, http::Request& request) {
  const auto id = request.id_param("id", "quote");
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto token = input.required_text("token", 200);
  const auto name = input.required_text("name", 120);
  const auto title = input.optional_text("title", 120);
  const auto purchase_order = input.optional_text("purchaseOrder", 60);
  input.check();
  auto accepted = QuoteService(context).accept(id, token, name, title, purchase_order);
  return http::json_response(200, {{"quote", quote_json(accepted.quote, today(context), nullptr)},
                                   {"sessionId", accepted.session_id}});
}

http::Response decline_quote(core::Context& context, http::Request& request) {
  const auto id = request.id_param("id", "quote");
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto token = input.required_text("token", 200);
  const auto reason = input.required_text("reason", 1000);
  input.check();
  auto declined = QuoteService(context).decline(id, token, reason);
  return http::json_response(200, {{"quote", quote_json(declined, today(context), nullptr)}});
}

// A session by its id (issue 44): a company's private one is its managers' and the office's only.
http::Response show_session(core::Context& context, http::Request& request) {
  auto session = QuoteService(context).visible_session(request.id_param("id", "session"),
                                                       auth::current_user(context, request));
  auto response = http::json_response(200, {{"session", schedule::session_json(session)}});
  if (session.is_private()) response.set_header("Cache-Control", "private, no-store");
  return response;
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/training-requests", submit_request},
      {"GET /api/admin/training-requests", list_requests},
      {"GET /api/admin/training-requests/{id}", show_request},
      {"GET /api/admin/quotes", list_quotes},
      {"POST /api/admin/quotes", create_quote},
      {"GET /api/admin/quotes/{id}", show_quote},
      {"PUT /api/admin/quotes/{id}", update_quote},
      {"POST /api/admin/quotes/{id}/send", send_quote},
      {"POST /api/admin/quotes/{id}/revise", revise_quote},
      {"GET /api/admin/quotes/{id}.pdf", office_pdf},
      {"GET /api/quotes/{id}", customer_quote},
      {"GET /api/quotes/{id}.pdf", customer_pdf},
      {"POST /api/quotes/{id}/accept", accept_quote},
      {"POST /api/quotes/{id}/decline", decline_quote},
      {"GET /api/sessions/{id}", show_session},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::training
