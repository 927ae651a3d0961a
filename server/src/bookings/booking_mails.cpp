#include "bookings/booking_mails.h"

#include "bookings/booking_mail_templates.h"

namespace secours::bookings {

namespace {

using CustomerMail = mail::Message (*)(const Booking&, const mail::Company&);
using OfficeMail = mail::Message (*)(const Booking&, const mail::Company&, const std::string& admin_url);

// The customer's mail, and the office's with a link to the admin's bookings page.
void queue_with_office_copy(soci::session& sql, const app::Config& config, const Booking& booking,
                            long long now, CustomerMail customer, OfficeMail office) {
  auto company = mail::company_of(config);
  mail::enqueue(sql, customer(booking, company), now);
  mail::enqueue(sql, office(booking, company, config.public_url + "/admin/bookings"), now);
}

}  // namespace

void queue_created_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  queue_with_office_copy(sql, config, booking, now, booking_received_mail, office_booking_mail);
}

void queue_payment_received_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                 long long now) {
  mail::enqueue(sql, payment_received_mail(booking, mail::company_of(config)), now);
}

void queue_paid_without_seat_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                                   long long now) {
  queue_with_office_copy(sql, config, booking, now, paid_without_seat_mail, office_paid_without_seat_mail);
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
