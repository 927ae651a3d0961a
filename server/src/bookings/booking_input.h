#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "bookings/booking.h"

namespace secours::bookings {

// Reads a booking request; 400 `validation` naming every invalid field. `today` is Quebec's date
// (YYYY-MM-DD): a preferred date before it is refused.
BookingRequest read_booking_request(const nlohmann::json& body, const std::string& today);

// The admin's change to a booking; note: what was done for a paid booking without a seat.
struct AdminChange {
  enum Kind { none, approve, reject, payment_received, refund_handled };
  Kind kind = none;
  std::string note;
};

// Reads {sessionId} of a move: required.
long long read_move_target(const nlohmann::json& body);

// Reads {status: approved|rejected}, {paymentReceived: true} or {refundHandled: true, note}; exactly one.
AdminChange read_admin_change(const nlohmann::json& body);

}  // namespace secours::bookings
