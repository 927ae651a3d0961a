#include "payments/refund_ledger_service.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

// The refunds' ledger's SQL (declared in refund_ledger_service.h).
namespace secours::payments {

namespace {

const char* const columns =
    "r.id, r.booking_id, r.amount_cents, r.method, r.status, r.reason, r.note, r.actor_user_id, "
    "r.stripe_refund_id, r.failure_message, r.credit_note_id, d.number, r.created_at, r.attempted_at, "
    "r.completed_at";

Refund read_refund(const soci::row& row) {
  Refund r;
  db::Columns(row).read(r.id, r.booking_id, r.amount_cents, db::stored(payment_method_names, r.method),
                        db::stored(refund_status_names, r.status), r.reason, r.note, r.actor_user_id,
                        r.stripe_refund_id, r.failure_message, r.credit_note_id, r.credit_note_number,
                        r.created_at, r.attempted_at, r.completed_at);
  return r;
}

template <typename... Values>
std::vector<Refund> select_refunds(soci::session& sql, const std::string& where, const Values&... values) {
  return db::select_rows(
      sql,
      std::string("SELECT ") + columns +
          " FROM booking_refunds r LEFT JOIN booking_documents d ON d.id = r.credit_note_id "
          "WHERE " +
          where,
      read_refund, values...);
}

long long sum(soci::session& sql, const std::string& statuses, long long booking_id) {
  soci::row row;
  sql << "SELECT COALESCE(SUM(amount_cents), 0) FROM booking_refunds WHERE booking_id = :booking AND "
         "status IN (" +
             statuses + ")",
      soci::use(booking_id), soci::into(row);
  return db::get_integer(row, 0);
}

}  // namespace

long long record_refund(soci::session& sql, const Refund& r) {
  soci::indicator actor = r.actor_user_id ? soci::i_ok : soci::i_null;
  soci::indicator stripe = r.stripe_refund_id.empty() ? soci::i_null : soci::i_ok;
  soci::indicator completed = r.completed_at ? soci::i_ok : soci::i_null;
  const std::string method = payment_method_names.text(r.method), status = refund_status_names.text(r.status);
  long long id = 0;
  sql << "INSERT INTO booking_refunds (booking_id, amount_cents, method, status, reason, note, "
         "actor_user_id, "
         "stripe_refund_id, failure_message, created_at, attempted_at, completed_at) VALUES (:booking, "
         ":amount, :method, :status, :reason, :note, :actor, :stripe, :failure, :created, :attempted, "
         ":completed) RETURNING id",
      soci::use(r.booking_id), soci::use(r.amount_cents), soci::use(method), soci::use(status),
      soci::use(r.reason), soci::use(r.note), soci::use(r.actor_user_id, actor),
      soci::use(r.stripe_refund_id, stripe), soci::use(r.failure_message), soci::use(r.created_at),
      soci::use(r.attempted_at), soci::use(r.completed_at, completed), soci::into(id);
  return id;
}

std::optional<Refund> find_refund(soci::session& sql, long long id) {
  return db::first(select_refunds(sql, "r.id = :id", id));
}

std::optional<Refund> find_refund_by_stripe_id(soci::session& sql, const std::string& stripe_refund_id) {
  return db::first(select_refunds(sql, "r.stripe_refund_id = :stripe", stripe_refund_id));
}

std::vector<Refund> refunds_of_bookings(soci::session& sql, const std::vector<long long>& booking_ids) {
  if (booking_ids.empty()) return {};
  return select_refunds(sql, "r.booking_id IN (" + db::id_list(booking_ids) + ") ORDER BY r.id");
}

long long committed_refund_cents(soci::session& sql, long long booking_id) {
  return sum(sql, "'pending', 'succeeded'", booking_id);
}

long long refunded_cents(soci::session& sql, long long booking_id) {
  return sum(sql, "'succeeded'", booking_id);
}

bool mark_refund_succeeded(soci::session& sql, long long id, const std::string& stripe_refund_id,
                           long long now) {
  soci::indicator stripe = stripe_refund_id.empty() ? soci::i_null : soci::i_ok;
  soci::statement statement =
      (sql.prepare << "UPDATE booking_refunds SET status = 'succeeded', completed_at = :now, "
                      "stripe_refund_id = COALESCE(stripe_refund_id, :stripe) WHERE id = :id AND status = "
                      "'pending'",
       soci::use(now), soci::use(stripe_refund_id, stripe), soci::use(id));
  statement.execute(true);
  return statement.get_affected_rows() == 1;
}

bool mark_refund_failed(soci::session& sql, long long id, const std::string& message, long long now) {
  const char* const query =
      "UPDATE booking_refunds SET status = 'failed', failure_message = :message, completed_at = "
      ":now WHERE id = :id AND status = 'pending'";
  return db::changed_one_row(sql, query, message, now, id);
}

void attach_credit_note(soci::session& sql, long long refund_id, long long credit_note_id) {
  sql << "UPDATE booking_refunds SET credit_note_id = :note WHERE id = :id", soci::use(credit_note_id),
      soci::use(refund_id);
}

bool attach_stripe_refund_id(soci::session& sql, long long id, const std::string& stripe_refund_id) {
  const char* const query =
      "UPDATE booking_refunds SET stripe_refund_id = :stripe WHERE id = :id AND stripe_refund_id "
      "IS NULL";
  return db::changed_one_row(sql, query, stripe_refund_id, id);
}

std::vector<Refund> unanswered_refunds(soci::session& sql, long long attempted_before, int limit) {
  return select_refunds(
      sql,
      "r.status = 'pending' AND r.method = 'card' AND r.stripe_refund_id IS NULL AND r.attempted_at "
      "< :before ORDER BY r.attempted_at, r.id LIMIT :limit",
      attempted_before, limit);
}

bool claim_refund_attempt(soci::session& sql, long long id, long long last_attempt, long long now) {
  const char* const query =
      "UPDATE booking_refunds SET attempted_at = :now WHERE id = :id AND status = 'pending' AND "
      "attempted_at = :last";
  return db::changed_one_row(sql, query, now, id, last_attempt);
}

}  // namespace secours::payments
