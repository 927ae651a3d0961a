#include "exports/money_export_service.h"

#include "common/csv.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "db/transaction.h"
#include "documents/document.h"
#include "documents/document_service.h"

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

// One document as a line of the export.
std::string money_line(const documents::Document& document, const std::string& language,
                       csv::Dialect dialect) {
  const bool french = language != "en";
  const bool receipt = document.kind == documents::receipt;
  const auto& sale = document.sale;
  return csv::line(
      {quebec_date(document.issued_at), csv::text_cell(document.number, dialect),
       csv::text_cell(receipt ? (french ? "Reçu" : "Receipt") : (french ? "Note de crédit" : "Credit note"),
                      dialect),
       csv::text_cell(document.receipt_number, dialect), csv::text_cell(sale.booking_reference, dialect),
       csv::text_cell(sale.buyer_name, dialect), csv::text_cell(sale.course_title(language), dialect),
       csv::text_cell(payments::payment_method_label(sale.payment_method, french), dialect),
       csv::text_cell(sale.promo_code, dialect),
       sale.discount_cents ? csv::amount_cell(sale.discount_cents, dialect) : "",
       csv::amount_cell(sale.amounts.subtotal_cents, dialect),
       csv::amount_cell(sale.amounts.gst_cents, dialect), csv::amount_cell(sale.amounts.qst_cents, dialect),
       csv::amount_cell(sale.amounts.total_cents, dialect)},
      dialect);
}

constexpr int export_page_size = 1000;

}  // namespace

CsvFile export_money(core::Context& context, const MoneyExportRequest& request) {
  check(request);
  const bool french = request.language != "en";
  const csv::Dialect dialect = french ? csv::french : csv::english;
  const std::vector<std::string> headings =
      french ? std::vector<std::string>{"Date",        "Numéro", "Type",       "Reçu d’origine",
                                        "Réservation", "Client", "Formation",  "Mode de paiement",
                                        "Code promo",  "Rabais", "Sous-total", "TPS",
                                        "TVQ",         "Total"}
             : std::vector<std::string>{"Date",       "Number",   "Type",     "Original receipt",
                                        "Booking",    "Customer", "Course",   "Payment method",
                                        "Promo code", "Discount", "Subtotal", "GST",
                                        "QST",        "Total"};
  const long long from = montreal_midnight(request.from), to = montreal_midnight(add_days(request.to, 1));
  return spool_csv(
      context, std::string(french ? "mouvements-" : "money-") + request.from + "_" + request.to + ".csv",
      headings, dialect, [&](const std::optional<Keyset>& after) {
        auto sql = db::connection(context.database);
        const auto page = documents::documents_issued_between(*sql, from, to, after, export_page_size);
        CsvPage result;
        for (const auto& document : page) result.lines += money_line(document, request.language, dialect);
        if (page.size() == static_cast<std::size_t>(export_page_size)) {
          result.next = Keyset{page.back().issued_at, page.back().id};
        }
        return result;
      });
}

}  // namespace secours::exports
