#include "companies/invoice_json.h"

#include "common/time_format.h"

namespace secours::companies {

namespace {

nlohmann::json amounts_json(const payments::Amounts& amounts) {
  return {{"subtotalCents", amounts.subtotal_cents},
          {"gstCents", amounts.gst_cents},
          {"qstCents", amounts.qst_cents},
          {"totalCents", amounts.total_cents},
          {"currency", "CAD"}};
}

}  // namespace

nlohmann::json team_booking_json(const TeamBooking& team) {
  return {{"id", team.id},
          {"companyId", team.company_id},
          {"sessionId", team.session_id},
          {"courseId", team.course_id},
          {"courseTitle", {{"fr", team.course_title_fr}, {"en", team.course_title_en}}},
          {"startsAt", iso8601(team.session_starts_at)},
          {"endsAt", iso8601(team.session_ends_at)},
          {"location", team.session_location},
          {"paymentMethod", team_payment_names(team.payment_method)},
          {"invoiceId", team.invoice_id ? nlohmann::json(team.invoice_id) : nlohmann::json(nullptr)},
          {"invoiceNumber", team.invoice_number},
          {"createdAt", iso8601(team.created_at)}};
}

nlohmann::json team_seat_json(const bookings::Booking& seat) {
  return {{"id", seat.id},
          {"reference", seat.reference},
          {"firstName", seat.first_name},
          {"lastName", seat.last_name},
          {"email", seat.email},
          {"employeeId", seat.company_employee_id ? nlohmann::json(seat.company_employee_id) : nullptr},
          {"status", bookings::booking_status_names(seat.status)},
          {"paymentStatus", seat.payment_state()},
          {"amounts", amounts_json(seat.amounts)}};
}

nlohmann::json invoice_json(const Invoice& invoice, const std::string& today) {
  auto lines = nlohmann::json::array();
  for (const auto& line : invoice.lines) {
    lines.push_back({{"bookingId", line.booking_id},
                     {"attendeeName", line.attendee_name},
                     {"bookingReference", line.booking_reference},
                     {"amounts", amounts_json(line.amounts)}});
  }
  auto payments = nlohmann::json::array();
  for (const auto& payment : invoice.payments) {
    payments.push_back({{"id", payment.id},
                        {"method", invoice_payment_method_names(payment.method)},
                        {"amountCents", payment.amount_cents},
                        {"receivedOn", payment.received_on},
                        {"reference", payment.reference},
                        {"recordedAt", iso8601(payment.recorded_at)}});
  }
  return {{"id", invoice.id},
          {"number", invoice.number},
          {"companyId", invoice.company_id},
          {"companyName", invoice.buyer_name},
          {"teamBookingId", invoice.team_booking_id},
          {"language", invoice.language},
          {"issuedAt", iso8601(invoice.issued_at)},
          {"termsDays", invoice.terms_days},
          {"dueOn", invoice.due_on},
          {"courseTitle", {{"fr", invoice.course_title_fr}, {"en", invoice.course_title_en}}},
          {"startsAt", iso8601(invoice.session_starts_at)},
          {"amounts", amounts_json(invoice.amounts)},
          {"paidCents", invoice.paid_cents},
          {"creditedCents", invoice.credited_cents},
          {"balanceCents", invoice.balance_cents()},
          {"status", invoice_status_names(invoice.status)},
          {"overdue", invoice.overdue(today)},
          {"paidAt", invoice.paid_at ? nlohmann::json(iso8601(invoice.paid_at)) : nullptr},
          {"receiptNumber", invoice.receipt_number},
          {"lines", lines},
          {"payments", payments}};
}

}  // namespace secours::companies
