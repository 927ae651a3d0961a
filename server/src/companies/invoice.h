#pragma once

#include <string>
#include <vector>

#include "common/enum_names.h"
#include "common/localized.h"
#include "documents/document.h"
#include "payments/taxes.h"

namespace secours::companies {

// Team bookings and invoices on account (issue 26, decision 045).

enum class TeamPayment { invoice, card };
inline constexpr EnumNames<TeamPayment, 2> team_payment_names{{"invoice", "card"}};

// Several seats of one session booked at once by a company's manager.
struct TeamBooking {
  long long id = 0;
  long long company_id = 0;
  long long session_id = 0;
  long long course_id = 0;
  TeamPayment payment_method = TeamPayment::invoice;
  long long created_by = 0;
  long long created_at = 0;
  // Read with it: the course, the session, its seats, and its invoice (0: by card).
  std::string course_title_fr, course_title_en;
  long long session_starts_at = 0, session_ends_at = 0;
  std::string session_location;
  long long invoice_id = 0;
  std::string invoice_number;

  const std::string& course_title(const std::string& in_language) const {
    return localized(in_language, course_title_fr, course_title_en);
  }
};

// open → paid: nothing is owed and money was received for it (its receipt is numbered in the receipts'
// series); open → credited: nothing is owed and no money was received, the credits of its cancelled seats
// cleared it (no receipt, no revenue). Decision 054; the rule is settled_status below.
enum class InvoiceStatus { open, paid, credited };
inline constexpr EnumNames<InvoiceStatus, 3> invoice_status_names{{"open", "paid", "credited"}};

// One attendee's seat on an invoice.
struct InvoiceLine {
  long long booking_id = 0;
  std::string attendee_name;
  std::string booking_reference;
  payments::Amounts amounts;
};

// How money reached an invoice; credit: a seat cancelled before it was paid.
enum class InvoicePaymentMethod { cheque, eft, card, interac, credit };
inline constexpr EnumNames<InvoicePaymentMethod, 5> invoice_payment_method_names{
    {"cheque", "eft", "card", "interac", "credit"}};

// "Chèque" / "Cheque", …: how the PDFs and the statement name a method.
inline const char* invoice_payment_method_label(InvoicePaymentMethod method, bool french) {
  switch (method) {
    case InvoicePaymentMethod::cheque:
      return french ? "Chèque" : "Cheque";
    case InvoicePaymentMethod::eft:
      return french ? "Virement bancaire" : "Bank transfer";
    case InvoicePaymentMethod::card:
      return french ? "Carte" : "Card";
    case InvoicePaymentMethod::interac:
      return french ? "Virement Interac" : "Interac e-Transfer";
    case InvoicePaymentMethod::credit:
      break;
  }
  return french ? "Crédit (places annulées)" : "Credit (cancelled seats)";
}

struct InvoicePayment {
  long long id = 0;
  long long invoice_id = 0;
  InvoicePaymentMethod method = InvoicePaymentMethod::cheque;
  long long amount_cents = 0;
  std::string received_on;  // YYYY-MM-DD
  std::string reference;    // the cheque's number, the transfer's reference
  long long recorded_at = 0;
};

// An invoice as issued: what Revenu Québec asks of one of $150 or more (the seller with its tax numbers,
// the buyer's name and address, the date, the terms, a line per attendee, subtotal, GST, QST, total).
struct Invoice {
  long long id = 0;
  std::string number;  // F-2026-000123
  long long company_id = 0;
  long long team_booking_id = 0;
  std::string language = "fr";  // en: an English copy follows the French original
  long long issued_at = 0;
  int terms_days = 30;
  std::string due_on;  // YYYY-MM-DD
  documents::Seller seller;
  std::string buyer_name, buyer_address, buyer_neq, purchase_order;
  std::string course_title_fr, course_title_en;
  long long session_starts_at = 0, session_ends_at = 0;
  std::string session_location;
  payments::Amounts amounts;
  long long paid_cents = 0;
  long long credited_cents = 0;
  InvoiceStatus status = InvoiceStatus::open;
  long long paid_at = 0;
  std::string receipt_number;  // once paid (never for a credited one)
  std::vector<InvoiceLine> lines;
  std::vector<InvoicePayment> payments;  // oldest first

  long long balance_cents() const { return amounts.total_cents - paid_cents - credited_cents; }
  // Open past its due date (`today`, YYYY-MM-DD).
  bool overdue(const std::string& today) const { return status == InvoiceStatus::open && due_on < today; }
  const std::string& course_title(const std::string& in_language) const {
    return localized(in_language, course_title_fr, course_title_en);
  }
};

// What an open invoice is once its payments and credits are counted: open while a balance remains, then
// paid when money was received against it, credited when credits alone cleared it (decision 054).
inline InvoiceStatus settled_status(const Invoice& invoice) {
  if (invoice.balance_cents() != 0) return InvoiceStatus::open;
  return invoice.paid_cents > 0 ? InvoiceStatus::paid : InvoiceStatus::credited;
}

}  // namespace secours::companies
