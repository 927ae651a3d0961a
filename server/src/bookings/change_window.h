#pragma once

#include "bookings/booking.h"

namespace secours::bookings {

// What a booking's customer may still change themselves, and until when
// (docs/decisions/023-cancellation-and-rescheduling.md). Admins are held to none of it.
struct ChangeWindow {
  bool cancellable = false;
  bool movable = false;
  long long deadline = 0;  // `deadline_hours` before the session starts; 0 without a session
};

// A pending or approved booking is cancelled or moved up to its deadline, included. Booked on request
// without a session yet, it is cancelled at any time and never moved by its customer: the office sets
// the date.
ChangeWindow change_window(const Booking& booking, long long now, int deadline_hours);

}  // namespace secours::bookings
