#include "bookings/booking_repository.h"

#include "bookings/tally_repository.h"

#include <soci/soci.h>

#include <algorithm>
#include <unordered_map>

#include "bookings/codes.h"
#include "common/text_keys.h"
#include "common/validation.h"
#include "db/errors.h"
#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"
#include "documents/document_service.h"
#include "payments/refund_ledger_service.h"

namespace secours::bookings::booking_rows {

namespace {

const char* const columns =
    "b.id, b.reference, b.user_id, b.first_name, b.last_name, b.email, b.phone, b.course_id, b.session_id, "
    "b.preferred_date, b.special_requests, b.payment_method, b.language, b.status, b.payment_status, "
    "b.seat_held, b.hold_expires_at, b.subtotal_cents, b.gst_cents, b.qst_cents, b.total_cents, "
    "b.interac_reference, b.access_token_hash, b.payment_intent_id, b.last_payment_error, b.paid_at, "
    "b.created_at, b.updated_at, c.title_fr, c.title_en, s.starts_at, s.ends_at, s.location, s.status, "
    "b.refund_needed, COALESCE(b.team_booking_id, 0), COALESCE(b.company_employee_id, 0), "
    "COALESCE(pu.code, ''), COALESCE(pu.discount_cents, 0), b.reminder_token_hash";

Booking read_booking(const soci::row& row) {
  Booking b;
  db::Columns in(row);
  in.read(b.id, b.reference, b.user_id, b.first_name, b.last_name, b.email, b.phone, b.course_id,
          b.session_id, b.preferred_date, b.special_requests,
          db::stored(payments::payment_method_names, b.payment_method), b.language,
          db::stored(booking_status_names, b.status), db::stored(payment_status_names, b.payment_status),
          b.seat_held, b.hold_expires_at, b.amounts.subtotal_cents, b.amounts.gst_cents, b.amounts.qst_cents,
          b.amounts.total_cents, b.interac_reference, b.access_token_hash, b.payment_intent_id,
          b.last_payment_error, b.paid_at, b.created_at, b.updated_at, b.course_title_fr, b.course_title_en,
          b.session_starts_at, b.session_ends_at, b.session_location);
  const auto session_status = in.text();
  // No session (booked on request): read as scheduled, never used.
  if (b.session_id != 0) b.session_status = schedule::session_status_names.stored(session_status);
  in.read(b.refund_needed, b.team_booking_id, b.company_employee_id, b.promo_code, b.discount_cents,
          b.reminder_token_hash);
  return b;
}

// The events of these bookings, oldest first, with the acting accounts' names, in one statement.
void add_history(soci::session& sql, const std::vector<long long>& ids,
                 const std::unordered_map<long long, Booking*>& by_id) {
  if (ids.empty()) return;
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT e.booking_id, e.created_at, e.action, e.detail, COALESCE(e.actor_user_id, 0), "
                     "CASE WHEN u.role = 'admin' THEN 1 ELSE 0 END, COALESCE(u.first_name, ''), "
                     "COALESCE(u.last_name, '') FROM "
                     "booking_events e LEFT JOIN users u ON u.id = e.actor_user_id WHERE e.booking_id IN (" +
                         db::id_list(ids) + ") ORDER BY e.created_at, e.id";
  for (const auto& row : rows) {
    BookingEvent event;
    event.at = db::get_integer(row, 1);
    event.kind = db::get_text(row, 2);
    event.detail = db::get_text(row, 3);
    event.actor_user_id = db::get_integer(row, 4);
    event.actor_is_admin = db::get_integer(row, 5) != 0;
    std::string first = db::get_text(row, 6), last = db::get_text(row, 7);
    event.actor_name = first.empty() || last.empty() ? first + last : first + " " + last;
    by_id.at(db::get_integer(row, 0))->history.push_back(std::move(event));
  }
}

template <typename... Values>
std::vector<Booking> select(soci::session& sql, const std::string& where, const std::string& order,
                            const Values&... values) {
  auto bookings =
      db::select_rows(sql,
                      std::string("SELECT ") + columns +
                          " FROM bookings b JOIN courses c ON c.id = b.course_id LEFT JOIN "
                          "course_sessions s ON s.id = b.session_id LEFT JOIN promo_code_uses pu ON "
                          "pu.booking_id = b.id WHERE " +
                          where + " ORDER BY " + order,
                      read_booking, values...);
  // Their receipts, credit notes and refunds, in one statement each for the whole list.
  std::vector<long long> ids;
  std::unordered_map<long long, Booking*> by_id;
  for (auto& booking : bookings) {
    ids.push_back(booking.id);
    by_id[booking.id] = &booking;
  }
  for (auto& document : documents::documents_of_bookings(sql, ids)) {
    by_id.at(document.booking_id)->documents.push_back(std::move(document));
  }
  for (auto& refund : payments::refunds_of_bookings(sql, ids)) {
    by_id.at(refund.booking_id)->refunds.push_back(std::move(refund));
  }
  add_history(sql, ids, by_id);
  return bookings;
}

}  // namespace

std::optional<long long> insert(soci::session& sql, const Booking& b) {
  // NULL, not 0, for absent references: foreign keys and the unique Interac index need it.
  soci::indicator user = b.user_id ? soci::i_ok : soci::i_null;
  soci::indicator session = b.session_id ? soci::i_ok : soci::i_null;
  soci::indicator hold = b.hold_expires_at ? soci::i_ok : soci::i_null;
  soci::indicator interac = b.interac_reference ? soci::i_ok : soci::i_null;
  std::string email_key = validation::lower(b.email);
  int seat_held = b.seat_held ? 1 : 0;
  const std::string method = payments::payment_method_names.text(b.payment_method);
  long long id = 0;
  // PostgreSQL aborts the whole transaction on a failed statement; a savepoint confines the failure.
  sql << "SAVEPOINT booking_insert";
  try {
    sql << "INSERT INTO bookings (reference, user_id, first_name, last_name, email, email_key, phone, "
           "course_id, "
           "session_id, preferred_date, special_requests, payment_method, language, status, payment_status, "
           "seat_held, hold_expires_at, subtotal_cents, gst_cents, qst_cents, total_cents, currency, "
           "interac_reference, access_token_hash, created_at, updated_at) VALUES (:reference, :user, :first, "
           ":last, :email, :key, :phone, :course, :session, :date, :requests, :method, :language, 'pending', "
           "'awaiting-payment', :held, :hold, :subtotal, :gst, :qst, :total, 'CAD', :interac, :token, "
           ":created, "
           ":updated) RETURNING id",
        soci::use(b.reference), soci::use(b.user_id, user), soci::use(b.first_name), soci::use(b.last_name),
        soci::use(b.email), soci::use(email_key), soci::use(b.phone), soci::use(b.course_id),
        soci::use(b.session_id, session), soci::use(b.preferred_date), soci::use(b.special_requests),
        soci::use(method), soci::use(b.language), soci::use(seat_held), soci::use(b.hold_expires_at, hold),
        soci::use(b.amounts.subtotal_cents), soci::use(b.amounts.gst_cents), soci::use(b.amounts.qst_cents),
        soci::use(b.amounts.total_cents), soci::use(b.interac_reference, interac),
        soci::use(b.access_token_hash), soci::use(b.created_at), soci::use(b.updated_at), soci::into(id);
  } catch (const soci::soci_error& error) {
    if (!db::is_unique_violation(error)) throw;
    sql << "ROLLBACK TO SAVEPOINT booking_insert";
    return std::nullopt;
  }
  sql << "RELEASE SAVEPOINT booking_insert";
  index_search_words(sql, id);
  tally(sql, booking_status_names.text(BookingStatus::pending), 1);
  return id;
}

std::optional<Booking> find(soci::session& sql, long long id) {
  return db::first(select(sql, "b.id = :id", "b.id", id));
}

// The booking's row alone is locked, then read with its joins by a new statement. Locked and read in one
// statement, PostgreSQL rechecks a row that changed while it waited for the lock against the joined rows
// it had read before: a booking moved meanwhile came back with the session facts of neither session.
// A new statement, under READ COMMITTED, sees everything that committed before the lock was granted.
std::optional<Booking> find_locked(soci::session& sql, long long id) {
  long long locked = 0;
  sql << "SELECT b.id FROM bookings b WHERE b.id = :id" + db::lock_rows_clause(sql, "b"), soci::use(id),
      soci::into(locked);
  if (!sql.got_data()) return std::nullopt;
  return find(sql, id);
}

std::optional<Booking> find_by_interac_code(soci::session& sql, long long code) {
  const auto ids = db::select_integers(sql, "SELECT id FROM bookings WHERE interac_reference = :c", code);
  if (ids.empty()) return std::nullopt;
  return find(sql, ids.front());
}

std::optional<Booking> find_by_payment_intent_locked(soci::session& sql, const std::string& intent_id) {
  long long id = 0;
  sql << "SELECT b.id FROM bookings b WHERE b.payment_intent_id = :intent AND b.payment_method = 'card' "
         "ORDER BY b.id" +
             db::lock_rows_clause(sql, "b"),
      soci::use(intent_id), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return find(sql, id);
}

std::vector<Booking> list_for_team(soci::session& sql, long long team_booking_id) {
  return select(sql, "b.team_booking_id = :team", "b.id", team_booking_id);
}

std::vector<Booking> lock_team(soci::session& sql, long long team_booking_id) {
  db::select_integers(sql,
                      "SELECT b.id FROM bookings b WHERE b.team_booking_id = :team ORDER BY b.id" +
                          db::lock_rows_clause(sql, "b"),
                      team_booking_id);
  return list_for_team(sql, team_booking_id);
}

void reassign(soci::session& sql, long long id, const std::string& first_name, const std::string& last_name,
              const std::string& email, long long employee_id, long long now) {
  soci::indicator employee = employee_id ? soci::i_ok : soci::i_null;
  const auto key = validation::lower(email);
  sql << "DELETE FROM enrollments WHERE booking_id = :id", soci::use(id);
  sql << "UPDATE bookings SET first_name = :f, last_name = :l, email = :e, email_key = :k, user_id = NULL, "
         "company_employee_id = :employee, updated_at = :now WHERE id = :id",
      soci::use(first_name), soci::use(last_name), soci::use(email), soci::use(key),
      soci::use(employee_id, employee), soci::use(now), soci::use(id);
  index_search_words(sql, id);
}

void set_amounts(soci::session& sql, long long id, const payments::Amounts& amounts, long long now) {
  sql << "UPDATE bookings SET subtotal_cents = :s, gst_cents = :g, qst_cents = :q, total_cents = :t, "
         "updated_at = :now WHERE id = :id",
      soci::use(amounts.subtotal_cents), soci::use(amounts.gst_cents), soci::use(amounts.qst_cents),
      soci::use(amounts.total_cents), soci::use(now), soci::use(id);
}

void attach_to_team(soci::session& sql, long long id, long long team_booking_id, long long employee_id) {
  soci::indicator employee = employee_id ? soci::i_ok : soci::i_null;
  sql << "UPDATE bookings SET team_booking_id = :team, company_employee_id = :employee WHERE id = :id",
      soci::use(team_booking_id), soci::use(employee_id, employee), soci::use(id);
}

std::vector<Booking> list_for_user(soci::session& sql, long long user_id) {
  return select(sql, "b.user_id = :user", "b.created_at DESC, b.id DESC", user_id);
}

std::vector<Booking> find_newest_first(soci::session& sql, const std::vector<long long>& ids) {
  if (ids.empty()) return {};
  return select(sql, "b.id IN (" + db::id_list(ids) + ")", "b.created_at DESC, b.id DESC");
}

void index_search_words(soci::session& sql, long long booking_id) {
  std::string first, last, email, phone, reference;
  long long interac = 0, created_at = 0;
  soci::indicator interac_set = soci::i_ok;
  sql << "SELECT first_name, last_name, email, phone, reference, interac_reference, created_at FROM bookings "
         "WHERE id = :id",
      soci::use(booking_id), soci::into(first), soci::into(last), soci::into(email), soci::into(phone),
      soci::into(reference), soci::into(interac, interac_set), soci::into(created_at);
  if (!sql.got_data()) return;
  const auto words =
      booking_index_words(first, last, email, phone, reference, interac_set == soci::i_ok ? interac : 0);
  sql << "DELETE FROM booking_search_terms WHERE booking_id = :id", soci::use(booking_id);
  for (const auto& word : words) {
    sql << "INSERT INTO booking_search_terms (term, created_at, booking_id) VALUES (:t, :c, :id)",
        soci::use(word), soci::use(created_at), soci::use(booking_id);
  }
}

int index_backlog(soci::session& sql, int limit) {
  const auto ids = db::select_integers(
      sql, "SELECT booking_id FROM booking_search_backlog ORDER BY booking_id LIMIT :limit", limit);
  for (long long id : ids) {
    // Taken off the backlog first: of two instances at it, one deletes the row and indexes.
    if (db::changed_one_row(sql, "DELETE FROM booking_search_backlog WHERE booking_id = :id", id)) {
      index_search_words(sql, id);
    }
  }
  return static_cast<int>(ids.size());
}

std::vector<Booking> active_for_session(soci::session& sql, long long session_id) {
  return select(sql, "b.session_id = :session AND b.status IN ('pending', 'approved')", "b.id", session_id);
}

void lock_active_for_session(soci::session& sql, long long session_id) {
  select(sql, "b.session_id = :session AND b.status IN ('pending', 'approved')",
         "b.id" + db::lock_rows_clause(sql, "b"), session_id);
}

int count_events(soci::session& sql, long long booking_id, const std::string& action) {
  int count = 0;
  sql << "SELECT COUNT(*) FROM booking_events WHERE booking_id = :id AND action = :action",
      soci::use(booking_id), soci::use(action), soci::into(count);
  return count;
}

std::map<std::string, long long> count_by_status(soci::session& sql) {
  std::map<std::string, long long> counts;
  soci::rowset<soci::row> rows = sql.prepare << "SELECT status, COUNT(*) FROM bookings GROUP BY status";
  for (const auto& row : rows) counts[db::get_text(row, 0)] = db::get_integer(row, 1);
  return counts;
}

std::vector<long long> guest_bookings(soci::session& sql, const std::string& email_key) {
  const char* const query = "SELECT id FROM bookings WHERE user_id IS NULL AND email_key = :key";
  return db::select_integers(sql, query, email_key);
}

std::vector<long long> expired_holds(soci::session& sql, long long now, int limit) {
  const char* const query =
      "SELECT id FROM bookings WHERE hold_expires_at <= :now AND status = 'pending' AND "
      "payment_status = 'awaiting-payment' AND payment_method = 'card' ORDER BY hold_expires_at "
      "LIMIT :limit";
  return db::select_integers(sql, query, now, limit);
}

}  // namespace secours::bookings::booking_rows
