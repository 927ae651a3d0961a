#include "bookings/tally_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::bookings {

namespace booking_rows {

void tally(soci::session& sql, std::string_view name, long long delta) {
  const std::string key(name);
  sql << "INSERT INTO booking_tallies (name, delta) VALUES (:name, :delta)", soci::use(key), soci::use(delta);
}

void tally_move(soci::session& sql, BookingStatus from, BookingStatus to) {
  tally(sql, booking_status_names.text(from), -1);
  tally(sql, booking_status_names.text(to), 1);
}

std::map<std::string, long long> tallies(soci::session& sql) {
  std::map<std::string, long long> counts;
  soci::rowset<soci::row> rows = sql.prepare << "SELECT name, SUM(delta) FROM booking_tallies GROUP BY name";
  for (const auto& row : rows) counts[db::get_text(row, 0)] = db::get_integer(row, 1);
  return counts;
}

}  // namespace booking_rows

long long fold_booking_tallies(db::Database& database, long long from_rows) {
  db::Transaction tx(database);
  auto& sql = tx.sql();
  long long rows = 0;
  sql << "SELECT COUNT(*) FROM booking_tallies", soci::into(rows);
  if (rows < from_rows) return 0;
  // What this statement deletes is what is summed: a row another fold deleted first is not returned
  // here, and a change committed after the statement stays as its own row for the next fold.
  std::map<std::string, long long> sums;
  long long folded = 0;
  {
    std::string name;
    long long delta = 0;
    soci::statement deleted = (sql.prepare << "DELETE FROM booking_tallies RETURNING name, delta",
                               soci::into(name), soci::into(delta));
    deleted.execute();
    while (deleted.fetch()) {
      sums[name] += delta;
      ++folded;
    }
  }
  for (const auto& [name, sum] : sums) booking_rows::tally(sql, name, sum);
  tx.commit();
  return folded;
}

void recount_booking_tallies(soci::session& sql) {
  sql << "DELETE FROM booking_tallies";
  sql << "INSERT INTO booking_tallies (name, delta) SELECT status, COUNT(*) FROM bookings GROUP BY status";
  const std::string refund(booking_rows::refund_needed_tally);
  sql << "INSERT INTO booking_tallies (name, delta) SELECT :name, COUNT(*) FROM bookings WHERE "
         "refund_needed = 1",
      soci::use(refund);
}

}  // namespace secours::bookings
