#pragma once

#include "common/enum_names.h"

namespace secours::payments {

// How a booking is paid, and so how its money goes back. invoice: a seat of a company's team booking,
// paid on the company's invoice (companies/invoice.h), never chosen by a person booking for themselves.
enum class PaymentMethod { card, interac, cash, invoice };
inline constexpr EnumNames<PaymentMethod, 4> payment_method_names{{"card", "interac", "cash", "invoice"}};

// "Carte" / "Card", …: how the spreadsheets (the office's exports, a person's data) name a method.
inline const char* payment_method_label(PaymentMethod method, bool french) {
  switch (method) {
    case PaymentMethod::card:
      return french ? "Carte" : "Card";
    case PaymentMethod::interac:
      return french ? "Virement Interac" : "Interac e-Transfer";
    case PaymentMethod::invoice:
      return french ? "Facture" : "Invoice";
    case PaymentMethod::cash:
      break;
  }
  return french ? "Comptant" : "Cash";
}

}  // namespace secours::payments
