#pragma once

#include <string>

#include "common/localized.h"
#include "payments/payment_method.h"
#include "payments/taxes.h"

namespace secours::documents {

// Receipts and credit notes (docs/decisions/021-receipts-and-credit-notes.md): the plain types other
// features pass around.

inline constexpr const char* receipt = "receipt";
inline constexpr const char* credit_note = "credit-note";

// "Reçu" / "Receipt", "Note de crédit" / "Credit note": a document's kind in words.
inline const char* document_kind_label(const std::string& kind, bool french) {
  if (kind == credit_note) return french ? "Note de crédit" : "Credit note";
  return french ? "Reçu" : "Receipt";
}

// Who issues the document, from the configuration at the time of issue.
struct Seller {
  std::string name, address, phone, email;
  std::string gst_number, qst_number;
};

// What was sold and to whom, as the booking reads when the document is issued.
struct Sale {
  long long booking_id = 0;       // 0: an invoice's receipt (invoice_id)
  long long invoice_id = 0;       // an invoice's receipt: the invoice it was given for (decision 054)
  std::string booking_reference;  // an invoice's receipt: the invoice's number
  std::string buyer_name;
  std::string language = "fr";  // fr | en: en adds an English copy after the French original
  std::string course_title_fr, course_title_en;
  long long session_starts_at = 0;  // 0: booked on request, date to be confirmed
  long long session_ends_at = 0;
  std::string session_location;
  payments::PaymentMethod payment_method = payments::PaymentMethod::card;
  payments::Amounts amounts;  // a credit note's are negative
  // A receipt's promo code and its discount before taxes (the amounts are of the discounted price).
  std::string promo_code;
  long long discount_cents = 0;

  const std::string& course_title(const std::string& in_language) const {
    return localized(in_language, course_title_fr, course_title_en);
  }
};

// One issued document, as kept.
struct Document {
  long long id = 0;
  std::string kind;            // receipt | credit-note
  std::string number;          // 2026-000123, or NC-2026-000012 for a credit note
  long long receipt_id = 0;    // credit notes: the receipt they refund part or all of
  std::string receipt_number;  // and its number
  long long issued_at = 0;
  Seller seller;
  Sale sale;
};

// What a booking lists of its documents.
struct DocumentSummary {
  long long id = 0;
  long long booking_id = 0;
  std::string kind;
  std::string number;
  long long issued_at = 0;
  long long total_cents = 0;
};

}  // namespace secours::documents
