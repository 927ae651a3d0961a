#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "bookings/booking.h"

namespace secours::bookings {

// Reads a booking request; 400 `validation` naming every invalid field. `today` is Quebec's date
// (YYYY-MM-DD): a preferred date before it is refused.
BookingRequest read_booking_request(const nlohmann::json& body, const std::string& today);

// Reads the admin's change: {status: approved|rejected} or {paymentReceived: true}. Returns
// "approved", "rejected" or "payment-received".
std::string read_admin_change(const nlohmann::json& body);

}  // namespace secours::bookings
