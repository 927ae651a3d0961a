#pragma once

#include <nlohmann/json.hpp>

#include "bookings/booking.h"
#include "core/config.h"

namespace secours::bookings {

// The booking as its customer sees it, times in Montreal time, with what the customer may still change
// at `now` (cancellable, movable, and the deadline). The course title is in `title_language` (the page
// the reader has open), or in the booking's language when empty.
nlohmann::json booking_json(const Booking& booking, const core::Config& config, long long now,
                            const std::string& title_language = "");
// For the admin's table: also the linked account, the names the table shows and the booking's
// history. Course titles are in the reader's language (the admin's), not the customer's.
nlohmann::json admin_booking_json(const Booking& booking, const core::Config& config, long long now,
                                  const std::string& reader_language);

}  // namespace secours::bookings
