#include "documents/document_service.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "common/errors.h"
#include "common/quebec_time.h"
#include "documents/document_pdf.h"
#include "documents/document_repository.h"

namespace secours::documents {

Seller seller_of(const core::Config& config) {
  return {config.company_name,  config.company_address, config.company_phone,
          config.company_email, config.gst_number,      config.qst_number};
}

namespace {

// A new document of `kind` numbered in now's Quebec year, stored; returns it with its id.
Document issue(soci::session& sql, const core::Config& config, const std::string& kind, const Sale& sale,
               long long now, long long receipt_id = 0, const std::string& receipt_number = "") {
  const int year = montreal_time(now).year;
  Document document;
  document.kind = kind;
  document.number = document_number(kind, year, document_rows::next_number(sql, kind, year));
  document.receipt_id = receipt_id;
  document.receipt_number = receipt_number;
  document.issued_at = now;
  document.seller = seller_of(config);
  document.sale = sale;
  document.id = document_rows::insert(sql, document);
  return document;
}

// GCC's 128-bit integers (__extension__ tells -Wpedantic it is meant): the products below exceed 64 bits
// once amounts pass about 20 million dollars.
__extension__ using Wide = __int128;

// value * part / whole rounded half-up, for non-negative amounts in cents.
long long share(long long value, long long part, long long whole) {
  return static_cast<long long>((Wide{value} * part * 2 + whole) / (Wide{whole} * 2));
}

payments::Amounts negated(const payments::Amounts& amounts) {
  return {-amounts.subtotal_cents, -amounts.gst_cents, -amounts.qst_cents, -amounts.total_cents};
}

}  // namespace

std::string document_number(const std::string& kind, int year, long long sequence) {
  char text[48];
  std::snprintf(text, sizeof text, "%s%d-%06lld", kind == credit_note ? "NC-" : "", year, sequence);
  return text;
}

Document issue_receipt(soci::session& sql, const core::Config& config, const Sale& sale, long long now) {
  return issue(sql, config, receipt, sale, now);
}

payments::Amounts split_refund(const payments::Amounts& remaining, long long refund_cents) {
  if (refund_cents <= 0 || refund_cents > remaining.total_cents) {
    throw std::invalid_argument("a refund must be above zero and at most what remains");
  }
  if (refund_cents == remaining.total_cents) return remaining;
  payments::Amounts part;
  part.gst_cents = share(refund_cents, remaining.gst_cents, remaining.total_cents);
  part.qst_cents = share(refund_cents, remaining.qst_cents, remaining.total_cents);
  part.subtotal_cents = refund_cents - part.gst_cents - part.qst_cents;
  // Each tax's share is at most what remains of it (the refund is at most the remaining total), but
  // rounding can leave the subtotal a cent below zero or above what remains of it: such cents move
  // between the subtotal and the taxes, within each tax's bounds.
  for (auto [tax, left] :
       {std::pair{&part.qst_cents, remaining.qst_cents}, {&part.gst_cents, remaining.gst_cents}}) {
    const long long down = std::min(*tax, -part.subtotal_cents);
    const long long up = std::min(left - *tax, part.subtotal_cents - remaining.subtotal_cents);
    const long long move = down > 0 ? -down : up > 0 ? up : 0;
    *tax += move;
    part.subtotal_cents -= move;
  }
  part.total_cents = refund_cents;
  return part;
}

Document issue_credit_note(soci::session& sql, const core::Config& config, long long receipt_id,
                           long long refund_cents, long long now) {
  if (refund_cents <= 0) throw std::invalid_argument("a refund must be above zero");
  auto receipt = document_rows::find_receipt_locked(sql, receipt_id);
  if (!receipt) throw errors::NotFound("not-found", "No such receipt.");
  const payments::Amounts paid = receipt->sale.amounts, credited = document_rows::credited(sql, receipt_id);
  const payments::Amounts remaining{paid.subtotal_cents + credited.subtotal_cents,
                                    paid.gst_cents + credited.gst_cents, paid.qst_cents + credited.qst_cents,
                                    paid.total_cents + credited.total_cents};
  if (refund_cents > remaining.total_cents) {
    throw errors::Conflict("refund-exceeds-receipt", "The refund is more than what remains of the receipt.");
  }
  Sale sale = receipt->sale;
  sale.amounts = negated(split_refund(remaining, refund_cents));
  sale.promo_code.clear();  // a credit note gives back money paid: the discount was never paid
  sale.discount_cents = 0;
  return issue(sql, config, credit_note, sale, now, receipt->id, receipt->number);
}

PdfFile pdf_file(const Document& document) {
  return {(document.kind == receipt ? "recu-" : "note-de-credit-") + document.number + ".pdf",
          render_document_pdf(document)};
}

mail::Attachment pdf_attachment(const Document& document) {
  auto file = pdf_file(document);
  return {file.filename, "application/pdf", file.bytes};
}

long long take_next_number(soci::session& sql, const std::string& series, int year) {
  return document_rows::next_number(sql, series, year);
}

std::optional<Document> find_document(soci::session& sql, long long id) {
  return document_rows::find(sql, id);
}

std::vector<DocumentSummary> documents_of_bookings(soci::session& sql,
                                                   const std::vector<long long>& booking_ids) {
  return document_rows::summaries_for_bookings(sql, booking_ids);
}

std::vector<Document> documents_issued_between(soci::session& sql, long long from, long long to,
                                               const std::optional<Keyset>& after, int limit) {
  return document_rows::issued_between(sql, from, to, after, limit);
}

}  // namespace secours::documents
