#include "companies/invoice_service.h"

#include "common/errors.h"
#include "common/quebec_time.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_pdf.h"
#include "companies/invoice_settlement.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "documents/document_service.h"

namespace secours::companies {

namespace {

constexpr std::size_t max_statement_invoices = 2000;
constexpr int late_reminder_days = 15;
constexpr int reminders_per_run = 100;

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such invoice."); }

// The invoice read, or not found.
Invoice found(std::optional<Invoice> invoice) {
  if (!invoice) not_found();
  return std::move(*invoice);
}

Page<Invoice> finish(std::vector<Invoice> found, const PageRequest& page) {
  return core::page_of(std::move(found), page, [](const Invoice& invoice) {
    return Keyset{invoice.issued_at, invoice.id};
  });
}

FileDownload invoice_file(const Invoice& invoice, const core::Config& config) {
  return {"facture-" + invoice.number + ".pdf", "application/pdf", render_invoice_pdf(invoice, config)};
}

}  // namespace

Page<Invoice> InvoiceService::list(const auth::User& user, long long company_id,
                                   invoice_rows::InvoiceFilter filter, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  const auto today = quebec_date(context_.clock.now());
  return finish(invoice_rows::invoices_page(*sql, company_id, filter, today, page), page);
}

Invoice InvoiceService::get(const auth::User& user, long long company_id, long long invoice_id) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  return found(invoice_rows::find_invoice(*sql, invoice_id, company_id));
}

FileDownload InvoiceService::pdf(const auth::User& user, long long company_id, long long invoice_id) {
  return invoice_file(get(user, company_id, invoice_id), context_.config);
}

FileDownload InvoiceService::receipt_pdf(const auth::User& user, long long company_id, long long invoice_id) {
  auto invoice = get(user, company_id, invoice_id);
  if (invoice.status != InvoiceStatus::paid) not_found();
  return {"recu-" + invoice.receipt_number + ".pdf", "application/pdf", render_invoice_receipt_pdf(invoice)};
}

FileDownload InvoiceService::statement(const auth::User& user, long long company_id, const std::string& from,
                                       const std::string& to, const std::string& format) {
  auto sql = db::connection(context_.database);
  Statement statement;
  statement.company = accessible_company(*sql, user, company_id);
  statement.seller = documents::seller_of(context_.config);
  statement.from = from;
  statement.to = to;
  statement.issued_at = context_.clock.now();
  const long long start = montreal_midnight(from), end = montreal_midnight(to);
  statement.opening_balance_cents = invoice_rows::balance_before(*sql, company_id, start);
  statement.invoices = invoice_rows::issued_between(*sql, company_id, start, end);
  if (statement.invoices.size() > max_statement_invoices) {
    throw errors::ValidationError(errors::HttpError::Fields{{"from", "period-too-long"}});
  }
  const std::string name = "releve-" + std::to_string(company_id) + "-" + from + "-" + to;
  if (format == "csv") return {name + ".csv", "text/csv; charset=utf-8", render_statement_csv(statement)};
  return {name + ".pdf", "application/pdf", render_statement_pdf(statement)};
}

Page<Invoice> InvoiceService::office_list(invoice_rows::InvoiceFilter filter, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  const auto today = quebec_date(context_.clock.now());
  return finish(invoice_rows::invoices_page(*sql, 0, filter, today, page), page);
}

Invoice InvoiceService::office_get(long long invoice_id) {
  auto sql = db::connection(context_.database);
  return found(invoice_rows::find_invoice(*sql, invoice_id));
}

Invoice InvoiceService::record_payment(long long invoice_id, InvoicePayment payment, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto invoice = found(invoice_rows::find_invoice_locked(sql, invoice_id));
  if (invoice.status != InvoiceStatus::open) {
    throw errors::Conflict("invoice-paid", "Nothing is owed on this invoice: it is paid or credited.");
  }
  payment.invoice_id = invoice_id;
  payment.recorded_at = now;
  if (payment.amount_cents > invoice.balance_cents() || !invoice_rows::add_payment(sql, payment, admin_id)) {
    throw errors::ValidationError(errors::HttpError::Fields{{"amountCents", "amount-exceeds-balance"}});
  }
  for (const auto seat : settle_if_cleared(sql, context_.config, invoice_id, admin_id, now))
    context_.on_seat_paid(sql, seat, now);  // a signed roster's certificate (issue 41)
  return tx.commit(*invoice_rows::find_invoice(sql, invoice_id));
}

long long invoice_money_received_between(soci::session& sql, long long from, long long to) {
  return invoice_rows::received_between(sql, from, to);
}

long long first_invoice_paid_at(soci::session& sql) { return invoice_rows::first_paid_at(sql); }

int InvoiceService::send_due_reminders() {
  const long long now = context_.clock.now();
  const auto today = quebec_date(now);
  int sent = 0;
  // The late reminder first: an invoice found already fifteen days late (the job did not run meanwhile)
  // gets that one only.
  for (const auto& [stage, due_by] :
       {std::pair{2, add_days(today, -late_reminder_days)}, std::pair{1, today}}) {
    std::vector<long long> due;
    {
      auto sql = db::connection(context_.database);
      due = invoice_rows::due_for_reminder(*sql, due_by, stage, reminders_per_run);
    }
    for (long long id : due) {
      db::Transaction tx(context_.database);
      // The conditional UPDATE decides which instance sends it; the mail is queued in the same transaction.
      if (!invoice_rows::mark_reminded(tx.sql(), id, stage)) continue;
      auto invoice = *invoice_rows::find_invoice(tx.sql(), id);
      queue_invoice_reminder_mails(tx.sql(), context_.config, invoice, stage,
                                   company_rows::billing_recipients(tx.sql(), invoice.company_id), now);
      tx.commit();
      ++sent;
    }
  }
  return sent;
}

}  // namespace secours::companies
