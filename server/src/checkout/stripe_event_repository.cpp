#include "checkout/stripe_event_repository.h"

#include <soci/soci.h>

#include "db/statements.h"

namespace secours::checkout::stripe_events {

bool record(soci::session& sql, const std::string& event_id, const std::string& event_type, long long now) {
  const char* const query =
      "INSERT INTO stripe_events (event_id, event_type, received_at) VALUES (:id, :type, :now) "
      "ON CONFLICT (event_id) DO NOTHING";
  return db::changed_one_row(sql, query, event_id, event_type, now);
}

}  // namespace secours::checkout::stripe_events
