#pragma once

#include <nlohmann/json.hpp>

#include "bookings/booking.h"
#include "companies/invoice.h"

namespace secours::companies {

// The JSON of team bookings and invoices; `today` (YYYY-MM-DD) tells an invoice overdue.
nlohmann::json team_booking_json(const TeamBooking& team);
nlohmann::json team_seat_json(const bookings::Booking& seat);
nlohmann::json invoice_json(const Invoice& invoice, const std::string& today);

}  // namespace secours::companies
