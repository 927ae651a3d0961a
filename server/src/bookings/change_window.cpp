#include "bookings/change_window.h"

namespace secours::bookings {

ChangeWindow change_window(const Booking& booking, long long now, int deadline_hours) {
  ChangeWindow window;
  const bool active = is_active(booking.status);
  if (booking.session_id == 0) {
    window.cancellable = active;
    return window;
  }
  window.deadline = booking.session_starts_at - deadline_hours * 3600LL;
  window.cancellable = window.movable = active && now <= window.deadline;
  return window;
}

}  // namespace secours::bookings
