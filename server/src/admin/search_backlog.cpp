#include "admin/search_backlog.h"

#include "auth/user_repository.h"
#include "bookings/booking_repository.h"
#include "db/transaction.h"

namespace secours::admin {

int index_search_backlog(core::Context& context, int batch) {
  db::Transaction tx(context.database);
  const int taken =
      bookings::booking_rows::index_backlog(tx.sql(), batch) + auth::users::index_backlog(tx.sql(), batch);
  tx.commit();
  return taken;
}

}  // namespace secours::admin
