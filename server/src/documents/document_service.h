#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "documents/document.h"
#include "mail/mail.h"

namespace secours::documents {

// Receipts and credit notes (docs/decisions/021-receipts-and-credit-notes.md). Issuing works inside the
// caller's transaction, the one that records the payment or the refund: a payment never exists without
// its receipt, and a rolled-back one consumes no number.

// The seller every document names, from the configuration at the time of issue.
Seller seller_of(const core::Config& config);

// "2026-000123" for a receipt, "NC-2026-000012" for a credit note (NC: note de crédit).
std::string document_number(const std::string& kind, int year, long long sequence);

// The receipt of a payment made now: the next receipt number of now's Quebec year, the seller from the
// configuration, the sale as the booking reads.
Document issue_receipt(soci::session& sql, const core::Config& config, const Sale& sale, long long now);

// The part of `remaining` (what a receipt has not refunded yet) that a refund of `refund_cents` takes:
// all of it when refund_cents is its total; otherwise split in its proportions, taxes rounded half-up,
// so that the parts add up to refund_cents exactly and none exceeds what remains of it. Positive
// amounts; requires 0 < refund_cents <= remaining.total_cents.
payments::Amounts split_refund(const payments::Amounts& remaining, long long refund_cents);

// A credit note of `refund_cents` against receipt `receipt_id`, inside the caller's transaction (the
// receipt's row stays locked until it ends, so concurrent refunds of one receipt never over-refund it).
// 404 not-found for an unknown receipt; 409 refund-exceeds-receipt beyond what the receipt has left;
// std::invalid_argument for an amount of zero or less.
Document issue_credit_note(soci::session& sql, const core::Config& config, long long receipt_id,
                           long long refund_cents, long long now);

// What other features read and number inside their own transaction (the tables stay documents').
// The next number of `series` in `year` ("invoice" for the companies' invoices): its counter's row stays
// locked until the caller's transaction ends, so numbers have no gap and a rollback gives one back.
long long take_next_number(soci::session& sql, const std::string& series, int year);
// A document by id; std::nullopt when unknown.
std::optional<Document> find_document(soci::session& sql, long long id);
// The receipts and credit notes of these bookings, oldest first, in one statement.
std::vector<DocumentSummary> documents_of_bookings(soci::session& sql,
                                                   const std::vector<long long>& booking_ids);

// The office's read-only views (exports/): up to `limit` documents issued in [from, to) (Unix seconds),
// oldest first, after `after` (issued_at, id) when given; an export reads a range of any length a page
// at a time.
std::vector<Document> documents_issued_between(soci::session& sql, long long from, long long to,
                                               const std::optional<Keyset>& after, int limit);

// The document as a PDF: the French original, then an English copy when the sale was in English.
struct PdfFile {
  std::string filename;  // recu-2026-000123.pdf, note-de-credit-NC-2026-000012.pdf
  std::string bytes;
};
PdfFile pdf_file(const Document& document);
mail::Attachment pdf_attachment(const Document& document);

}  // namespace secours::documents
