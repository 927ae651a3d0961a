#include "bookings/guest_bookings.h"

#include <soci/soci.h>

#include <vector>

#include "bookings/booking_repository.h"
#include "common/validation.h"

namespace secours::bookings {

void link_guest_bookings(soci::session& sql, long long user_id, const std::string& email, long long now) {
  std::string key = validation::lower(email);
  std::vector<long long> ids;
  long long id = 0;
  soci::statement select =
      (sql.prepare << "SELECT id FROM bookings WHERE user_id IS NULL AND email_key = :key", soci::use(key),
       soci::into(id));
  select.execute();
  while (select.fetch()) ids.push_back(id);
  if (ids.empty()) return;  // the common case: a sign-in costs one indexed read
  sql << "UPDATE bookings SET user_id = :user, updated_at = :now WHERE user_id IS NULL AND email_key = :key",
      soci::use(user_id), soci::use(now), soci::use(key);
  for (long long booking_id : ids) {
    booking_rows::add_event(sql, booking_id, user_id, "linked-to-account", "", now);
    booking_rows::enroll(sql, booking_id, now);
  }
}

}  // namespace secours::bookings
