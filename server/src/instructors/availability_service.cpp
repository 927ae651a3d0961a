#include "instructors/availability_service.h"

#include "db/transaction.h"
#include "instructors/availability_repository.h"

namespace secours::instructors {

Availability AvailabilityService::get(long long user_id) {
  auto sql = db::connection(context_.database);
  return availability_rows::find(*sql, user_id);
}

Availability AvailabilityService::replace(long long user_id, const Availability& availability) {
  db::Transaction tx(context_.database);
  availability_rows::replace(tx.sql(), user_id, availability);
  return tx.commit(availability_rows::find(tx.sql(), user_id));
}

Availability availability_of(soci::session& sql, long long user_id) {
  return availability_rows::find(sql, user_id);
}

}  // namespace secours::instructors
