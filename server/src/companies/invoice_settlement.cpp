#include "companies/invoice_settlement.h"

#include "bookings/team_seats_service.h"
#include "common/quebec_time.h"
#include "companies/company_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_repository.h"
#include "documents/document_repository.h"
#include "documents/document_service.h"

namespace secours::companies {

void settle_if_paid(soci::session& sql, const core::Config& config, long long invoice_id, long long by,
                    long long now) {
  auto invoice = invoice_rows::find_invoice(sql, invoice_id);
  if (!invoice || invoice->status != InvoiceStatus::open || invoice->balance_cents() != 0) return;
  const int year = montreal_time(now).year;
  const auto number = documents::document_number(
      documents::receipt, year, documents::document_rows::next_number(sql, documents::receipt, year));
  if (!invoice_rows::mark_paid(sql, invoice_id, number, now)) return;
  std::vector<long long> seats;
  for (const auto& line : invoice->lines) seats.push_back(line.booking_id);
  bookings::mark_team_seats_paid(sql, seats, by, now);
  auto paid = *invoice_rows::find_invoice(sql, invoice_id);
  queue_invoice_paid_mails(sql, config, paid, company_rows::billing_recipients(sql, paid.company_id), now);
}

}  // namespace secours::companies
