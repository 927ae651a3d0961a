#pragma once

#include <vector>

#include "bookings/booking.h"
#include "companies/company.h"
#include "companies/invoice.h"
#include "core/config.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::companies {

// An invoice to the company for its team booking of `session`: the seller, the buyer, the course, the
// terms; its lines are the caller's.
Invoice invoice_to(const core::Config& config, const Company& company, long long team_booking_id,
                   const schedule::CourseSession& session, int terms_days, long long now);
// Its lines' subtotal taxed once (issue 42), numbered in the invoices' own yearly series ("F-2026-000123")
// and stored, inside the caller's transaction.
void number_and_store(soci::session& sql, Invoice& invoice, long long now);

// The invoice of a team booking's seats (a line per seat, subtotal, GST, QST and total as the seats were
// booked), numbered in the invoices' own yearly series and stored, inside the caller's transaction. Terms
// of 0 days: a team paid by card when booked (decision 046).
Invoice issue_team_invoice(soci::session& sql, const core::Config& config, const Company& company,
                           const TeamBooking& team, const schedule::CourseSession& session,
                           const std::vector<bookings::Booking>& seats, int terms_days, long long now);

// Inside the caller's transaction, once money or a credit reached the invoice (decision 054). Nothing
// owed and money received: it becomes paid with its receipt, a document of the receipts' series for the
// money received (what the office's revenue and the accountant's export count), its active seats are
// marked paid, and the receipt is mailed. Nothing owed and no money received: it becomes credited, with
// no receipt. Nothing when a balance remains. `by`: the admin who recorded the last change (0: a manager).
// Answers the seats it marked paid, which the caller hands to core::Context::on_seat_paid (issue 41: a
// seat of a signed roster gets its certificate when its invoice is paid).
std::vector<long long> settle_if_cleared(soci::session& sql, const core::Config& config, long long invoice_id,
                                         long long by, long long now);

}  // namespace secours::companies
