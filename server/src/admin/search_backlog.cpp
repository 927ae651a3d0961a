#include "admin/search_backlog.h"

#include "auth/auth_service.h"
#include "bookings/booking_record_service.h"
#include "db/transaction.h"

namespace secours::admin {

int index_search_backlog(core::Context& context, int batch) {
  db::Transaction tx(context.database);
  const int taken =
      bookings::index_search_backlog(tx.sql(), batch) + auth::index_search_backlog(tx.sql(), batch);
  tx.commit();
  return taken;
}

}  // namespace secours::admin
