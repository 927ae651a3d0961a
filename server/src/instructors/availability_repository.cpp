#include "instructors/availability_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::instructors::availability_rows {

Availability find(soci::session& sql, long long user_id) {
  Availability availability;
  availability.weekly = db::select_rows(
      sql,
      "SELECT weekday, starts_minute, ends_minute FROM instructor_weekly_hours WHERE user_id = :u ORDER BY "
      "weekday, starts_minute",
      db::fields(&WeeklyHours::weekday, &WeeklyHours::starts_minute, &WeeklyHours::ends_minute), user_id);
  availability.time_off = db::select_rows(
      sql,
      "SELECT starts_on, ends_on, note FROM instructor_time_off WHERE user_id = :u ORDER BY starts_on, id",
      db::fields(&TimeOff::starts_on, &TimeOff::ends_on, &TimeOff::note), user_id);
  return availability;
}

void replace(soci::session& sql, long long user_id, const Availability& availability) {
  sql << "DELETE FROM instructor_weekly_hours WHERE user_id = :u", soci::use(user_id);
  sql << "DELETE FROM instructor_time_off WHERE user_id = :u", soci::use(user_id);
  for (const auto& hours : availability.weekly)
    db::changed_rows(
        sql,
        "INSERT INTO instructor_weekly_hours (user_id, weekday, starts_minute, ends_minute) VALUES "
        "(:u, :d, :s, :e)",
        user_id, hours.weekday, hours.starts_minute, hours.ends_minute);
  for (const auto& off : availability.time_off)
    db::changed_rows(
        sql, "INSERT INTO instructor_time_off (user_id, starts_on, ends_on, note) VALUES (:u, :s, :e, :n)",
        user_id, off.starts_on, off.ends_on, off.note);
}

}  // namespace secours::instructors::availability_rows
