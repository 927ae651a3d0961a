#include "bookings/reminder_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::bookings::reminder_rows {

std::vector<long long> due(soci::session& sql, long long now, long long until, long long window_seconds,
                           int limit) {
  std::vector<long long> ids;
  soci::rowset<soci::row> rows =
      (sql.prepare
           << "SELECT b.id FROM course_sessions s JOIN bookings b ON b.session_id = s.id WHERE s.status = "
              "'scheduled' AND s.starts_at > :now AND s.starts_at <= :until AND b.status IN ('pending', "
              "'approved') AND b.seat_held = 1 AND b.email NOT LIKE '%@invalid' AND b.created_at < "
              "s.starts_at - :window AND NOT EXISTS (SELECT 1 FROM session_reminders r WHERE "
              "r.booking_id = b.id AND r.session_id = s.id) ORDER BY s.starts_at, b.id LIMIT " +
                  std::to_string(limit),
       soci::use(now), soci::use(until), soci::use(window_seconds));
  for (const auto& row : rows) ids.push_back(db::get_integer(row, 0));
  return ids;
}

bool claim(soci::session& sql, long long booking_id, long long session_id, long long now) {
  return db::changed_one_row(
      sql,
      "INSERT INTO session_reminders (booking_id, session_id, sent_at) VALUES (:booking, "
      ":session, :now) ON CONFLICT (booking_id, session_id) DO NOTHING",
      booking_id, session_id, now);
}

std::string team_company_name(soci::session& sql, long long team_booking_id) {
  std::string name;
  sql << "SELECT c.name FROM team_bookings t JOIN companies c ON c.id = t.company_id WHERE t.id = :id",
      soci::use(team_booking_id), soci::into(name);
  return name;
}

std::pair<std::string, std::string> what_to_bring(soci::session& sql, long long course_id) {
  std::pair<std::string, std::string> bring;
  sql << "SELECT what_to_bring, what_to_bring_en FROM courses WHERE id = :id", soci::use(course_id),
      soci::into(bring.first), soci::into(bring.second);
  return bring;
}

void set_token(soci::session& sql, long long booking_id, const std::string& token_hash) {
  sql << "UPDATE bookings SET reminder_token_hash = :hash WHERE id = :id", soci::use(token_hash),
      soci::use(booking_id);
}

}  // namespace secours::bookings::reminder_rows
