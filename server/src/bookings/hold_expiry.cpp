#include "bookings/hold_expiry.h"

#include <spdlog/spdlog.h>

#include "bookings/booking_repository.h"
#include "bookings/seats.h"
#include "bookings/team_seats_service.h"
#include "db/transaction.h"

namespace secours::bookings {

std::size_t HoldExpiryWorker::run_once() {
  const long long now = clock_.now();
  std::vector<long long> ids;
  {
    auto sql = db::connection(database_);
    ids = booking_rows::expired_holds(*sql, now, batch_size);
  }
  std::size_t expired = 0;
  for (long long id : ids) {
    db::Transaction tx(database_);
    auto team = booking_rows::find(tx.sql(), id);
    if (team && team->team_booking_id != 0) {
      // A team's seats lapse together, locked in the order its payment locks them (decision 046).
      const auto released = expire_team_holds(tx.sql(), team->team_booking_id, now);
      tx.commit();
      if (released == 0) continue;
      database_.changes().changed();
      spdlog::info("team booking {}: unpaid card hold expired, {} seat(s) released", team->team_booking_id,
                   released);
      expired += released;
      continue;
    }
    // Locked: a payment arriving now waits for this transaction, then sees the booking cancelled.
    auto booking = booking_rows::find_locked(tx.sql(), id);
    // The conditional UPDATE decides on the fresh row: a payment or another worker may have come first.
    if (!booking || !booking_rows::expire_hold(tx.sql(), id, now)) continue;
    release_seat(tx.sql(), *booking);
    booking_rows::add_event(tx.sql(), id, 0, "hold-expired", "", now);
    tx.commit();
    // A seat is free again: public reads kept in memory show it from the next request (decision 026).
    database_.changes().changed();
    spdlog::info("booking {} ({}): unpaid card hold expired, seat released", id, booking->reference);
    ++expired;
  }
  return expired;
}

void HoldExpiryWorker::start(std::chrono::milliseconds interval) { task_.start(interval); }

void HoldExpiryWorker::stop() { task_.stop(); }

}  // namespace secours::bookings
