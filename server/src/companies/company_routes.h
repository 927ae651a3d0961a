#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::companies {
// /api/companies/… (a company's managers and the office) and /api/admin/companies/… (the office).
void register_routes(http::Router& router, core::Context& context);
// A company's employees (employee_routes.cpp): /api/companies/{id}/employees/….
void register_employee_routes(http::Router& router, core::Context& context);
// Team bookings (team_booking_routes.cpp): /api/companies/{id}/bookings/….
void register_team_booking_routes(http::Router& router, core::Context& context);
// Invoices and statements (invoice_routes.cpp): /api/companies/{id}/invoices, …/statement.pdf|csv, and
// the office's /api/admin/invoices.
void register_invoice_routes(http::Router& router, core::Context& context);
}  // namespace secours::companies
