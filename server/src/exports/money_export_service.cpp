#include "exports/money_export_service.h"

#include "common/csv.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "db/transaction.h"
#include "documents/document.h"
#include "documents/document_repository.h"

namespace secours::exports {

namespace {

constexpr int longest_range_days = 3660;

void check(const MoneyExportRequest& request) {
  errors::HttpError::Fields errors;
  if (!is_iso_date(request.from)) errors["from"] = request.from.empty() ? "required" : "invalid-date";
  if (!is_iso_date(request.to)) errors["to"] = request.to.empty() ? "required" : "invalid-date";
  if (errors.empty() && request.to < request.from) errors["to"] = "before-start";
  if (errors.empty() && add_days(request.from, longest_range_days) < request.to)
    errors["to"] = "range-too-long";
  if (request.language != "fr" && request.language != "en") errors["lang"] = "invalid-choice";
  if (!errors.empty()) throw errors::ValidationError(errors);
}

std::string method_name(payments::PaymentMethod method, bool french) {
  switch (method) {
    case payments::PaymentMethod::card:
      return french ? "Carte" : "Card";
    case payments::PaymentMethod::interac:
      return french ? "Virement Interac" : "Interac e-Transfer";
    case payments::PaymentMethod::cash:
      break;
  }
  return french ? "Comptant" : "Cash";
}

}  // namespace

CsvFile export_money(core::Context& context, const MoneyExportRequest& request) {
  check(request);
  const bool french = request.language != "en";
  const csv::Dialect dialect = french ? csv::french : csv::english;
  std::vector<documents::Document> issued;
  {
    db::Transaction tx(context.database);
    issued = documents::document_rows::issued_between(tx.sql(), montreal_midnight(request.from),
                                                      montreal_midnight(add_days(request.to, 1)));
    tx.commit();
  }

  std::string out = csv::utf8_bom;
  const std::vector<std::string> headings =
      french ? std::vector<std::string>{"Date",        "Numéro", "Type",      "Reçu d’origine",
                                        "Réservation", "Client", "Formation", "Mode de paiement",
                                        "Sous-total",  "TPS",    "TVQ",       "Total"}
             : std::vector<std::string>{"Date",     "Number",   "Type",   "Original receipt",
                                        "Booking",  "Customer", "Course", "Payment method",
                                        "Subtotal", "GST",      "QST",    "Total"};
  std::vector<std::string> cells;
  for (const auto& heading : headings) cells.push_back(csv::text_cell(heading, dialect));
  out += csv::line(cells, dialect);
  for (const auto& document : issued) {
    const bool receipt = document.kind == documents::receipt;
    const auto& sale = document.sale;
    out += csv::line(
        {quebec_date(document.issued_at), csv::text_cell(document.number, dialect),
         csv::text_cell(receipt ? (french ? "Reçu" : "Receipt") : (french ? "Note de crédit" : "Credit note"),
                        dialect),
         csv::text_cell(document.receipt_number, dialect), csv::text_cell(sale.booking_reference, dialect),
         csv::text_cell(sale.buyer_name, dialect),
         csv::text_cell(sale.course_title(request.language), dialect),
         csv::text_cell(method_name(sale.payment_method, french), dialect),
         csv::amount_cell(sale.amounts.subtotal_cents, dialect),
         csv::amount_cell(sale.amounts.gst_cents, dialect), csv::amount_cell(sale.amounts.qst_cents, dialect),
         csv::amount_cell(sale.amounts.total_cents, dialect)},
        dialect);
  }
  return {std::string(french ? "mouvements-" : "money-") + request.from + "_" + request.to + ".csv",
          std::move(out)};
}

}  // namespace secours::exports
