#include "bookings/session_cancellation_service.h"

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/seats.h"
#include "common/errors.h"
#include "db/transaction.h"
#include "schedule/session_service.h"
#include "waitlist/waitlist_service.h"

namespace secours::bookings {

void lock_session_bookings(soci::session& sql, long long session_id) {
  booking_rows::lock_active_for_session(sql, session_id);
  waitlist::lock_line_of(sql, session_id);
}

bool cancel_session_and_bookings(soci::session& sql, const core::Config& config, long long session_id,
                                 long long admin_id, long long now) {
  if (!schedule::cancel_session(sql, session_id, now)) return false;
  for (auto& booking : booking_rows::active_for_session(sql, session_id)) {
    if (!booking_rows::cancel(sql, booking.id, now)) continue;
    release_seat(sql, booking);
    booking_rows::add_event(sql, booking.id, admin_id, "session-cancelled", "", now);
    booking.status = BookingStatus::cancelled;
    BookingMails(sql, config, now).session_cancelled(booking);
  }
  waitlist::close_for_cancelled_session(sql, config, session_id, now);
  return true;
}

schedule::CourseSession SessionCancellationService::cancel(long long session_id, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  lock_session_bookings(sql, session_id);
  if (!cancel_session_and_bookings(sql, context_.config, session_id, admin_id, now)) {
    if (!schedule::find_session(sql, session_id)) throw errors::NotFound("not-found", "No such session.");
    throw errors::Conflict("session-cancelled", "This session is already cancelled.");
  }
  auto cancelled = schedule::find_session(sql, session_id);  // seats released by the bookings
  tx.commit();
  return *cancelled;
}

}  // namespace secours::bookings
