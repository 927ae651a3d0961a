#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "companies/invoice.h"
#include "db/session_fwd.h"

namespace secours::companies {

// SQL for team bookings, invoices and their payments; every function takes the caller's session (and so
// its transaction).
namespace invoice_rows {

long long insert_team_booking(soci::session& sql, const TeamBooking& team);
std::optional<TeamBooking> find_team_booking(soci::session& sql, long long company_id, long long id);
// The team booking, whatever its company (what a Stripe event names).
std::optional<TeamBooking> find_team_booking_by_id(soci::session& sql, long long id);
// The company's team bookings, newest first (one row more than page.limit when another page follows).
std::vector<TeamBooking> team_bookings_page(soci::session& sql, long long company_id,
                                            const PageRequest& page);

// The new invoice's id, its lines with it.
long long insert_invoice(soci::session& sql, const Invoice& invoice);
// With its lines and payments; of the company when company_id is not 0.
std::optional<Invoice> find_invoice(soci::session& sql, long long id, long long company_id = 0);
// Its row locked until the caller's transaction ends, then read whole.
std::optional<Invoice> find_invoice_locked(soci::session& sql, long long id);
// The invoice of a team booking's seat, or nullopt.
std::optional<long long> invoice_of_booking(soci::session& sql, long long booking_id);

// Which invoices a list shows: all, the open ones (overdue among them), the overdue only, the paid.
enum class InvoiceFilter { all, open, overdue, paid };
// Newest first; the overdue oldest first (the longest waiting on top). Of one company when company_id
// is not 0. `today` (YYYY-MM-DD) tells overdue.
std::vector<Invoice> invoices_page(soci::session& sql, long long company_id, InvoiceFilter filter,
                                   const std::string& today, const PageRequest& page);
// Every invoice of the company issued in [from, to), oldest first, with its payments (a statement).
std::vector<Invoice> issued_between(soci::session& sql, long long company_id, long long from, long long to);
// The company's balance of the invoices issued before `before`: what they still owe.
long long balance_before(soci::session& sql, long long company_id, long long before);

// Records money (or a credit) against an open invoice whose balance covers it: false otherwise, so
// that two payments racing on one invoice never take it below zero.
bool add_payment(soci::session& sql, const InvoicePayment& payment, long long recorded_by);
// open → paid once its balance is zero and money was received, with its receipt's number; false when it
// was not.
bool mark_paid(soci::session& sql, long long id, const std::string& receipt_number, long long now);
// open → credited once credits alone took its balance to zero; false when they did not.
bool mark_credited(soci::session& sql, long long id);
// The money received on the invoices paid in [from, to) (when their receipts were issued), and when the
// first was paid (0: none).
long long received_between(soci::session& sql, long long from, long long to);
long long first_paid_at(soci::session& sql);

// Open invoices due on or before `due_by` whose reminders sent are fewer than `stage`, oldest first.
std::vector<long long> due_for_reminder(soci::session& sql, const std::string& due_by, int stage, int limit);
// Records the reminder `stage` as sent: false when another instance already did (then it sends none).
bool mark_reminded(soci::session& sql, long long id, int stage);

}  // namespace invoice_rows
}  // namespace secours::companies
