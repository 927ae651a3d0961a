#include "bookings/booking_mails.h"

#include "bookings/booking_mail_templates.h"

namespace secours::bookings {

namespace {

std::string admin_bookings_url(const app::Config& config) { return config.public_url + "/admin/bookings"; }

}  // namespace

void queue_created_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  auto company = mail::company_of(config);
  mail::enqueue(sql, booking_received_mail(booking, company), now);
  mail::enqueue(sql, office_booking_mail(booking, company, admin_bookings_url(config)), now);
}

void queue_payment_received_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                 long long now) {
  mail::enqueue(sql, payment_received_mail(booking, mail::company_of(config)), now);
}

void queue_paid_without_seat_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                                   long long now) {
  auto company = mail::company_of(config);
  mail::enqueue(sql, paid_without_seat_mail(booking, company), now);
  mail::enqueue(sql, office_paid_without_seat_mail(booking, company, admin_bookings_url(config)), now);
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
