#include "training/quote_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::training::quote_rows {

namespace {

constexpr const char* columns =
    "q.id, q.number, q.version, q.status, COALESCE(q.request_id, 0), q.company_id, co.name, q.address, "
    "q.language, q.contact_name, q.contact_email, q.valid_until, q.notes, q.subtotal_cents, q.gst_cents, "
    "q.qst_cents, q.total_cents, COALESCE(q.created_by, 0), q.created_at, q.updated_at, COALESCE(q.sent_at, "
    "0), COALESCE(q.decided_at, 0), q.accepted_name, q.accepted_title, q.purchase_order, q.decline_reason, "
    "COALESCE(q.session_id, 0), COALESCE(q.team_booking_id, 0), COALESCE(q.invoice_id, 0), "
    "COALESCE(q.replaced_by, 0), COALESCE(i.number, "
    "'')";
constexpr const char* from =
    " FROM quotes q JOIN companies co ON co.id = q.company_id LEFT JOIN invoices i ON "
    "i.id = q.invoice_id";

Quote read_quote(const soci::row& row) {
  Quote q;
  db::Columns(row).read(q.id, q.number, q.version, db::stored(quote_status_names, q.status), q.request_id,
                        q.company_id, q.company_name, q.address, q.language, q.contact_name, q.contact_email,
                        q.valid_until, q.notes, q.amounts.subtotal_cents, q.amounts.gst_cents,
                        q.amounts.qst_cents, q.amounts.total_cents, q.created_by, q.created_at, q.updated_at,
                        q.sent_at, q.decided_at, q.accepted_name, q.accepted_title, q.purchase_order,
                        q.decline_reason, q.session_id, q.team_booking_id, q.invoice_id, q.replaced_by,
                        q.invoice_number);
  return q;
}

void load_parts(soci::session& sql, std::vector<Quote>& quotes) {
  for (auto& quote : quotes) {
    quote.lines = db::select_rows(
        sql,
        "SELECT COALESCE(course_id, 0), description, quantity, unit_price_cents FROM quote_lines WHERE "
        "quote_id = :q ORDER BY position",
        db::fields(&QuoteLine::course_id, &QuoteLine::description, &QuoteLine::quantity,
                   &QuoteLine::unit_price_cents),
        quote.id);
    quote.days = db::select_rows(
        sql, "SELECT starts_at, ends_at FROM quote_days WHERE quote_id = :q ORDER BY position",
        db::fields(&schedule::SessionDay::starts_at, &schedule::SessionDay::ends_at), quote.id);
  }
}

std::vector<Quote> select(soci::session& sql, const std::string& where_and_order, const auto&... values) {
  auto quotes = db::select_rows(sql, std::string("SELECT ") + columns + from + " WHERE " + where_and_order,
                                read_quote, values...);
  load_parts(sql, quotes);
  return quotes;
}

void save_parts(soci::session& sql, const Quote& quote, long long id) {
  sql << "DELETE FROM quote_lines WHERE quote_id = :q", soci::use(id);
  sql << "DELETE FROM quote_days WHERE quote_id = :q", soci::use(id);
  int position = 0;
  for (const auto& line : quote.lines) {
    ++position;
    db::changed_rows(sql,
                     "INSERT INTO quote_lines (quote_id, position, course_id, description, quantity, "
                     "unit_price_cents) VALUES (:q, :p, NULLIF(:c, 0), :d, :n, :u)",
                     id, position, line.course_id, line.description, line.quantity, line.unit_price_cents);
  }
  position = 0;
  for (const auto& day : quote.days) {
    ++position;
    db::changed_rows(
        sql, "INSERT INTO quote_days (quote_id, position, starts_at, ends_at) VALUES (:q, :p, :s, :e)", id,
        position, day.starts_at, day.ends_at);
  }
}

}  // namespace

long long insert(soci::session& sql, const Quote& q, const std::string& token_hash) {
  const long long id = db::inserted_id(
      sql,
      "INSERT INTO quotes (number, version, request_id, company_id, address, language, contact_name, "
      "contact_email, status, valid_until, notes, subtotal_cents, gst_cents, qst_cents, total_cents, "
      "token_hash, created_by, created_at, updated_at) VALUES (:number, :version, NULLIF(:request, 0), "
      ":company, :address, :language, :contact, :email, 'draft', :valid, :notes, :subtotal, :gst, :qst, "
      ":total, :token, NULLIF(:by, 0), :created, :updated) RETURNING id",
      q.number, q.version, q.request_id, q.company_id, q.address, q.language, q.contact_name, q.contact_email,
      q.valid_until, q.notes, q.amounts.subtotal_cents, q.amounts.gst_cents, q.amounts.qst_cents,
      q.amounts.total_cents, token_hash, q.created_by, q.created_at, q.updated_at);
  save_parts(sql, q, id);
  return id;
}

bool update_draft(soci::session& sql, const Quote& q, long long now) {
  if (!db::changed_one_row(
          sql,
          "UPDATE quotes SET company_id = :company, address = :address, language = :language, contact_name "
          "= :contact, contact_email = :email, valid_until = :valid, notes = :notes, subtotal_cents = :s, "
          "gst_cents = :g, qst_cents = :qst, total_cents = :t, updated_at = :now WHERE id = :id AND status = "
          "'draft'",
          q.company_id, q.address, q.language, q.contact_name, q.contact_email, q.valid_until, q.notes,
          q.amounts.subtotal_cents, q.amounts.gst_cents, q.amounts.qst_cents, q.amounts.total_cents, now,
          q.id))
    return false;
  save_parts(sql, q, q.id);
  return true;
}

std::optional<Quote> find(soci::session& sql, long long id) {
  return db::first(select(sql, "q.id = :id", id));
}

std::optional<Quote> find_locked(soci::session& sql, long long id) {
  // The quote's own row, locked (the join's rows need not be).
  db::select_integers(sql, "SELECT id FROM quotes WHERE id = :id" + db::lock_rows_clause(sql, "quotes"), id);
  return find(sql, id);
}

std::optional<Quote> find_by_token(soci::session& sql, long long id, const std::string& token_hash) {
  return db::first(select(sql, "q.id = :id AND q.token_hash = :token", id, token_hash));
}

std::optional<Quote> find_by_session(soci::session& sql, long long session_id) {
  return db::first(select(sql, "q.session_id = :s", session_id));
}

std::string token_hash_of(soci::session& sql, long long id) {
  std::string hash;
  sql << "SELECT token_hash FROM quotes WHERE id = :id", soci::use(id), soci::into(hash);
  return hash;
}

std::vector<Quote> page(soci::session& sql, const std::string& status, const std::string& today,
                        const PageRequest& page) {
  // The latest versions only; a status of the stored ones, or expired: sent and past its validity.
  const std::string query = std::string("SELECT ") + columns + from + " WHERE q.replaced_by IS NULL";
  std::vector<Quote> quotes;
  if (status == "expired" || status == "sent") {
    quotes = db::newest_first_page(
        sql,
        query + " AND q.status = 'sent' AND q.valid_until " + (status == "sent" ? ">=" : "<") + " :today",
        "q", page, read_quote, today);
  } else if (!status.empty()) {
    // A stored status's own name (the caller read it from its list), not the client's text.
    const auto stored = std::string(quote_status_names(quote_status_names.stored(status)));
    quotes = db::newest_first_page(sql, query + " AND q.status = '" + stored + "'", "q", page, read_quote);
  } else {
    quotes = db::newest_first_page(sql, query, "q", page, read_quote);
  }
  load_parts(sql, quotes);
  return quotes;
}

std::vector<QuoteVersion> versions(soci::session& sql, const std::string& number) {
  return db::select_rows(
      sql, "SELECT id, version, status, valid_until FROM quotes WHERE number = :n ORDER BY version",
      [](const soci::row& row) {
        QuoteVersion v;
        db::Columns(row).read(v.id, v.version, db::stored(quote_status_names, v.status), v.valid_until);
        return v;
      },
      number);
}

bool mark_sent(soci::session& sql, long long id, long long now, const std::string& token_hash) {
  return db::changed_one_row(
      sql,
      "UPDATE quotes SET status = 'sent', sent_at = :now, updated_at = :now2, token_hash = "
      ":token WHERE id = :id AND status IN ('draft', 'sent') AND replaced_by IS NULL",
      now, now, token_hash, id);
}

bool accept(soci::session& sql, long long id, const std::string& name, const std::string& title,
            const std::string& purchase_order, long long session_id, long long team_booking_id,
            long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE quotes SET status = 'accepted', accepted_name = :name, accepted_title = :title, "
      "purchase_order = :po, session_id = :session, team_booking_id = :team, decided_at = :now, updated_at = "
      ":now2 WHERE id = :id AND status = 'sent' AND replaced_by IS NULL",
      name, title, purchase_order, session_id, team_booking_id, now, now, id);
}

bool decline(soci::session& sql, long long id, const std::string& reason, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE quotes SET status = 'declined', decline_reason = :reason, decided_at = "
      ":now, updated_at = :now2 WHERE id = :id AND status = 'sent' AND replaced_by IS NULL",
      reason, now, now, id);
}

bool mark_replaced(soci::session& sql, long long id, long long replaced_by) {
  return db::changed_one_row(sql,
                             "UPDATE quotes SET replaced_by = :r WHERE id = :id AND replaced_by IS NULL AND "
                             "status <> 'accepted'",
                             replaced_by, id);
}

void set_invoice(soci::session& sql, long long id, long long invoice_id) {
  sql << "UPDATE quotes SET invoice_id = :i WHERE id = :id", soci::use(invoice_id), soci::use(id);
}

}  // namespace secours::training::quote_rows
