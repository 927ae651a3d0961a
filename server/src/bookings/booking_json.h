#pragma once

#include <nlohmann/json.hpp>

#include "app/config.h"
#include "bookings/booking.h"

namespace secours::bookings {

// The booking as its customer sees it; texts in the booking's language, times in Montreal time.
nlohmann::json booking_json(const Booking& booking, const app::Config& config);
// For the admin's table: also the linked account and the names the table shows.
nlohmann::json admin_booking_json(const Booking& booking, const app::Config& config);

}  // namespace secours::bookings
