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

void BookingMails::created(const Booking& read, const std::string& access_token) {
  const auto booking = with_session_days(sql_, read);
  // The page the web shows after booking, which also cancels and moves it.
  const std::string manage_url =
      config_.public_url + "/bookingsuccess?booking=" + std::to_string(booking.id) + "&token=" + access_token;
  auto customer = booking_received_mail(booking, mail::company_of(config_), manage_url,
                                        config_.cancellation_deadline_hours);
  queue_with_office_copy(sql_, config_, booking, customer, office_booking_mail, now_);
}

void BookingMails::team_seat(const Booking& read, const std::string& company_name) {
  const auto booking = with_session_days(sql_, read);
  mail::enqueue(sql_, team_seat_mail(booking, mail::company_of(config_), company_name), now_);
}

void BookingMails::team_seat_cancelled(const Booking& read, const std::string& company_name) {
  const auto booking = with_session_days(sql_, read);
  if (booking.email.empty()) return;
  const int sequence = booking_rows::count_events(sql_, booking.id, "moved") + 1;
  mail::enqueue(
      sql_, team_seat_cancelled_mail(booking, mail::company_of(config_), company_name, sequence, now_), now_);
}

void BookingMails::payment_received(const Booking& read, const documents::Document& receipt) {
  const auto booking = with_session_days(sql_, read);
  mail::enqueue(sql_,
                with_pdf(payment_received_mail(booking, mail::company_of(config_), receipt.number), receipt),
                now_);
}

void BookingMails::paid_without_seat(const Booking& read, const documents::Document& receipt) {
  const auto booking = with_session_days(sql_, read);
  auto customer =
      with_pdf(paid_without_seat_mail(booking, mail::company_of(config_), receipt.number), receipt);
  queue_with_office_copy(sql_, config_, booking, customer, office_paid_without_seat_mail, now_);
}

void BookingMails::document_again(const Booking& read, const documents::Document& document) {
  const auto booking = with_session_days(sql_, read);
  mail::enqueue(
      sql_,
      with_pdf(document_mail(booking, mail::company_of(config_), document.kind, document.number), document),
      now_);
}

void BookingMails::refund(const Booking& read, long long amount_cents,
                          const documents::Document* credit_note) {
  const auto booking = with_session_days(sql_, read);
  auto message =
      refund_mail(booking, mail::company_of(config_), amount_cents, credit_note ? credit_note->number : "");
  mail::enqueue(sql_, credit_note ? with_pdf(message, *credit_note) : message, now_);
}

void BookingMails::decision(const Booking& read) {
  const auto booking = with_session_days(sql_, read);
  auto company = mail::company_of(config_);
  mail::enqueue(sql_,
                booking.status == BookingStatus::approved
                    ? booking_approved_mail(booking, company, quebec_date(now_))
                    : booking_rejected_mail(booking, company),
                now_);
}

void BookingMails::session_cancelled(const Booking& read) {
  const auto booking = with_session_days(sql_, read);
  mail::enqueue(sql_, session_cancelled_mail(booking, mail::company_of(config_)), now_);
}

void BookingMails::session_confirmed(const Booking& read) {
  const auto booking = with_session_days(sql_, read);
  if (booking.email.empty()) return;  // a team's seat not named yet
  mail::enqueue(sql_, session_confirmed_mail(booking, mail::company_of(config_)), now_);
}

void BookingMails::cancelled(const Booking& read, const Actor& by, int calendar_sequence) {
  const auto booking = with_session_days(sql_, read);
  auto company = mail::company_of(config_);
  const bool by_customer = by.kind == ActorKind::customer;
  mail::enqueue(sql_, booking_cancelled_mail(booking, company, by_customer, calendar_sequence, now_), now_);
  if (by_customer) {
    mail::enqueue(sql_, office_booking_cancelled_mail(booking, company, admin_bookings_url(config_)), now_);
  }
}

void BookingMails::moved(const Booking& before_read, const Booking& after_read, const Actor& by,
                         int calendar_sequence) {
  const auto before = with_session_days(sql_, before_read);
  const auto after = with_session_days(sql_, after_read);
  auto company = mail::company_of(config_);
  mail::enqueue(sql_, booking_moved_mail(before, after, company, calendar_sequence, now_), now_);
  if (by.kind == ActorKind::customer) {
    mail::enqueue(sql_, office_booking_moved_mail(before, after, company, admin_bookings_url(config_)), now_);
  }
}

}  // namespace secours::bookings
