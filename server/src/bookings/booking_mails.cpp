#include "bookings/booking_mails.h"

#include "mail/booking_templates.h"

namespace secours::bookings {

namespace {

mail::BookingSummary summary_of(const app::Config& config, const Booking& booking) {
  mail::BookingSummary summary;
  summary.booking_id = booking.id;
  summary.reference = booking.reference;
  summary.language = booking.language;
  summary.first_name = booking.first_name;
  summary.last_name = booking.last_name;
  summary.email = booking.email;
  summary.phone = booking.phone;
  summary.course_title = booking.course_title(booking.language);
  if (booking.session_id != 0) {
    summary.starts_at = booking.session_starts_at;
    summary.ends_at = booking.session_ends_at;
    summary.location = booking.session_location;
  }
  summary.preferred_date = booking.preferred_date;
  summary.special_requests = booking.special_requests;
  summary.payment_method = booking.payment_method;
  summary.payment_status = booking.payment_status;
  summary.amounts = booking.amounts;
  summary.interac_reference = booking.interac_reference;
  summary.company_email = config.company_email;
  summary.created_at = booking.created_at;
  summary.linked_to_account = booking.user_id != 0;
  return summary;
}

}  // namespace

void queue_created_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  auto summary = summary_of(config, booking);
  mail::enqueue(sql, mail::booking_received_mail(summary), now);
  mail::enqueue(sql, mail::office_booking_mail(summary, config.public_url + "/admin/bookings"), now);
}

void queue_payment_received_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                 long long now) {
  mail::enqueue(sql, mail::payment_received_mail(summary_of(config, booking)), now);
}

void queue_paid_without_seat_mails(soci::session& sql, const app::Config& config, const Booking& booking,
                                   long long now) {
  auto summary = summary_of(config, booking);
  mail::enqueue(sql, mail::paid_without_seat_mail(summary), now);
  mail::enqueue(sql, mail::office_paid_without_seat_mail(summary, config.public_url + "/admin/bookings"),
                now);
}

void queue_decision_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                         long long now) {
  auto summary = summary_of(config, booking);
  mail::enqueue(sql,
                booking.status == "approved" ? mail::booking_approved_mail(summary)
                                             : mail::booking_rejected_mail(summary),
                now);
}

void queue_session_cancelled_mail(soci::session& sql, const app::Config& config, const Booking& booking,
                                  long long now) {
  mail::enqueue(sql, mail::session_cancelled_mail(summary_of(config, booking)), now);
}

}  // namespace secours::bookings
