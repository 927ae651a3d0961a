#include "schedule/staffing_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::schedule::staffing_rows {

namespace {

constexpr const char* columns =
    "o.id, o.session_id, o.user_id, u.first_name || ' ' || u.last_name, o.status, o.offered_at, "
    "COALESCE(o.answered_at, 0), o.offered_at";
constexpr const char* from = " FROM staffing_offers o JOIN users u ON u.id = o.user_id";

StaffingOffer read_offer(const soci::row& row) {
  StaffingOffer offer;
  db::Columns(row).read(offer.id, offer.session_id, offer.user_id, offer.instructor_name,
                        db::stored(offer_status_names, offer.status), offer.offered_at, offer.answered_at,
                        offer.created_at);
  return offer;
}

}  // namespace

bool offer(soci::session& sql, long long session_id, long long user_id, long long now) {
  if (db::changed_one_row(
          sql,
          "UPDATE staffing_offers SET status = 'offered', offered_at = :now, answered_at = NULL "
          "WHERE session_id = :s AND user_id = :u AND status IN ('declined', 'taken')",
          now, session_id, user_id))
    return true;
  return db::changed_one_row(
      sql,
      "INSERT INTO staffing_offers (session_id, user_id, status, offered_at) VALUES (:s, "
      ":u, 'offered', :now) ON CONFLICT (session_id, user_id) DO NOTHING",
      session_id, user_id, now);
}

std::vector<StaffingOffer> of_session(soci::session& sql, long long session_id) {
  return db::select_rows(sql,
                         std::string("SELECT ") + columns + from + " WHERE o.session_id = :s ORDER BY o.id",
                         read_offer, session_id);
}

std::optional<StaffingOffer> find(soci::session& sql, long long id) {
  return db::select_one(sql, std::string("SELECT ") + columns + from + " WHERE o.id = :id", read_offer, id);
}

std::optional<StaffingOffer> find_locked(soci::session& sql, long long id) {
  db::select_integers(
      sql, "SELECT id FROM staffing_offers WHERE id = :id" + db::lock_rows_clause(sql, "staffing_offers"),
      id);
  return db::select_one(sql, std::string("SELECT ") + columns + from + " WHERE o.id = :id", read_offer, id);
}

std::vector<StaffingOffer> of_instructor(soci::session& sql, long long user_id, const PageRequest& page) {
  // The keyset is (offered_at, id): the list's created_at is the offer's time.
  std::string query = std::string("SELECT ") + columns + from + " WHERE o.user_id = :u";
  if (page.after)
    query += " AND (o.offered_at < " + std::to_string(page.after->sort_key) +
             " OR (o.offered_at = " + std::to_string(page.after->sort_key) + " AND o.id < " +
             std::to_string(page.after->id) + "))";
  return db::select_rows(
      sql, query + " ORDER BY o.offered_at DESC, o.id DESC LIMIT " + std::to_string(page.limit + 1),
      read_offer, user_id);
}

bool accept_first(soci::session& sql, long long id, long long session_id, long long now) {
  return db::changed_one_row(
      sql,
      "UPDATE staffing_offers SET status = 'accepted', answered_at = :now WHERE id = :id AND "
      "status = 'offered' AND NOT EXISTS (SELECT 1 FROM staffing_offers a WHERE "
      "a.session_id = :s AND a.status = 'accepted')",
      now, id, session_id);
}

bool decline(soci::session& sql, long long id, long long now) {
  return db::changed_one_row(sql,
                             "UPDATE staffing_offers SET status = 'declined', answered_at = :now WHERE id = "
                             ":id AND status = 'offered'",
                             now, id);
}

std::vector<long long> take_others(soci::session& sql, long long session_id, long long now) {
  auto users = db::select_integers(
      sql,
      "SELECT user_id FROM staffing_offers WHERE session_id = :s AND status = 'offered' ORDER BY user_id",
      session_id);
  db::changed_rows(
      sql,
      "UPDATE staffing_offers SET status = 'taken', answered_at = :now WHERE session_id = :s AND "
      "status = 'offered'",
      now, session_id);
  return users;
}

std::pair<std::string, std::string> accreditation(soci::session& sql, long long course_id) {
  std::pair<std::string, std::string> names;
  sql << "SELECT accreditation, accreditation_en FROM courses WHERE id = :id", soci::use(course_id),
      soci::into(names.first), soci::into(names.second);
  return names;
}

}  // namespace secours::schedule::staffing_rows
