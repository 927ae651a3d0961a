#include "companies/invoice_settlement.h"

#include <cstdio>

#include "bookings/team_seats_service.h"
#include "common/quebec_time.h"
#include "companies/company_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_repository.h"
#include "documents/document_repository.h"
#include "documents/document_service.h"

namespace secours::companies {

namespace {

std::string invoice_number(int year, long long sequence) {
  char text[48];
  std::snprintf(text, sizeof text, "F-%d-%06lld", year, sequence);
  return text;
}

}  // namespace

Invoice issue_team_invoice(soci::session& sql, const core::Config& config, const Company& company,
                           const TeamBooking& team, const schedule::CourseSession& session,
                           const std::vector<bookings::Booking>& seats, int terms_days, long long now) {
  Invoice invoice;
  invoice.company_id = company.id;
  invoice.team_booking_id = team.id;
  invoice.language = company.language;
  invoice.issued_at = now;
  invoice.terms_days = terms_days;
  invoice.due_on = add_days(quebec_date(now), terms_days);
  invoice.seller = documents::seller_of(config);
  invoice.buyer_name = company.name;
  invoice.buyer_address = company.address;
  invoice.buyer_neq = company.neq;
  invoice.purchase_order = company.purchase_order;
  invoice.course_title_fr = session.course_title_fr;
  invoice.course_title_en = session.course_title_en;
  invoice.session_starts_at = session.starts_at;
  invoice.session_ends_at = session.ends_at;
  invoice.session_location = session.location;
  for (const auto& seat : seats) {
    const auto name =
        seat.first_name.empty() && seat.last_name.empty() ? "" : seat.first_name + " " + seat.last_name;
    invoice.lines.push_back({seat.id, name, seat.reference, seat.amounts});
    invoice.amounts.subtotal_cents += seat.amounts.subtotal_cents;
    invoice.amounts.gst_cents += seat.amounts.gst_cents;
    invoice.amounts.qst_cents += seat.amounts.qst_cents;
    invoice.amounts.total_cents += seat.amounts.total_cents;
  }
  const int year = montreal_time(now).year;
  invoice.number = invoice_number(year, documents::document_rows::next_number(sql, "invoice", year));
  invoice.id = invoice_rows::insert_invoice(sql, invoice);
  return invoice;
}

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
