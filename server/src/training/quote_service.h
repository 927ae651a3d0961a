#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "training/training.h"

namespace secours::training {

// A quote as the office reads it: with every version of its number.
struct QuoteView {
  Quote quote;
  std::vector<QuoteVersion> versions;
};

// What the customer's acceptance made.
struct Acceptance {
  Quote quote;
  long long session_id = 0;
};

struct QuotePdf {
  std::string filename;
  std::string bytes;
};

// The office's quotes and the customer's answer (issue 44, decision 063). Every method owns its
// transaction. The customer reaches a quote through the token of its mailed link only (404 otherwise).
class QuoteService {
 public:
  explicit QuoteService(core::Context& context) : context_(context) {}

  // A draft, numbered S-YYYY-NNNNNN, taxes once on its subtotal. 400 for an unknown company, request or
  // course, validUntil in-the-past; the contact defaults to the request's, else the company's billing
  // address. Without a company, the request's: one the site does not know yet is registered from the
  // request, its contact invited to manage it.
  QuoteView create(const auth::User& admin, Quote input);
  // 409 quote-not-draft once sent.
  QuoteView update(const auth::User& admin, long long id, Quote input);
  QuoteView get(long long id);
  core::Page<Quote> list(const std::string& status, const PageRequest& page);
  // draft | sent → sent, mailed with its PDF and a new link (the previous link stops working). 409
  // quote-expired past its validity, quote-closed once accepted or declined, quote-revised when replaced.
  QuoteView send(long long id);
  // A new draft version of the same number; the old one is kept and can no longer be accepted. 409
  // quote-accepted, quote-revised.
  QuoteView revise(const auth::User& admin, long long id);
  QuotePdf office_pdf(long long id);

  Quote customer_view(long long id, const std::string& token);
  QuotePdf customer_pdf(long long id, const std::string& token);
  // The private session for the company at its address, its seats to be named, the invoice now or after
  // the class (PRIVATE_INVOICE_WHEN); the office is mailed. 409 quote-expired, quote-revised,
  // quote-closed.
  Acceptance accept(long long id, const std::string& token, const std::string& name, const std::string& title,
                    const std::string& purchase_order);
  Quote decline(long long id, const std::string& token, const std::string& reason);

  // The private sessions a visitor asks for by id: a public one to anyone; a company's to its managers and
  // the office; 404 otherwise.
  schedule::CourseSession visible_session(long long session_id, const std::optional<auth::User>& reader);

 private:
  core::Context& context_;
};

// The roster of a session was signed (core::Context::on_roster_signed): a private training invoiced after
// the class (PRIVATE_INVOICE_WHEN=delivered) gets its invoice now, once.
void invoice_delivered_training(soci::session& sql, const core::Config& config, long long session_id,
                                long long now);

}  // namespace secours::training
