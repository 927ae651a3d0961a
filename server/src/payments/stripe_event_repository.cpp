#include "payments/stripe_event_repository.h"

#include <soci/soci.h>

namespace secours::payments::stripe_events {

bool record(soci::session& sql, const std::string& event_id, const std::string& event_type, long long now) {
  soci::statement statement =
      (sql.prepare
           << "INSERT INTO stripe_events (event_id, event_type, received_at) VALUES (:id, :type, :now) "
              "ON CONFLICT (event_id) DO NOTHING",
       soci::use(event_id), soci::use(event_type), soci::use(now));
  statement.execute(true);
  return statement.get_affected_rows() == 1;
}

}  // namespace secours::payments::stripe_events
