#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "bookings/booking.h"

namespace secours::bookings {

// Reads a booking request; 400 `validation` naming every invalid field. `today` is Quebec's date
// (YYYY-MM-DD): a preferred date before it is refused.
BookingRequest read_booking_request(const nlohmann::json& body, const std::string& today);

// Reads the office's booking of a person on a session: {firstName, lastName, email, phone?, language?,
// specialRequests?, paymentMethod: cash|interac}; 400 `validation` naming every invalid field.
BookingRequest read_office_booking(const nlohmann::json& body);

// Reads {sessionId} of a move: required.
long long read_move_target(const nlohmann::json& body);

// Reads {status: approved|rejected}, {paymentReceived: true} or {refundHandled: true, note}; exactly one.
AdminChange read_admin_change(const nlohmann::json& body);

// Reads {bookingIds: [1..200 ids], status: approved|rejected} or {bookingIds, paymentReceived: true}: the
// office's decision for its selection (a refund's note is never one for many bookings).
BulkChange read_bulk_change(const nlohmann::json& body);

}  // namespace secours::bookings
