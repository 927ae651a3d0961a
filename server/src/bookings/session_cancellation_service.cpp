#include "bookings/session_cancellation_service.h"

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"

namespace secours::bookings {

void lock_bookings_of_session(soci::session& sql, long long session_id) {
  booking_rows::lock_active_for_session(sql, session_id);
}

void cancel_bookings_of_session(soci::session& sql, app::Context& context,
                                const schedule::CourseSession& session, long long admin_id, long long now) {
  for (auto& booking : booking_rows::active_for_session(sql, session.id)) {
    if (!booking_rows::cancel(sql, booking.id, now)) continue;
    booking_rows::release_seat(sql, booking);
    booking_rows::add_event(sql, booking.id, admin_id, "session-cancelled", "", now);
    booking.status = "cancelled";
    queue_session_cancelled_mail(sql, context.config, booking, now);
  }
}

}  // namespace secours::bookings
