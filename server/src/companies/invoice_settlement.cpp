#include "companies/invoice_settlement.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "bookings/team_seats_service.h"
#include "common/quebec_time.h"
#include "companies/company_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_repository.h"
#include "documents/document_service.h"
#include "payments/taxes.h"

namespace secours::companies {

namespace {

std::string invoice_number(int year, long long sequence) {
  char text[48];
  std::snprintf(text, sizeof text, "F-%d-%06lld", year, sequence);
  return text;
}

// The sale an invoice's receipt states: the money received against it, split in the invoice's proportions
// (what was credited is not part of it), paid by card when every payment was, on invoice otherwise.
documents::Sale receipt_sale(const Invoice& invoice) {
  documents::Sale sale;
  sale.invoice_id = invoice.id;
  sale.booking_reference = invoice.number;
  sale.buyer_name = invoice.buyer_name;
  sale.language = invoice.language;
  sale.course_title_fr = invoice.course_title_fr;
  sale.course_title_en = invoice.course_title_en;
  sale.session_starts_at = invoice.session_starts_at;
  sale.session_ends_at = invoice.session_ends_at;
  sale.session_location = invoice.session_location;
  const bool by_card = std::all_of(invoice.payments.begin(), invoice.payments.end(), [](const auto& payment) {
    return payment.method == InvoicePaymentMethod::card || payment.method == InvoicePaymentMethod::credit;
  });
  sale.payment_method = by_card ? payments::PaymentMethod::card : payments::PaymentMethod::invoice;
  sale.amounts = documents::split_refund(invoice.amounts, invoice.paid_cents);
  return sale;
}

}  // namespace

Invoice invoice_to(const core::Config& config, const Company& company, long long team_booking_id,
                   const schedule::CourseSession& session, int terms_days, long long now) {
  Invoice invoice;
  invoice.company_id = company.id;
  invoice.team_booking_id = team_booking_id;
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
  return invoice;
}

void number_and_store(soci::session& sql, Invoice& invoice, long long now) {
  long long subtotal = 0;
  for (const auto& line : invoice.lines) subtotal += line.amounts.subtotal_cents;
  // Taxed once on its subtotal (issue 42); the lines carry their shares of it.
  invoice.amounts = payments::quebec_taxes(subtotal);
  const int year = montreal_time(now).year;
  invoice.number = invoice_number(year, documents::take_next_number(sql, "invoice", year));
  invoice.id = invoice_rows::insert_invoice(sql, invoice);
}

Invoice issue_team_invoice(soci::session& sql, const core::Config& config, const Company& company,
                           const TeamBooking& team, const schedule::CourseSession& session,
                           const std::vector<bookings::Booking>& seats, int terms_days, long long now) {
  auto invoice = invoice_to(config, company, team.id, session, terms_days, now);
  for (const auto& seat : seats) {
    const auto name =
        seat.first_name.empty() && seat.last_name.empty() ? "" : seat.first_name + " " + seat.last_name;
    invoice.lines.push_back({seat.id, name, seat.reference, seat.amounts});
  }
  number_and_store(sql, invoice, now);
  return invoice;
}

std::vector<long long> settle_if_cleared(soci::session& sql, const core::Config& config, long long invoice_id,
                                         long long by, long long now) {
  auto invoice = invoice_rows::find_invoice(sql, invoice_id);
  if (!invoice || invoice->status != InvoiceStatus::open) return {};
  switch (settled_status(*invoice)) {
    case InvoiceStatus::open:
      return {};
    case InvoiceStatus::credited:
      if (!invoice_rows::mark_credited(sql, invoice_id))
        throw std::logic_error("invoice " + invoice->number + " was cleared but could not be credited");
      return {};
    case InvoiceStatus::paid:
      break;
  }
  const auto receipt = documents::issue_receipt(sql, config, receipt_sale(*invoice), now);
  if (!invoice_rows::mark_paid(sql, invoice_id, receipt.number, now))
    throw std::logic_error("invoice " + invoice->number + " was paid but could not be marked so");
  std::vector<long long> seats;
  for (const auto& line : invoice->lines)
    if (line.booking_id != 0) seats.push_back(line.booking_id);
  // A private training's invoice lists its quote's lines (issue 44): its seats are its team booking's.
  if (seats.empty() && invoice->team_booking_id != 0)
    for (const auto& seat : bookings::team_seats(sql, invoice->team_booking_id)) seats.push_back(seat.id);
  bookings::mark_team_seats_paid(sql, seats, by, now);
  auto paid = *invoice_rows::find_invoice(sql, invoice_id);
  queue_invoice_paid_mails(sql, config, paid, company_rows::billing_recipients(sql, paid.company_id), now);
  return seats;
}

}  // namespace secours::companies
