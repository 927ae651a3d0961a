#include "exports/bookings_export_service.h"

#include "bookings/booking_labels.h"
#include "bookings/booking_record_service.h"
#include "common/quebec_time.h"
#include "db/transaction.h"

namespace secours::exports {

namespace {

constexpr int export_page_size = 500;

std::string booking_line(const bookings::Booking& b, const std::string& language, csv::Dialect dialect) {
  const bool french = language != "en";
  // "2027-03-11 09:00", Quebec time; empty for a booking on request.
  const std::string session = b.session_starts_at ? quebec_date_time(b.session_starts_at) : "";
  return csv::line(
      {csv::text_cell(b.reference, dialect), quebec_date(b.created_at),
       csv::text_cell(b.first_name + " " + b.last_name, dialect), csv::text_cell(b.email, dialect),
       csv::text_cell(b.phone, dialect), csv::text_cell(b.course_title(language), dialect),
       csv::text_cell(session, dialect),
       csv::text_cell(payments::payment_method_label(b.payment_method, french), dialect),
       b.interac_reference ? std::to_string(b.interac_reference) : "",
       csv::text_cell(bookings::booking_status_label(b.status, french), dialect),
       csv::text_cell(bookings::payment_status_label(b.payment_status, french), dialect),
       csv::text_cell(b.promo_code, dialect),
       b.discount_cents ? csv::amount_cell(b.discount_cents, dialect) : "",
       csv::amount_cell(b.amounts.subtotal_cents, dialect), csv::amount_cell(b.amounts.gst_cents, dialect),
       csv::amount_cell(b.amounts.qst_cents, dialect), csv::amount_cell(b.amounts.total_cents, dialect)},
      dialect);
}

}  // namespace

CsvFile export_bookings(core::Context& context, const bookings::AdminBookingFilter& filter,
                        const std::string& language) {
  const bool french = language != "en";
  const csv::Dialect dialect = french ? csv::french : csv::english;
  const std::vector<std::string> headings =
      french ? std::vector<std::string>{"Réservation", "Réservée le", "Client", "Courriel",     "Téléphone",
                                        "Formation",   "Séance",      "Mode",   "Code Interac", "Statut",
                                        "Paiement",    "Code promo",  "Rabais", "Sous-total",   "TPS",
                                        "TVQ",         "Total"}
             : std::vector<std::string>{"Booking", "Booked on",  "Customer", "Email",        "Phone",
                                        "Course",  "Session",    "Method",   "Interac code", "Status",
                                        "Payment", "Promo code", "Discount", "Subtotal",     "GST",
                                        "QST",     "Total"};
  const auto today = quebec_date(context.clock.now());
  const auto read_page = bookings::admin_page_reader(*db::connection(context.database), filter);
  return spool_csv(context, std::string(french ? "reservations-" : "bookings-") + today + ".csv", headings,
                   dialect, [&](const std::optional<Keyset>& after) {
                     auto sql = db::connection(context.database);
                     auto page = read_page(*sql, {export_page_size, after});
                     CsvPage result;
                     // The reader reads one row more than asked when another page follows.
                     if (page.size() > static_cast<std::size_t>(export_page_size)) {
                       page.resize(export_page_size);
                       result.next = Keyset{page.back().created_at, page.back().id};
                     }
                     for (const auto& booking : page)
                       result.lines += booking_line(booking, language, dialect);
                     return result;
                   });
}

}  // namespace secours::exports
