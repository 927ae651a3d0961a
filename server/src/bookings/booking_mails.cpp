#include "bookings/booking_mails.h"

#include "bookings/booking_mail_templates.h"
#include "documents/document_service.h"

namespace secours::bookings {

namespace {

using OfficeMail = mail::Message (*)(const Booking&, const mail::Company&, const std::string& admin_url);

// The customer's mail, and the office's with a link to the admin's bookings page.
void queue_with_office_copy(soci::session& sql, const app::Config& config, const Booking& booking,
                            const mail::Message& customer, OfficeMail office, long long now) {
  mail::enqueue(sql, customer, now);
  mail::enqueue(sql, office(booking, mail::company_of(config), config.public_url + "/admin/bookings"), now);
}

mail::Message with_pdf(mail::Message message, const documents::Document& document) {
  message.attachments.push_back(documents::pdf_attachment(document));
  return message;
}

}  // namespace

void queue_created_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  queue_with_office_copy(sql, config, booking, booking_received_mail(booking, mail::company_of(config)),
                         office_booking_mail, now);
}

void queue_payment_received_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                 const documents::Document& receipt, long long now) {
  mail::enqueue(
      sql, with_pdf(payment_received_mail(booking, mail::company_of(config), receipt.number), receipt), now);
}

void queue_paid_without_seat_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                                   const documents::Document& receipt, long long now) {
  auto customer =
      with_pdf(paid_without_seat_mail(booking, mail::company_of(config), receipt.number), receipt);
  queue_with_office_copy(sql, config, booking, customer, office_paid_without_seat_mail, now);
}

void queue_document_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                         const documents::Document& document, long long now) {
  mail::enqueue(
      sql,
      with_pdf(document_mail(booking, mail::company_of(config), document.kind, document.number), document),
      now);
}

void queue_refund_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                       long long amount_cents, const documents::Document* credit_note, long long now) {
  auto message =
      refund_mail(booking, mail::company_of(config), amount_cents, credit_note ? credit_note->number : "");
  mail::enqueue(sql, credit_note ? with_pdf(message, *credit_note) : message, now);
}

void queue_decision_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  auto company = mail::company_of(config);
  mail::enqueue(sql,
                booking.status == "approved" ? booking_approved_mail(booking, company)
                                             : booking_rejected_mail(booking, company),
                now);
}

void queue_session_cancelled_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                  long long now) {
  mail::enqueue(sql, session_cancelled_mail(booking, mail::company_of(config)), now);
}

}  // namespace secours::bookings
