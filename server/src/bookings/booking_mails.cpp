#include "bookings/booking_mails.h"

#include "bookings/booking_mail_templates.h"
#include "bookings/booking_repository.h"
#include "bookings/session_days.h"
#include "common/quebec_time.h"
#include "documents/document_service.h"

namespace secours::bookings {

namespace {

using OfficeMail = mail::Message (*)(const Booking&, const mail::Company&, const std::string& admin_url);

std::string admin_bookings_url(const core::Config& config) { return config.public_url + "/admin/bookings"; }

// The customer's mail, and the office's with a link to the admin's bookings page.
void queue_with_office_copy(soci::session& sql, const core::Config& config, const Booking& booking,
                            const mail::Message& customer, OfficeMail office, long long now) {
  mail::enqueue(sql, customer, now);
  mail::enqueue(sql, office(booking, mail::company_of(config), admin_bookings_url(config)), now);
}

mail::Message with_pdf(mail::Message message, const documents::Document& document) {
  message.attachments.push_back(documents::pdf_attachment(document));
  return message;
}

}  // namespace

void queue_created_mails(soci::session& sql, const core::Config& config, const Booking& read,
                         const std::string& access_token, long long now) {
  const auto booking = with_session_days(sql, read);
  // The page the web shows after booking, which also cancels and moves it.
  const std::string manage_url =
      config.public_url + "/bookingsuccess?booking=" + std::to_string(booking.id) + "&token=" + access_token;
  auto customer = booking_received_mail(booking, mail::company_of(config), manage_url,
                                        config.cancellation_deadline_hours);
  queue_with_office_copy(sql, config, booking, customer, office_booking_mail, now);
}

void queue_team_seat_mail(soci::session& sql, const core::Config& config, const Booking& read,
                          const std::string& company_name, long long now) {
  const auto booking = with_session_days(sql, read);
  mail::enqueue(sql, team_seat_mail(booking, mail::company_of(config), company_name), now);
}

void queue_team_seat_cancelled_mail(soci::session& sql, const core::Config& config, const Booking& read,
                                    const std::string& company_name, long long now) {
  const auto booking = with_session_days(sql, read);
  if (booking.email.empty()) return;
  const int sequence = booking_rows::count_events(sql, booking.id, "moved") + 1;
  mail::enqueue(sql, team_seat_cancelled_mail(booking, mail::company_of(config), company_name, sequence, now),
                now);
}

void queue_payment_received_mail(soci::session& sql, const core::Config& config, const Booking& read,
                                 const documents::Document& receipt, long long now) {
  const auto booking = with_session_days(sql, read);
  mail::enqueue(
      sql, with_pdf(payment_received_mail(booking, mail::company_of(config), receipt.number), receipt), now);
}

void queue_paid_without_seat_mails(soci::session& sql, const core::Config& config, const Booking& read,
                                   const documents::Document& receipt, long long now) {
  const auto booking = with_session_days(sql, read);
  auto customer =
      with_pdf(paid_without_seat_mail(booking, mail::company_of(config), receipt.number), receipt);
  queue_with_office_copy(sql, config, booking, customer, office_paid_without_seat_mail, now);
}

void queue_document_mail(soci::session& sql, const core::Config& config, const Booking& read,
                         const documents::Document& document, long long now) {
  const auto booking = with_session_days(sql, read);
  mail::enqueue(
      sql,
      with_pdf(document_mail(booking, mail::company_of(config), document.kind, document.number), document),
      now);
}

void queue_refund_mail(soci::session& sql, const core::Config& config, const Booking& read,
                       long long amount_cents, const documents::Document* credit_note, long long now) {
  const auto booking = with_session_days(sql, read);
  auto message =
      refund_mail(booking, mail::company_of(config), amount_cents, credit_note ? credit_note->number : "");
  mail::enqueue(sql, credit_note ? with_pdf(message, *credit_note) : message, now);
}

void queue_decision_mail(soci::session& sql, const core::Config& config, const Booking& read, long long now) {
  const auto booking = with_session_days(sql, read);
  auto company = mail::company_of(config);
  mail::enqueue(sql,
                booking.status == BookingStatus::approved
                    ? booking_approved_mail(booking, company, quebec_date(now))
                    : booking_rejected_mail(booking, company),
                now);
}

void queue_session_cancelled_mail(soci::session& sql, const core::Config& config, const Booking& read,
                                  long long now) {
  const auto booking = with_session_days(sql, read);
  mail::enqueue(sql, session_cancelled_mail(booking, mail::company_of(config)), now);
}

void queue_cancelled_mails(soci::session& sql, const core::Config& config, const Booking& read,
                           const Actor& by, int calendar_sequence, long long now) {
  const auto booking = with_session_days(sql, read);
  auto company = mail::company_of(config);
  const bool by_customer = by.kind == ActorKind::customer;
  mail::enqueue(sql, booking_cancelled_mail(booking, company, by_customer, calendar_sequence, now), now);
  if (by_customer) {
    mail::enqueue(sql, office_booking_cancelled_mail(booking, company, admin_bookings_url(config)), now);
  }
}

void queue_moved_mails(soci::session& sql, const core::Config& config, const Booking& before_read,
                       const Booking& after_read, const Actor& by, int calendar_sequence, long long now) {
  const auto before = with_session_days(sql, before_read);
  const auto after = with_session_days(sql, after_read);
  auto company = mail::company_of(config);
  mail::enqueue(sql, booking_moved_mail(before, after, company, calendar_sequence, now), now);
  if (by.kind == ActorKind::customer) {
    mail::enqueue(sql, office_booking_moved_mail(before, after, company, admin_bookings_url(config)), now);
  }
}

}  // namespace secours::bookings
