#include "companies/invoice_repository.h"

#include <soci/soci.h>

#include <unordered_map>

#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::companies::invoice_rows {

namespace {

constexpr const char* team_columns =
    "t.id, t.company_id, t.session_id, t.course_id, t.payment_method, COALESCE(t.created_by, 0), "
    "t.created_at, c.title_fr, c.title_en, s.starts_at, s.ends_at, s.location, COALESCE(i.id, 0), "
    "COALESCE(i.number, '')";
constexpr const char* team_from =
    " FROM team_bookings t JOIN courses c ON c.id = t.course_id JOIN course_sessions s ON s.id = "
    "t.session_id "
    "LEFT JOIN invoices i ON i.team_booking_id = t.id";

TeamBooking read_team(const soci::row& row) {
  TeamBooking team;
  db::Columns in(row);
  in.read(team.id, team.company_id, team.session_id, team.course_id,
          db::stored(team_payment_names, team.payment_method), team.created_by, team.created_at,
          team.course_title_fr, team.course_title_en, team.session_starts_at, team.session_ends_at,
          team.session_location, team.invoice_id, team.invoice_number);
  return team;
}

constexpr const char* invoice_columns =
    "i.id, i.number, i.company_id, i.team_booking_id, i.language, i.issued_at, i.terms_days, i.due_on, "
    "i.seller_name, i.seller_address, i.seller_phone, i.seller_email, i.gst_number, i.qst_number, "
    "i.buyer_name, i.buyer_address, i.buyer_neq, i.purchase_order, i.course_title_fr, i.course_title_en, "
    "i.session_starts_at, i.session_ends_at, i.session_location, i.subtotal_cents, i.gst_cents, "
    "i.qst_cents, i.total_cents, i.paid_cents, i.credited_cents, i.status, COALESCE(i.paid_at, 0), "
    "COALESCE(i.receipt_number, '')";

Invoice read_invoice(const soci::row& row) {
  Invoice v;
  db::Columns in(row);
  in.read(v.id, v.number, v.company_id, v.team_booking_id, v.language, v.issued_at, v.terms_days, v.due_on);
  v.seller = {in.text(), in.text(), in.text(), in.text(), in.text(), in.text()};
  in.read(v.buyer_name, v.buyer_address, v.buyer_neq, v.purchase_order, v.course_title_fr, v.course_title_en,
          v.session_starts_at, v.session_ends_at, v.session_location);
  v.amounts = {in.integer(), in.integer(), in.integer(), in.integer()};
  in.read(v.paid_cents, v.credited_cents, db::stored(invoice_status_names, v.status), v.paid_at,
          v.receipt_number);
  return v;
}

std::string id_list(const std::vector<Invoice>& invoices) {
  std::string list;
  for (const auto& invoice : invoices) list += (list.empty() ? "" : ", ") + std::to_string(invoice.id);
  return list;
}

// Their lines and payments, in one statement each for the whole list.
void add_details(soci::session& sql, std::vector<Invoice>& invoices) {
  if (invoices.empty()) return;
  std::unordered_map<long long, Invoice*> by_id;
  for (auto& invoice : invoices) by_id[invoice.id] = &invoice;
  const auto list = id_list(invoices);
  soci::rowset<soci::row> lines =
      sql.prepare
      << "SELECT invoice_id, COALESCE(booking_id, 0), attendee_name, booking_reference, subtotal_cents, "
         "gst_cents, qst_cents, total_cents FROM invoice_lines WHERE invoice_id IN (" +
             list + ") ORDER BY invoice_id, position";
  for (const auto& row : lines) {
    InvoiceLine line;
    long long invoice_id = 0;
    db::Columns in(row);
    in.read(invoice_id, line.booking_id, line.attendee_name, line.booking_reference);
    line.amounts = {in.integer(), in.integer(), in.integer(), in.integer()};
    by_id.at(invoice_id)->lines.push_back(std::move(line));
  }
  soci::rowset<soci::row> payments =
      sql.prepare << "SELECT id, invoice_id, method, amount_cents, received_on, reference, recorded_at FROM "
                     "invoice_payments WHERE invoice_id IN (" +
                         list + ") ORDER BY invoice_id, id";
  for (const auto& row : payments) {
    InvoicePayment payment;
    db::Columns(row).read(payment.id, payment.invoice_id,
                          db::stored(invoice_payment_method_names, payment.method), payment.amount_cents,
                          payment.received_on, payment.reference, payment.recorded_at);
    by_id.at(payment.invoice_id)->payments.push_back(std::move(payment));
  }
}

template <typename... Values>
std::vector<Invoice> select_invoices(soci::session& sql, const std::string& rest, const Values&... values) {
  auto found = db::select_rows(sql, std::string("SELECT ") + invoice_columns + " FROM invoices i " + rest,
                               read_invoice, values...);
  add_details(sql, found);
  return found;
}

}  // namespace

long long insert_team_booking(soci::session& sql, const TeamBooking& team) {
  long long id = 0;
  const auto method = team_payment_names.text(team.payment_method);
  soci::indicator by = team.created_by ? soci::i_ok : soci::i_null;
  sql << "INSERT INTO team_bookings (company_id, session_id, course_id, payment_method, created_by, "
         "created_at) VALUES (:c, :s, :k, :m, :u, :t) RETURNING id",
      soci::use(team.company_id), soci::use(team.session_id), soci::use(team.course_id), soci::use(method),
      soci::use(team.created_by, by), soci::use(team.created_at), soci::into(id);
  return id;
}

std::optional<TeamBooking> find_team_booking(soci::session& sql, long long company_id, long long id) {
  return db::select_one(
      sql, std::string("SELECT ") + team_columns + team_from + " WHERE t.id = :id AND t.company_id = :c",
      read_team, id, company_id);
}

std::optional<TeamBooking> find_team_booking_by_id(soci::session& sql, long long id) {
  return db::select_one(sql, std::string("SELECT ") + team_columns + team_from + " WHERE t.id = :id",
                        read_team, id);
}

std::vector<TeamBooking> team_bookings_page(soci::session& sql, long long company_id,
                                            const PageRequest& page) {
  return db::newest_first_page(sql,
                               std::string("SELECT ") + team_columns + team_from + " WHERE t.company_id = :c",
                               "t", page, read_team, company_id);
}

long long insert_invoice(soci::session& sql, const Invoice& v) {
  long long id = 0;
  const auto status = invoice_status_names.text(v.status);
  sql << "INSERT INTO invoices (number, company_id, team_booking_id, language, issued_at, terms_days, "
         "due_on, "
         "seller_name, seller_address, seller_phone, seller_email, gst_number, qst_number, buyer_name, "
         "buyer_address, buyer_neq, purchase_order, course_title_fr, course_title_en, session_starts_at, "
         "session_ends_at, session_location, subtotal_cents, gst_cents, qst_cents, total_cents, status) "
         "VALUES (:number, :company, :team, :language, :issued, :terms, :due, :seller, :seller_address, "
         ":seller_phone, :seller_email, :gst, :qst, :buyer, :buyer_address, :neq, :po, :title_fr, :title_en, "
         ":starts, :ends, :location, :subtotal, :gst_cents, :qst_cents, :total, :status) RETURNING id",
      soci::use(v.number), soci::use(v.company_id), soci::use(v.team_booking_id), soci::use(v.language),
      soci::use(v.issued_at), soci::use(v.terms_days), soci::use(v.due_on), soci::use(v.seller.name),
      soci::use(v.seller.address), soci::use(v.seller.phone), soci::use(v.seller.email),
      soci::use(v.seller.gst_number), soci::use(v.seller.qst_number), soci::use(v.buyer_name),
      soci::use(v.buyer_address), soci::use(v.buyer_neq), soci::use(v.purchase_order),
      soci::use(v.course_title_fr), soci::use(v.course_title_en), soci::use(v.session_starts_at),
      soci::use(v.session_ends_at), soci::use(v.session_location), soci::use(v.amounts.subtotal_cents),
      soci::use(v.amounts.gst_cents), soci::use(v.amounts.qst_cents), soci::use(v.amounts.total_cents),
      soci::use(status), soci::into(id);
  int position = 0;
  for (const auto& line : v.lines) {
    sql << "INSERT INTO invoice_lines (invoice_id, position, booking_id, attendee_name, booking_reference, "
           "subtotal_cents, gst_cents, qst_cents, total_cents) VALUES (:i, :p, NULLIF(:b, 0), :n, :r, :s, "
           ":g, :q, "
           ":t)",
        soci::use(id), soci::use(position), soci::use(line.booking_id), soci::use(line.attendee_name),
        soci::use(line.booking_reference), soci::use(line.amounts.subtotal_cents),
        soci::use(line.amounts.gst_cents), soci::use(line.amounts.qst_cents),
        soci::use(line.amounts.total_cents);
    ++position;
  }
  return id;
}

std::optional<Invoice> find_invoice(soci::session& sql, long long id, long long company_id) {
  auto found = company_id != 0
                   ? select_invoices(sql, "WHERE i.id = :id AND i.company_id = :c", id, company_id)
                   : select_invoices(sql, "WHERE i.id = :id", id);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::optional<Invoice> find_invoice_locked(soci::session& sql, long long id) {
  const auto locked = db::select_integers(
      sql, "SELECT i.id FROM invoices i WHERE i.id = :id" + db::lock_rows_clause(sql, "i"), id);
  if (locked.empty()) return std::nullopt;
  return find_invoice(sql, id);
}

std::optional<long long> invoice_of_booking(soci::session& sql, long long booking_id) {
  const auto found =
      db::select_integers(sql, "SELECT invoice_id FROM invoice_lines WHERE booking_id = :b", booking_id);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<Invoice> invoices_page(soci::session& sql, long long company_id, InvoiceFilter filter,
                                   const std::string& today, const PageRequest& page) {
  // Dates are YYYY-MM-DD, checked by the caller; written into the text like the keysets' integers.
  std::string where = company_id != 0 ? "i.company_id = " + std::to_string(company_id) : "1 = 1";
  const bool overdue = filter == InvoiceFilter::overdue;
  if (filter == InvoiceFilter::open) where += " AND i.status = 'open'";
  if (filter == InvoiceFilter::paid) where += " AND i.status = 'paid'";
  if (overdue) where += " AND i.status = 'open' AND i.due_on < '" + today + "'";
  if (page.after) {
    where += " AND " + (overdue ? db::after_keyset_ascending("i", "issued_at", *page.after)
                                : "(i.issued_at, i.id) < (" + std::to_string(page.after->sort_key) + ", " +
                                      std::to_string(page.after->id) + ")");
  }
  const std::string order = overdue ? db::ascending("i", "issued_at", page.limit)
                                    : "i.issued_at DESC, i.id DESC LIMIT " + std::to_string(page.limit + 1);
  return select_invoices(sql, "WHERE " + where + " ORDER BY " + order);
}

std::vector<Invoice> issued_between(soci::session& sql, long long company_id, long long from, long long to) {
  return select_invoices(sql,
                         "WHERE i.company_id = :c AND i.issued_at >= :f AND i.issued_at < :t ORDER BY "
                         "i.issued_at, i.id",
                         company_id, from, to);
}

long long balance_before(soci::session& sql, long long company_id, long long before) {
  long long balance = 0;
  sql << "SELECT COALESCE(SUM(total_cents - paid_cents - credited_cents), 0) FROM invoices WHERE company_id "
         "= "
         ":c AND issued_at < :b",
      soci::use(company_id), soci::use(before), soci::into(balance);
  return balance;
}

bool add_payment(soci::session& sql, const InvoicePayment& p, long long recorded_by) {
  const bool credit = p.method == InvoicePaymentMethod::credit;
  const std::string column = credit ? "credited_cents" : "paid_cents";
  if (!db::changed_one_row(sql,
                           "UPDATE invoices SET " + column + " = " + column +
                               " + :amount WHERE id = :id AND status = 'open' AND total_cents - paid_cents - "
                               "credited_cents >= :amount2",
                           p.amount_cents, p.invoice_id, p.amount_cents)) {
    return false;
  }
  const auto method = invoice_payment_method_names.text(p.method);
  const std::string kind = credit ? "credit" : "payment";
  soci::indicator by = recorded_by ? soci::i_ok : soci::i_null;
  sql << "INSERT INTO invoice_payments (invoice_id, kind, method, amount_cents, received_on, reference, "
         "recorded_by, recorded_at) VALUES (:i, :k, :m, :a, :r, :ref, :u, :t)",
      soci::use(p.invoice_id), soci::use(kind), soci::use(method), soci::use(p.amount_cents),
      soci::use(p.received_on), soci::use(p.reference), soci::use(recorded_by, by), soci::use(p.recorded_at);
  return true;
}

bool mark_paid(soci::session& sql, long long id, const std::string& receipt_number, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE invoices SET status = 'paid', paid_at = :now, receipt_number = :r WHERE id = "
      ":id AND status = 'open' AND paid_cents > 0 AND total_cents - paid_cents - credited_cents = 0",
      now, receipt_number, id);
}

bool mark_credited(soci::session& sql, long long id) {
  return db::changed_one_row(sql,
                             "UPDATE invoices SET status = 'credited' WHERE id = :id AND status = 'open' AND "
                             "paid_cents = 0 AND total_cents - credited_cents = 0",
                             id);
}

long long received_between(soci::session& sql, long long from, long long to) {
  long long cents = 0;
  sql << "SELECT COALESCE(SUM(paid_cents), 0) FROM invoices WHERE status = 'paid' AND paid_at >= :f AND "
         "paid_at < :t",
      soci::use(from), soci::use(to), soci::into(cents);
  return cents;
}

long long first_paid_at(soci::session& sql) {
  long long at = 0;
  sql << "SELECT COALESCE(MIN(paid_at), 0) FROM invoices WHERE status = 'paid'", soci::into(at);
  return at;
}

std::vector<long long> due_for_reminder(soci::session& sql, const std::string& due_by, int stage, int limit) {
  return db::select_integers(sql,
                             "SELECT id FROM invoices WHERE status = 'open' AND due_on <= :d AND "
                             "reminders_sent < :s ORDER BY due_on, id LIMIT " +
                                 std::to_string(limit),
                             due_by, stage);
}

bool mark_reminded(soci::session& sql, long long id, int stage) {
  return db::changed_one_row(sql,
                             "UPDATE invoices SET reminders_sent = :s WHERE id = :id AND status = 'open' AND "
                             "reminders_sent < :s2",
                             stage, id, stage);
}

}  // namespace secours::companies::invoice_rows
