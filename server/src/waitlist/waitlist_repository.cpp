#include "waitlist/waitlist_repository.h"

#include <soci/soci.h>

#include "common/validation.h"
#include "db/errors.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::waitlist::entry_rows {

namespace {

// Position: among the session's waiting and offered entries, by queue order.
constexpr const char* columns =
    "SELECT w.id, w.session_id, w.first_name, w.last_name, w.email, w.phone, w.language, w.seats, "
    "w.seats_held, w.status, w.queue_order, w.token_hash, w.offer_token_hash, COALESCE(w.offered_at, 0), "
    "COALESCE(w.offer_expires_at, 0), w.created_at, w.updated_at, CASE WHEN w.status IN ('waiting', "
    "'offered') "
    "THEN (SELECT COUNT(*) FROM waitlist_entries o WHERE o.session_id = w.session_id AND o.status IN "
    "('waiting', 'offered') AND (o.queue_order < w.queue_order OR (o.queue_order = w.queue_order AND o.id <= "
    "w.id))) ELSE 0 END, s.course_id, c.title_fr, "
    "c.title_en, s.starts_at, s.ends_at, s.location FROM waitlist_entries w JOIN course_sessions s ON s.id = "
    "w.session_id JOIN courses c ON c.id = s.course_id";

Entry read_entry(const soci::row& row) {
  Entry e;
  db::Columns(row).read(e.id, e.session_id, e.first_name, e.last_name, e.email, e.phone, e.language, e.seats,
                        e.seats_held, db::stored(entry_status_names, e.status), e.queue_order, e.token_hash,
                        e.offer_token_hash, e.offered_at, e.offer_expires_at, e.created_at, e.updated_at,
                        e.position, e.course_id, e.course_title_fr, e.course_title_en, e.session_starts_at,
                        e.session_ends_at, e.session_location);
  return e;
}

}  // namespace

std::optional<long long> insert(soci::session& sql, const Entry& e) {
  const std::string email_key = validation::lower(e.email);
  long long id = 0;
  sql << "SAVEPOINT waitlist_insert";
  try {
    sql << "INSERT INTO waitlist_entries (session_id, first_name, last_name, email, email_key, phone, "
           "language, "
           "seats, status, queue_order, token_hash, created_at, updated_at) VALUES (:session, :first, :last, "
           ":email, :key, :phone, :language, :seats, 'waiting', (SELECT COALESCE(MAX(queue_order), 0) + 1 "
           "FROM "
           "waitlist_entries WHERE session_id = :session2), :token, :created, :updated) RETURNING id",
        soci::use(e.session_id), soci::use(e.first_name), soci::use(e.last_name), soci::use(e.email),
        soci::use(email_key), soci::use(e.phone), soci::use(e.language), soci::use(e.seats),
        soci::use(e.session_id), soci::use(e.token_hash), soci::use(e.created_at), soci::use(e.updated_at),
        soci::into(id);
  } catch (const soci::soci_error& error) {
    if (!db::is_unique_violation(error)) throw;
    sql << "ROLLBACK TO SAVEPOINT waitlist_insert";
    return std::nullopt;
  }
  sql << "RELEASE SAVEPOINT waitlist_insert";
  return id;
}

std::optional<Entry> find(soci::session& sql, long long id) {
  return db::select_one(sql, std::string(columns) + " WHERE w.id = :id", read_entry, id);
}

std::vector<Entry> for_session(soci::session& sql, long long session_id, const PageRequest& page) {
  std::string query = std::string(columns) + " WHERE w.session_id = :session";
  if (page.after) {
    query += " AND (w.queue_order > " + std::to_string(page.after->sort_key) +
             " OR (w.queue_order = " + std::to_string(page.after->sort_key) + " AND w.id > " +
             std::to_string(page.after->id) + "))";
  }
  query += " ORDER BY w.queue_order, w.id LIMIT " + std::to_string(page.limit + 1);
  return db::select_rows(sql, query, read_entry, session_id);
}

void lock_open_for_session(soci::session& sql, long long session_id) {
  db::select_integers(
      sql,
      "SELECT id FROM waitlist_entries WHERE session_id = :s AND status IN ('waiting', 'offered') "
      "ORDER BY id" +
          db::lock_rows_clause(sql, "waitlist_entries"),
      session_id);
}

std::vector<Entry> open_for_session(soci::session& sql, long long session_id) {
  return db::select_rows(sql,
                         std::string(columns) +
                             " WHERE w.session_id = :session AND w.status IN ('waiting', 'offered') ORDER BY "
                             "w.queue_order, w.id",
                         read_entry, session_id);
}

bool close_for_cancelled_session(soci::session& sql, long long id, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE waitlist_entries SET status = 'removed', seats_held = 0, updated_at = :now "
      "WHERE id = :id AND status IN ('waiting', 'offered')",
      now, id);
}

std::optional<Entry> next_fitting(soci::session& sql, long long session_id, int free_seats) {
  return db::select_one(sql,
                        std::string(columns) +
                            " WHERE w.session_id = :session AND w.status = 'waiting' AND w.seats <= :free "
                            "ORDER BY w.queue_order, w.id LIMIT 1",
                        read_entry, session_id, free_seats);
}

std::vector<long long> sessions_to_offer(soci::session& sql, long long now, int limit) {
  return db::select_integers(
      sql,
      "SELECT s.id FROM course_sessions s WHERE s.status = 'scheduled' AND s.starts_at > :now AND "
      "s.seats_taken "
      "< s.capacity AND EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.session_id = s.id AND w.status = "
      "'waiting') ORDER BY s.starts_at LIMIT " +
          std::to_string(limit),
      now);
}

std::vector<long long> lapsed_offers(soci::session& sql, long long now, int limit) {
  return db::select_integers(
      sql,
      "SELECT id FROM waitlist_entries WHERE status = 'offered' AND offer_expires_at <= :now "
      "ORDER BY offer_expires_at LIMIT " +
          std::to_string(limit),
      now);
}

bool offer(soci::session& sql, long long id, const std::string& offer_token_hash, long long now,
           long long expires_at) {
  return db::changed_one_row(
      sql,
      "UPDATE waitlist_entries SET status = 'offered', seats_held = seats, offer_token_hash "
      "= :token, offered_at = :now, offer_expires_at = :expires, updated_at = :now2 WHERE "
      "id = :id AND status = 'waiting'",
      offer_token_hash, now, expires_at, now, id);
}

bool end_offer(soci::session& sql, long long id, EntryStatus to, long long now, int& held) {
  held = 0;
  soci::indicator found = soci::i_null;
  sql << "SELECT seats_held FROM waitlist_entries WHERE id = :id AND status = 'offered'", soci::use(id),
      soci::into(held, found);
  if (!sql.got_data()) return false;
  const std::string status = entry_status_names.text(to);
  const std::string lapsed = to == EntryStatus::expired ? " AND offer_expires_at <= :now3" : "";
  const std::string query =
      "UPDATE waitlist_entries SET status = :to, seats_held = 0, offer_expires_at = NULL, updated_at = :now "
      "WHERE id = :id AND status = 'offered' AND seats_held = :held" +
      lapsed;
  const bool changed = to == EntryStatus::expired
                           ? db::changed_one_row(sql, query, status, now, id, held, now)
                           : db::changed_one_row(sql, query, status, now, id, held);
  if (!changed) held = 0;
  return changed;
}

bool end_waiting(soci::session& sql, long long id, EntryStatus to, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE waitlist_entries SET status = :to, updated_at = :now WHERE id = :id AND status "
      "= 'waiting'",
      entry_status_names.text(to), now, id);
}

bool use_seat(soci::session& sql, long long id, long long now) {
  if (!db::changed_one_row(
          sql,
          "UPDATE waitlist_entries SET seats_held = seats_held - 1, updated_at = :now WHERE id = "
          ":id AND status = 'offered' AND seats_held > 0 AND offer_expires_at > :now2",
          now, id, now))
    return false;
  sql << "UPDATE waitlist_entries SET status = 'booked', offer_expires_at = NULL WHERE id = :id AND status = "
         "'offered' AND seats_held = 0",
      soci::use(id);
  return true;
}

void move_to_end(soci::session& sql, long long id, long long session_id) {
  long long last = 0;
  sql << "SELECT COALESCE(MAX(queue_order), 0) FROM waitlist_entries WHERE session_id = :s",
      soci::use(session_id), soci::into(last);
  const long long next = last + 1;
  sql << "UPDATE waitlist_entries SET queue_order = :next WHERE id = :id", soci::use(next), soci::use(id);
}

int free_seats(soci::session& sql, long long session_id, long long now) {
  int free = 0;
  soci::indicator found = soci::i_null;
  sql << "SELECT capacity - seats_taken FROM course_sessions WHERE id = :id AND status = 'scheduled' AND "
         "starts_at > :now",
      soci::use(session_id), soci::use(now), soci::into(free, found);
  return sql.got_data() && found == soci::i_ok ? free : 0;
}

std::vector<Entry> for_email(soci::session& sql, const std::string& email_key) {
  return db::select_rows(sql, std::string(columns) + " WHERE w.email_key = :key ORDER BY w.created_at, w.id",
                         read_entry, email_key);
}

void forget_email(soci::session& sql, const std::string& email_key, const std::string& replacement) {
  sql << "UPDATE waitlist_entries SET email = :r, email_key = :r2, first_name = '', last_name = '', phone = "
         "'' "
         "WHERE email_key = :key",
      soci::use(replacement), soci::use(replacement), soci::use(email_key);
}

}  // namespace secours::waitlist::entry_rows
