#pragma once

#include <nlohmann/json.hpp>

#include "app/config.h"
#include "bookings/booking.h"

namespace secours::bookings {

// The booking as its customer sees it, times in Montreal time. The course title is in
// `title_language` (the page the reader has open), or in the booking's language when empty.
nlohmann::json booking_json(const Booking& booking, const app::Config& config,
                            const std::string& title_language = "");
// For the admin's table: also the linked account and the names the table shows. Course titles are
// in the reader's language (the admin's), not the customer's.
nlohmann::json admin_booking_json(const Booking& booking, const app::Config& config,
                                  const std::string& reader_language);

}  // namespace secours::bookings
