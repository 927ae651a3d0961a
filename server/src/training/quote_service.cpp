#include "training/quote_service.h"

#include <cstdio>

#include "common/crypto.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "companies/private_training_service.h"
#include "db/transaction.h"
#include "documents/document_service.h"
#include "payments/taxes.h"
#include "schedule/session_service.h"
#include "training/quote_pdf.h"
#include "training/quote_repository.h"
#include "training/training_mails.h"
#include "training/training_request_repository.h"

namespace secours::training {

namespace {

[[noreturn]] void no_such_quote() { throw errors::NotFound("not-found", "No such quote."); }

std::string quote_number(int year, long long sequence) {
  char text[48];
  std::snprintf(text, sizeof text, "S-%d-%06lld", year, sequence);
  return text;
}

// The customer's page of the quote, with its link's token, in the quote's language.
std::string quote_link(const core::Config& config, const Quote& quote, const std::string& token) {
  return config.public_url + "/quotes/" + std::to_string(quote.id) + "?token=" + token +
         (quote.language == "en" ? "&lng=en" : "");
}

// What the office typed, checked against what exists, with its amounts: taxes once on the subtotal.
void complete(soci::session& sql, const core::Config& config, const auth::User& admin, Quote& quote,
              const std::string& today, long long now) {
  if (quote.valid_until < today)
    throw errors::ValidationError(errors::HttpError::Fields{{"validUntil", "in-the-past"}});
  std::optional<TrainingRequest> request;
  if (quote.request_id != 0) {
    request = request_rows::find(sql, quote.request_id);
    if (!request) throw errors::ValidationError(errors::HttpError::Fields{{"requestId", "not-found"}});
    if (quote.company_id == 0) quote.company_id = request->company_id;
    // A company the site does not know yet: registered from the request, its contact invited to manage it.
    if (quote.company_id == 0) {
      companies::Company company;
      company.name = request->company_name;
      company.address = request->address;
      company.billing_email = request->email;
      company.language = request->language;
      quote.company_id =
          companies::register_company_for_training(sql, config, company, request->email, admin, now);
    }
  }
  if (quote.company_id == 0)
    throw errors::ValidationError(errors::HttpError::Fields{{"companyId", "required"}});
  const auto company = companies::find_company(sql, quote.company_id);
  if (!company) throw errors::ValidationError(errors::HttpError::Fields{{"companyId", "not-found"}});
  quote.company_name = company->name;
  if (quote.contact_email.empty()) {
    quote.contact_email = request ? request->email : company->billing_email;
    if (quote.contact_name.empty() && request)
      quote.contact_name = request->first_name + " " + request->last_name;
  }
  if (quote.contact_email.empty())
    throw errors::ValidationError(errors::HttpError::Fields{{"contactEmail", "required"}});
  long long subtotal = 0;
  for (std::size_t i = 0; i < quote.lines.size(); ++i) {
    const auto& line = quote.lines[i];
    if (line.course_id != 0 && !schedule::find_course(sql, line.course_id))
      throw errors::ValidationError(
          errors::HttpError::Fields{{"lines[" + std::to_string(i) + "].courseId", "not-found"}});
    subtotal += line.amount_cents();
  }
  quote.amounts = payments::quebec_taxes(subtotal);
}

Quote found_or_404(soci::session& sql, long long id) {
  auto quote = quote_rows::find(sql, id);
  if (!quote) no_such_quote();
  return *quote;
}

QuoteView view_of(soci::session& sql, long long id) {
  auto quote = found_or_404(sql, id);
  auto versions = quote_rows::versions(sql, quote.number);
  return {std::move(quote), std::move(versions)};
}

// The quote the link's token opens: 404 with another token, and for a draft (never sent).
Quote by_token(soci::session& sql, long long id, const std::string& token, bool lock) {
  if (token.empty()) no_such_quote();
  if (lock) quote_rows::find_locked(sql, id);
  auto quote = quote_rows::find_by_token(sql, id, crypto::sha256_hex(token));
  if (!quote || quote->status == QuoteStatus::draft) no_such_quote();
  return *quote;
}

// The customer may still answer: 409 otherwise.
void check_open(const Quote& quote, const std::string& today) {
  if (quote.replaced_by != 0)
    throw errors::Conflict("quote-revised", "A newer version of this quote replaced it.");
  if (quote.status != QuoteStatus::sent)
    throw errors::Conflict("quote-closed", "This quote was already answered.");
  if (quote.status_on(today) == QuoteStatus::expired)
    throw errors::Conflict("quote-expired", "This quote is past its validity date.");
}

std::vector<companies::PrivateInvoiceLine> invoice_lines(const Quote& quote) {
  std::vector<companies::PrivateInvoiceLine> lines;
  for (const auto& line : quote.lines)
    lines.push_back({line.description, line.quantity, line.unit_price_cents});
  return lines;
}

void invoice(soci::session& sql, const core::Config& config, const Quote& quote, long long now) {
  const auto issued = companies::invoice_private_training(sql, config, quote.team_booking_id,
                                                          invoice_lines(quote), quote.purchase_order, now);
  quote_rows::set_invoice(sql, quote.id, issued.id);
}

}  // namespace

QuoteView QuoteService::create(const auth::User& admin, Quote input) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  complete(sql, context_.config, admin, input, quebec_date(now), now);
  const int year = montreal_time(now).year;
  input.number = quote_number(year, documents::take_next_number(sql, "quote", year));
  input.version = 1;
  input.created_by = admin.id;
  input.created_at = input.updated_at = now;
  const long long id = quote_rows::insert(sql, input, crypto::sha256_hex(crypto::random_token()));
  return tx.commit(view_of(sql, id));
}

QuoteView QuoteService::update(const auth::User& admin, long long id, Quote input) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  quote_rows::find_locked(sql, id);
  const auto current = found_or_404(sql, id);
  if (current.status != QuoteStatus::draft)
    throw errors::Conflict("quote-not-draft", "A sent quote cannot change: revise it.");
  complete(sql, context_.config, admin, input, quebec_date(now), now);
  input.id = id;
  quote_rows::update_draft(sql, input, now);
  return tx.commit(view_of(sql, id));
}

QuoteView QuoteService::get(long long id) {
  auto sql = db::connection(context_.database);
  return view_of(*sql, id);
}

core::Page<Quote> QuoteService::list(const std::string& status, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(quote_rows::page(*sql, status, quebec_date(context_.clock.now()), page), page,
                       core::by_created_at);
}

QuoteView QuoteService::send(long long id) {
  const long long now = context_.clock.now();
  Quote quote;
  {
    auto sql = db::connection(context_.database);
    quote = found_or_404(*sql, id);
  }
  if (quote.replaced_by != 0)
    throw errors::Conflict("quote-revised", "A newer version of this quote replaced it.");
  if (quote.status == QuoteStatus::accepted || quote.status == QuoteStatus::declined)
    throw errors::Conflict("quote-closed", "This quote was already answered.");
  if (quote.valid_until < quebec_date(now))
    throw errors::Conflict("quote-expired", "This quote is past its validity date: revise it.");
  // The PDF is made from what was read, before the transaction (it takes no lock while it draws).
  quote.sent_at = now;
  const auto pdf = render_quote_pdf(quote, context_.config);
  const auto token = crypto::random_token();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  if (!quote_rows::mark_sent(sql, id, now, crypto::sha256_hex(token)))
    throw errors::Conflict("quote-closed", "This quote was answered or replaced meanwhile.");
  queue_quote_mail(sql, context_.config, quote, quote_link(context_.config, quote, token), pdf, now);
  return tx.commit(view_of(sql, id));
}

QuoteView QuoteService::revise(const auth::User& admin, long long id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  quote_rows::find_locked(sql, id);
  auto quote = found_or_404(sql, id);
  if (quote.status == QuoteStatus::accepted)
    throw errors::Conflict("quote-accepted", "An accepted quote is not revised.");
  if (quote.replaced_by != 0)
    throw errors::Conflict("quote-revised", "A newer version of this quote exists.");
  Quote next = quote;
  next.version = quote.version + 1;
  next.created_by = admin.id;
  next.created_at = next.updated_at = now;
  const long long next_id = quote_rows::insert(sql, next, crypto::sha256_hex(crypto::random_token()));
  quote_rows::mark_replaced(sql, id, next_id);
  return tx.commit(view_of(sql, next_id));
}

QuotePdf QuoteService::office_pdf(long long id) {
  auto sql = db::connection(context_.database);
  auto quote = found_or_404(*sql, id);
  return {"devis-" + quote.number + "-v" + std::to_string(quote.version) + ".pdf",
          render_quote_pdf(quote, context_.config)};
}

Quote QuoteService::customer_view(long long id, const std::string& token) {
  auto sql = db::connection(context_.database);
  return by_token(*sql, id, token, false);
}

QuotePdf QuoteService::customer_pdf(long long id, const std::string& token) {
  Quote quote;
  {
    auto sql = db::connection(context_.database);
    quote = by_token(*sql, id, token, false);
  }
  return {"devis-" + quote.number + ".pdf", render_quote_pdf(quote, context_.config)};
}

Acceptance QuoteService::accept(long long id, const std::string& token, const std::string& name,
                                const std::string& title, const std::string& purchase_order) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto quote = by_token(sql, id, token, true);
  check_open(quote, quebec_date(now));
  const auto company = companies::find_company(sql, quote.company_id);
  const auto* line = quote.course_line();
  if (!company || !line || quote.days.empty())
    throw errors::Conflict("quote-closed", "This quote cannot be accepted online: please call us.");
  schedule::SessionInput input;
  input.days = quote.days;
  input.starts_at = quote.days.front().starts_at;
  input.ends_at = quote.days.back().ends_at;
  input.location = quote.address;
  input.capacity = line->quantity;
  input.language = quote.language;
  input.company_id = company->id;
  const auto session = schedule::schedule_private_session(sql, line->course_id, input, now);
  const long long team = companies::book_private_training(sql, context_.config, *company, session,
                                                          line->quantity, quote.created_by, now);
  quote_rows::accept(sql, id, name, title, purchase_order, session.id, team, now);
  quote = *quote_rows::find(sql, id);
  if (context_.config.invoice_private_training_on_acceptance) {
    invoice(sql, context_.config, quote, now);
    quote = *quote_rows::find(sql, id);
  }
  queue_quote_answered_mail(sql, context_.config, quote, now);
  return tx.commit(Acceptance{quote, session.id});
}

Quote QuoteService::decline(long long id, const std::string& token, const std::string& reason) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto quote = by_token(sql, id, token, true);
  check_open(quote, quebec_date(now));
  quote_rows::decline(sql, id, reason, now);
  quote = *quote_rows::find(sql, id);
  queue_quote_answered_mail(sql, context_.config, quote, now);
  return tx.commit(std::move(quote));
}

schedule::CourseSession QuoteService::visible_session(long long session_id,
                                                      const std::optional<auth::User>& reader) {
  auto sql = db::connection(context_.database);
  auto session = schedule::find_session(*sql, session_id);
  if (!session ||
      (session->is_private() && !(reader && companies::may_act_for(*sql, *reader, session->company_id))))
    throw errors::NotFound("not-found", "No such session.");
  return *session;
}

void invoice_delivered_training(soci::session& sql, const core::Config& config, long long session_id,
                                long long now) {
  if (config.invoice_private_training_on_acceptance) return;
  auto quote = quote_rows::find_by_session(sql, session_id);
  if (!quote || quote->invoice_id != 0 || quote->team_booking_id == 0) return;
  quote_rows::find_locked(sql, quote->id);  // once, whoever signs the roster again after a reopening
  quote = quote_rows::find(sql, quote->id);
  if (quote->invoice_id != 0) return;
  invoice(sql, config, *quote, now);
}

}  // namespace secours::training
