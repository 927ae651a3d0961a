#include "auth/guards.h"
#include "common/enum_names.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "companies/company_routes.h"
#include "companies/invoice_json.h"
#include "companies/invoice_service.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::companies {

namespace {

constexpr long long max_payment_cents = 100'000'000'00LL;  // a hundred million dollars

std::string today(core::Context& context) { return quebec_date(context.clock.now()); }

// ?status= of the invoices' lists, in InvoiceFilter's order.
constexpr EnumNames<invoice_rows::InvoiceFilter, 4> invoice_filter_names{{"all", "open", "overdue", "paid"}};

invoice_rows::InvoiceFilter read_filter(const http::Request& request, errors::HttpError::Fields& invalid) {
  const auto filter = invoice_filter_names.parse(request.query_param("status").value_or("all"));
  if (!filter) invalid["status"] = "invalid-filter";
  return filter.value_or(invoice_rows::InvoiceFilter::all);
}

http::Response list_invoices(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  errors::HttpError::Fields invalid;
  const auto filter = read_filter(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  const auto day = today(context);
  return core::page_response("invoices", InvoiceService(context).list(user, id, filter, page),
                             [&day](const Invoice& invoice) { return invoice_json(invoice, day); });
}

http::Response show_invoice(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  auto invoice = InvoiceService(context).get(user, id, request.id_param("invoiceId", "invoice"));
  return http::json_response(200, {{"invoice", invoice_json(invoice, today(context))}});
}

http::Response download(FileDownload file) {
  return http::Response::download(std::move(file.bytes), file.content_type, file.filename);
}

http::Response invoice_pdf(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  return download(InvoiceService(context).pdf(user, id, request.id_param("invoiceId", "invoice")));
}

http::Response receipt_pdf(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  return download(InvoiceService(context).receipt_pdf(user, id, request.id_param("invoiceId", "invoice")));
}

// ?from=YYYY-MM-DD&to=YYYY-MM-DD (to excluded); by default the current year to tomorrow.
http::Response statement(core::Context& context, http::Request& request, const std::string& format) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  const auto day = today(context);
  const auto from = request.query_param("from").value_or(day.substr(0, 4) + "-01-01");
  const auto to = request.query_param("to").value_or(add_days(day, 1));
  errors::HttpError::Fields invalid;
  if (!is_iso_date(from)) invalid["from"] = "invalid-date";
  if (!is_iso_date(to)) invalid["to"] = "invalid-date";
  if (invalid.empty() && to <= from) invalid["to"] = "before-from";
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  return download(InvoiceService(context).statement(user, id, from, to, format));
}

http::Response statement_pdf(core::Context& context, http::Request& request) {
  return statement(context, request, "pdf");
}
http::Response statement_csv(core::Context& context, http::Request& request) {
  return statement(context, request, "csv");
}

http::Response office_invoices(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto filter = read_filter(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  const auto day = today(context);
  return core::page_response("invoices", InvoiceService(context).office_list(filter, page),
                             [&day](const Invoice& invoice) { return invoice_json(invoice, day); });
}

http::Response office_invoice(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto invoice = InvoiceService(context).office_get(request.id_param("id", "invoice"));
  return http::json_response(200, {{"invoice", invoice_json(invoice, today(context))}});
}

http::Response office_invoice_pdf(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto invoice = InvoiceService(context).office_get(request.id_param("id", "invoice"));
  return download(InvoiceService(context).pdf(admin, invoice.company_id, invoice.id));
}

http::Response record_payment(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto id = request.id_param("id", "invoice");
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  InvoicePayment payment;
  const auto method = input.required_text("method", 10);
  if (auto parsed = invoice_payment_method_names.parse(method);
      parsed && *parsed != InvoicePaymentMethod::credit) {
    payment.method = *parsed;
  } else if (!input.failed("method")) {
    input.fail("method", "invalid-choice");
  }
  payment.amount_cents = input.optional_integer("amountCents", 1, max_payment_cents).value_or(0);
  if (!input.has("amountCents")) input.fail("amountCents", "required");
  payment.received_on = input.optional_text("receivedOn", 10);
  if (payment.received_on.empty()) payment.received_on = today(context);
  if (!is_iso_date(payment.received_on)) {
    input.fail("receivedOn", "invalid-date");
  } else if (payment.received_on > today(context)) {
    input.fail("receivedOn", "in-the-future");
  }
  payment.reference = input.optional_text("reference", 100);
  input.check();
  auto invoice = InvoiceService(context).record_payment(id, payment, admin.id);
  return http::json_response(201, {{"invoice", invoice_json(invoice, today(context))}});
}

}  // namespace

void register_invoice_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/companies/{id}/invoices", list_invoices},
      {"GET /api/companies/{id}/invoices/{invoiceId}", show_invoice},
      {"GET /api/companies/{id}/invoices/{invoiceId}.pdf", invoice_pdf},
      {"GET /api/companies/{id}/invoices/{invoiceId}/receipt.pdf", receipt_pdf},
      {"GET /api/companies/{id}/statement.pdf", statement_pdf},
      {"GET /api/companies/{id}/statement.csv", statement_csv},
      {"GET /api/admin/invoices", office_invoices},
      {"GET /api/admin/invoices/{id}", office_invoice},
      {"GET /api/admin/invoices/{id}.pdf", office_invoice_pdf},
      {"POST /api/admin/invoices/{id}/payments", record_payment},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::companies
