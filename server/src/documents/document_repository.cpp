#include "documents/document_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::documents::document_rows {

namespace {

const char* const columns =
    "d.id, d.kind, d.number, d.receipt_id, r.number, d.issued_at, d.seller_name, d.seller_address, "
    "d.seller_phone, d.seller_email, d.gst_number, d.qst_number, COALESCE(d.booking_id, 0), "
    "COALESCE(d.invoice_id, 0), d.booking_reference, "
    "d.buyer_name, d.language, d.course_title_fr, d.course_title_en, d.session_starts_at, "
    "d.session_ends_at, d.session_location, d.payment_method, d.subtotal_cents, d.gst_cents, d.qst_cents, "
    "d.total_cents, d.promo_code, d.discount_cents";

Document read_document(const soci::row& row) {
  Document d;
  db::Columns in(row);
  in.read(d.id, d.kind, d.number, d.receipt_id, d.receipt_number, d.issued_at);
  d.seller = {in.text(), in.text(), in.text(), in.text(), in.text(), in.text()};
  in.read(d.sale.booking_id, d.sale.invoice_id, d.sale.booking_reference, d.sale.buyer_name, d.sale.language,
          d.sale.course_title_fr, d.sale.course_title_en, d.sale.session_starts_at, d.sale.session_ends_at,
          d.sale.session_location, db::stored(payments::payment_method_names, d.sale.payment_method));
  d.sale.amounts = {in.integer(), in.integer(), in.integer(), in.integer()};
  in.read(d.sale.promo_code, d.sale.discount_cents);
  return d;
}

std::optional<Document> find_where(soci::session& sql, const std::string& where, long long id,
                                   const std::string& lock = "") {
  soci::rowset<soci::row> rows =
      (sql.prepare << std::string("SELECT ") + columns +
                          " FROM booking_documents d LEFT JOIN booking_documents r ON r.id = d.receipt_id "
                          "WHERE " +
                          where + lock,
       soci::use(id));
  for (const auto& row : rows) return read_document(row);
  return std::nullopt;
}

}  // namespace

long long next_number(soci::session& sql, const std::string& series, int year) {
  sql << "INSERT INTO document_counters (series, year, last_number) VALUES (:series, :year, 0) "
         "ON CONFLICT (series, year) DO NOTHING",
      soci::use(series), soci::use(year);
  long long number = 0;
  sql << "UPDATE document_counters SET last_number = last_number + 1 WHERE series = :series AND year = "
         ":year RETURNING last_number",
      soci::use(series), soci::use(year), soci::into(number);
  return number;
}

long long insert(soci::session& sql, const Document& d) {
  soci::indicator receipt = d.receipt_id ? soci::i_ok : soci::i_null;
  const auto& s = d.sale;
  soci::indicator booking = s.booking_id ? soci::i_ok : soci::i_null;
  soci::indicator invoice = s.invoice_id ? soci::i_ok : soci::i_null;
  const std::string method = payments::payment_method_names.text(s.payment_method);
  long long id = 0;
  sql << "INSERT INTO booking_documents (booking_id, invoice_id, kind, number, receipt_id, issued_at, "
         "language, "
         "seller_name, seller_address, seller_phone, seller_email, gst_number, qst_number, buyer_name, "
         "booking_reference, course_title_fr, course_title_en, session_starts_at, session_ends_at, "
         "session_location, payment_method, subtotal_cents, gst_cents, qst_cents, total_cents, promo_code, "
         "discount_cents) VALUES "
         "(:booking, :invoice, :kind, :number, :receipt, :issued, :language, :seller, :address, :phone, "
         ":email, :gst, "
         ":qst, :buyer, :reference, :title_fr, :title_en, :starts, :ends, :location, :method, :subtotal, "
         ":gst_cents, :qst_cents, :total, :promo_code, :discount) RETURNING id",
      soci::use(s.booking_id, booking), soci::use(s.invoice_id, invoice), soci::use(d.kind),
      soci::use(d.number), soci::use(d.receipt_id, receipt), soci::use(d.issued_at), soci::use(s.language),
      soci::use(d.seller.name), soci::use(d.seller.address), soci::use(d.seller.phone),
      soci::use(d.seller.email), soci::use(d.seller.gst_number), soci::use(d.seller.qst_number),
      soci::use(s.buyer_name), soci::use(s.booking_reference), soci::use(s.course_title_fr),
      soci::use(s.course_title_en), soci::use(s.session_starts_at), soci::use(s.session_ends_at),
      soci::use(s.session_location), soci::use(method), soci::use(s.amounts.subtotal_cents),
      soci::use(s.amounts.gst_cents), soci::use(s.amounts.qst_cents), soci::use(s.amounts.total_cents),
      soci::use(s.promo_code), soci::use(s.discount_cents), soci::into(id);
  return id;
}

std::optional<Document> find(soci::session& sql, long long id) { return find_where(sql, "d.id = :id", id); }

std::optional<Document> find_receipt_locked(soci::session& sql, long long id) {
  return find_where(sql, "d.id = :id AND d.kind = 'receipt'", id, db::lock_rows_clause(sql, "d"));
}

payments::Amounts credited(soci::session& sql, long long receipt_id) {
  soci::row row;
  sql << "SELECT COALESCE(SUM(subtotal_cents), 0), COALESCE(SUM(gst_cents), 0), COALESCE(SUM(qst_cents), 0), "
         "COALESCE(SUM(total_cents), 0) FROM booking_documents WHERE receipt_id = :receipt AND kind = "
         "'credit-note'",
      soci::use(receipt_id), soci::into(row);
  return {db::get_integer(row, 0), db::get_integer(row, 1), db::get_integer(row, 2), db::get_integer(row, 3)};
}

std::vector<Document> issued_between(soci::session& sql, long long from, long long to,
                                     const std::optional<Keyset>& after, int limit) {
  std::string where = "d.issued_at >= :f AND d.issued_at < :t";
  if (after) {
    where += " AND (d.issued_at, d.id) > (" + std::to_string(after->sort_key) + ", " +
             std::to_string(after->id) + ")";
  }
  return db::select_rows(
      sql,
      std::string("SELECT ") + columns +
          " FROM booking_documents d LEFT JOIN booking_documents r ON r.id = d.receipt_id WHERE " + where +
          " ORDER BY d.issued_at, d.id LIMIT " + std::to_string(limit),
      read_document, from, to);
}

std::vector<DocumentSummary> summaries_for_bookings(soci::session& sql,
                                                    const std::vector<long long>& booking_ids) {
  std::vector<DocumentSummary> summaries;
  if (booking_ids.empty()) return summaries;
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT id, booking_id, kind, number, issued_at, total_cents FROM booking_documents "
                     "WHERE booking_id IN (" +
                         db::id_list(booking_ids) + ") ORDER BY id";
  for (const auto& row : rows) {
    summaries.push_back({db::get_integer(row, 0), db::get_integer(row, 1), db::get_text(row, 2),
                         db::get_text(row, 3), db::get_integer(row, 4), db::get_integer(row, 5)});
  }
  return summaries;
}

}  // namespace secours::documents::document_rows
