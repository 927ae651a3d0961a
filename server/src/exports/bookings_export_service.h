#pragma once

#include <string>

#include "bookings/admin_booking_filter.h"
#include "core/context.h"
#include "exports/csv_spool.h"

namespace secours::exports {

// The office's list as a spreadsheet (issue 25): every booking of the filter, newest first, one row
// each, in French (';', decimal comma) or English (',', '.'). Streamed through a spool file.
CsvFile export_bookings(core::Context& context, const bookings::AdminBookingFilter& filter,
                        const std::string& language);

}  // namespace secours::exports
