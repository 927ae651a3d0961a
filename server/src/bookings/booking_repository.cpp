#include "bookings/booking_repository.h"

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
#include "documents/document_repository.h"
#include "payments/refund_repository.h"

namespace secours::bookings::booking_rows {

namespace {

const char* const columns =
    "b.id, b.reference, b.user_id, b.first_name, b.last_name, b.email, b.phone, b.course_id, b.session_id, "
    "b.preferred_date, b.special_requests, b.payment_method, b.language, b.status, b.payment_status, "
    "b.seat_held, b.hold_expires_at, b.subtotal_cents, b.gst_cents, b.qst_cents, b.total_cents, "
    "b.interac_reference, b.access_token_hash, b.payment_intent_id, b.last_payment_error, b.paid_at, "
    "b.created_at, b.updated_at, c.title_fr, c.title_en, s.starts_at, s.ends_at, s.location, s.status, "
    "b.refund_needed";

Booking read_booking(const soci::row& row) {
  Booking b;
  db::Columns in(row);
  in.read(b.id, b.reference, b.user_id, b.first_name, b.last_name, b.email, b.phone, b.course_id,
          b.session_id, b.preferred_date, b.special_requests);
  b.payment_method = payments::payment_method_names.stored(in.text());
  in.read(b.language);
  b.status = booking_status_names.stored(in.text());
  b.payment_status = payment_status_names.stored(in.text());
  in.read(b.seat_held, b.hold_expires_at);
  in.read(b.amounts.subtotal_cents, b.amounts.gst_cents, b.amounts.qst_cents, b.amounts.total_cents,
          b.interac_reference, b.access_token_hash, b.payment_intent_id, b.last_payment_error, b.paid_at,
          b.created_at, b.updated_at, b.course_title_fr, b.course_title_en, b.session_starts_at,
          b.session_ends_at, b.session_location);
  const auto session_status = in.text();
  // No session (booked on request): read as scheduled, never used.
  if (b.session_id != 0) b.session_status = schedule::session_status_names.stored(session_status);
  in.read(b.refund_needed);
  return b;
}

// The events of these bookings, oldest first, with the acting accounts' names, in one statement.
void add_history(soci::session& sql, const std::vector<long long>& ids,
                 const std::unordered_map<long long, Booking*>& by_id) {
  if (ids.empty()) return;
  // Integers written into the statement, as for the documents: one statement for any number of ids.
  std::string list;
  for (long long id : ids) list += (list.empty() ? "" : ", ") + std::to_string(id);
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT e.booking_id, e.created_at, e.action, e.detail, COALESCE(e.actor_user_id, 0), "
                     "CASE WHEN u.role = 'admin' THEN 1 ELSE 0 END, COALESCE(u.first_name, ''), "
                     "COALESCE(u.last_name, '') FROM "
                     "booking_events e LEFT JOIN users u ON u.id = e.actor_user_id WHERE e.booking_id IN (" +
                         list + ") ORDER BY e.created_at, e.id";
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
  auto bookings = db::select_rows(sql,
                                  std::string("SELECT ") + columns +
                                      " FROM bookings b JOIN courses c ON c.id = b.course_id LEFT JOIN "
                                      "course_sessions s ON s.id = b.session_id WHERE " +
                                      where + " ORDER BY " + order,
                                  read_booking, values...);
  // Their receipts, credit notes and refunds, in one statement each for the whole list.
  std::vector<long long> ids;
  std::unordered_map<long long, Booking*> by_id;
  for (auto& booking : bookings) {
    ids.push_back(booking.id);
    by_id[booking.id] = &booking;
  }
  for (auto& document : documents::document_rows::summaries_for_bookings(sql, ids)) {
    by_id.at(document.booking_id)->documents.push_back(std::move(document));
  }
  for (auto& refund : payments::refund_rows::for_bookings(sql, ids)) {
    by_id.at(refund.booking_id)->refunds.push_back(std::move(refund));
  }
  add_history(sql, ids, by_id);
  return bookings;
}

std::optional<Booking> first(std::vector<Booking> found) {
  if (found.empty()) return std::nullopt;
  return found.front();
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
  return id;
}

std::optional<Booking> find(soci::session& sql, long long id) {
  return first(select(sql, "b.id = :id", "b.id", id));
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

std::optional<Booking> find_by_payment_intent_locked(soci::session& sql, const std::string& intent_id) {
  long long id = 0;
  sql << "SELECT b.id FROM bookings b WHERE b.payment_intent_id = :intent AND b.payment_method = 'card' "
         "ORDER BY b.id" +
             db::lock_rows_clause(sql, "b"),
      soci::use(intent_id), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return find(sql, id);
}

std::vector<Booking> list_for_user(soci::session& sql, long long user_id) {
  return select(sql, "b.user_id = :user", "b.created_at DESC, b.id DESC", user_id);
}

namespace {

// Which of the office's conditions leads (decision 039): its index is the one read, in the list's order,
// and every other condition is checked on the rows it gives.
enum class Lead { ids, session, word, refund, course_status, course, status, payment, method, none };

struct AdminQuery {
  std::string from;  // "bookings b", after the rarest word's rows when they lead
  // Every value an integer or a name from a closed list, written into the text. `lead`: the lead's
  // condition and the date range (on its index); `rest`: what is checked on each row it gives.
  std::string lead, rest;
  long long lead_rows = 0;  // up to few_rows
  std::string where() const { return lead + " AND " + rest; }
};

// The conditions of the filter, with `status` instead of its own (the counts are by status), as written
// when they lead.
std::vector<std::pair<Lead, std::string>> leading_conditions(const AdminFilter& filter,
                                                             std::optional<BookingStatus> status) {
  std::vector<std::pair<Lead, std::string>> conditions;
  if (filter.refund_needed)
    conditions.emplace_back(Lead::refund, db::equals_integer("b.refund_needed", 1, true));
  if (filter.course_id && status) {  // a course's bookings of a status: one range of (course_id, status, …)
    conditions.emplace_back(Lead::course_status,
                            db::equals_integer("b.course_id", *filter.course_id, true) + " AND " +
                                db::equals_text("b.status", booking_status_names(*status), true));
  }
  if (filter.course_id)
    conditions.emplace_back(Lead::course, db::equals_integer("b.course_id", *filter.course_id, true));
  if (filter.payment_status)
    conditions.emplace_back(
        Lead::payment,
        db::equals_text("b.payment_status", payment_status_names(*filter.payment_status), true));
  if (filter.method)
    conditions.emplace_back(
        Lead::method,
        db::equals_text("b.payment_method", payments::payment_method_names(*filter.method), true));
  if (status)
    conditions.emplace_back(Lead::status, db::equals_text("b.status", booking_status_names(*status), true));
  return conditions;
}

// The lead and how many rows it reads (up to few_rows; 0 for ids and a session's, which are few). Of
// conditions that both read few_rows or more, the first listed leads: a filter the office chose before
// a status (a broad one, as "approved", is most of the history).
std::pair<Lead, long long> lead_of(const AdminPlan& plan, std::optional<BookingStatus> status) {
  const auto& filter = plan.filter;
  if (!filter.ids.empty()) return {Lead::ids, 0};
  if (filter.session_id) return {Lead::session, 0};  // a session's bookings are a class: a few dozen
  Lead lead = plan.search.words_lead() ? Lead::word : Lead::none;
  long long fewest = plan.search.rarest_rows();
  for (const auto& [kind, condition] : leading_conditions(filter, status)) {
    const auto rows = plan.rows.at(condition);
    if (rows < fewest || lead == Lead::none) {
      fewest = rows;
      lead = kind;
    }
  }
  return {lead, fewest};
}

AdminQuery admin_query(const AdminPlan& plan, std::optional<BookingStatus> status) {
  const auto& filter = plan.filter;
  const auto& search = plan.search;
  const auto [lead, lead_rows] = lead_of(plan, status);
  AdminQuery query;
  query.lead_rows = lead_rows;
  query.from =
      (lead == Lead::word ? db::rarest_word_rows("booking_search_terms", "booking_id", search) : "") +
      "bookings b";
  std::string leading = lead == Lead::word ? "b.id = w.word_owner" : "1 = 1";
  std::string rest = db::has_words("b.id", "booking_search_terms", "booking_id", search, lead == Lead::word);
  auto add = [&](bool leads, const std::string& condition) {
    (leads ? leading : rest) += " AND " + condition;
  };
  if (status)
    add(lead == Lead::status || lead == Lead::course_status,
        db::equals_text("b.status", booking_status_names(*status),
                        lead == Lead::status || lead == Lead::course_status));
  if (filter.payment_status)
    add(lead == Lead::payment,
        db::equals_text("b.payment_status", payment_status_names(*filter.payment_status),
                        lead == Lead::payment));
  if (filter.method)
    add(lead == Lead::method,
        db::equals_text("b.payment_method", payments::payment_method_names(*filter.method),
                        lead == Lead::method));
  if (filter.course_id)
    add(lead == Lead::course || lead == Lead::course_status,
        db::equals_integer("b.course_id", *filter.course_id,
                           lead == Lead::course || lead == Lead::course_status));
  if (filter.session_id)
    add(lead == Lead::session, db::equals_integer("b.session_id", *filter.session_id, lead == Lead::session));
  if (filter.refund_needed)
    add(lead == Lead::refund, db::equals_integer("b.refund_needed", 1, lead == Lead::refund));
  // Date ranges follow the lead's index (each is on (…, created_at, id)).
  if (filter.created_from) add(true, "b.created_at >= " + std::to_string(*filter.created_from));
  if (filter.created_before) add(true, "b.created_at < " + std::to_string(*filter.created_before));
  if (!filter.ids.empty()) {
    std::string list;
    for (long long id : filter.ids) list += (list.empty() ? "" : ", ") + std::to_string(id);
    add(lead == Lead::ids, "b.id IN (" + list + ")");
  }
  query.lead = std::move(leading);
  query.rest = std::move(rest);
  return query;
}

// The query's rows, counted while reading at most count_budget of its lead's rows and stopped at `limit`:
// `limit` when that many match; the exact count when the lead has fewer rows than the budget (the plan
// counted them); nullopt when neither (a rare combination of broad conditions: not worth reading the
// history for a number on a chip).
constexpr long long count_budget = 2'000;

std::optional<long long> count_within(soci::session& sql, const AdminQuery& query, long long limit) {
  long long matched = 0;
  if (query.rest == "1 = 1") {  // every row of the lead counts: its index alone, stopped at `limit`
    sql << "SELECT COUNT(*) FROM (SELECT 1 FROM " + query.from + " WHERE " + query.lead + " LIMIT " +
               std::to_string(limit) + ") x",
        soci::into(matched);
    return matched;
  }
  sql << "SELECT COUNT(*) FROM (SELECT 1 FROM (SELECT b.id, b.status, b.payment_status, b.payment_method, "
         "b.course_id, b.session_id, b.refund_needed, b.created_at FROM " +
             query.from + " WHERE " + query.lead + " LIMIT " + std::to_string(count_budget) + ") b WHERE " +
             query.rest + " LIMIT " + std::to_string(limit) + ") x",
      soci::into(matched);
  if (matched >= limit || query.lead_rows < count_budget) return matched;
  return std::nullopt;
}

// A condition's rows are counted up to this: enough to rank conditions and to know whether a count's
// lead fits in count_budget.
constexpr long long condition_cap = 5'000;

constexpr BookingStatus every_status[] = {BookingStatus::pending, BookingStatus::approved,
                                          BookingStatus::rejected, BookingStatus::cancelled};

}  // namespace

AdminPlan plan_admin_list(soci::session& sql, const AdminFilter& filter) {
  AdminPlan plan;
  plan.filter = filter;
  if (!filter.ids.empty() || filter.session_id) return plan;  // they lead whatever the rest
  plan.search = db::plan_word_search(sql, "booking_search_terms", filter.words);
  AdminFilter with_refund = filter;
  with_refund.refund_needed = true;  // the refund count's condition
  // Each condition's rows within the booking dates, as its index reads them.
  std::string dates;
  if (filter.created_from) dates += " AND b.created_at >= " + std::to_string(*filter.created_from);
  if (filter.created_before) dates += " AND b.created_at < " + std::to_string(*filter.created_before);
  for (auto status : every_status) {
    for (const auto& [kind, condition] : leading_conditions(with_refund, status)) {
      if (plan.rows.contains(condition)) continue;
      // Counted up to condition_cap; beyond, ranked as a common word (few_rows).
      const auto rows = db::rows_up_to(sql, "bookings b", condition + dates, condition_cap);
      plan.rows[condition] = rows < condition_cap ? rows : db::WordSearch::few_rows;
    }
  }
  return plan;
}

std::vector<Booking> admin_page(soci::session& sql, const AdminPlan& plan, const PageRequest& page) {
  // The page's ids first, from the lead's index; then their rows with everything they show.
  auto query = admin_query(plan, plan.filter.status);
  if (page.after) query.lead += " AND " + db::after_keyset("b", *page.after);
  const auto ids = db::select_integers(sql, "SELECT b.id FROM " + query.from + " WHERE " + query.where() +
                                                " ORDER BY " + db::newest_first("b", page.limit));
  if (ids.empty()) return {};
  std::string list;
  for (long long id : ids) list += (list.empty() ? "" : ", ") + std::to_string(id);
  return select(sql, "b.id IN (" + list + ")", "b.created_at DESC, b.id DESC");
}

std::map<std::string, std::optional<long long>> count_by_status(soci::session& sql, const AdminPlan& plan,
                                                                long long limit) {
  std::map<std::string, std::optional<long long>> counts;
  for (auto status : every_status) {
    counts[booking_status_names.text(status)] = count_within(sql, admin_query(plan, status), limit);
  }
  return counts;
}

std::optional<long long> count_refund_needed(soci::session& sql, const AdminPlan& plan, long long limit) {
  AdminPlan waiting = plan;
  waiting.filter.refund_needed = true;
  return count_within(sql, admin_query(waiting, plan.filter.status), limit);
}

void index_search_words(soci::session& sql, long long booking_id) {
  std::string first, last, email, phone, reference;
  long long interac = 0;
  soci::indicator interac_set = soci::i_ok;
  sql << "SELECT first_name, last_name, email, phone, reference, interac_reference FROM bookings WHERE id = "
         ":id",
      soci::use(booking_id), soci::into(first), soci::into(last), soci::into(email), soci::into(phone),
      soci::into(reference), soci::into(interac, interac_set);
  if (!sql.got_data()) return;
  const auto words =
      booking_index_words(first, last, email, phone, reference, interac_set == soci::i_ok ? interac : 0);
  sql << "DELETE FROM booking_search_terms WHERE booking_id = :id", soci::use(booking_id);
  for (const auto& word : words) {
    sql << "INSERT INTO booking_search_terms (term, booking_id) VALUES (:t, :id)", soci::use(word),
        soci::use(booking_id);
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
