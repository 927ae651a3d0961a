#pragma once

#include <string>

#include "mail/mail.h"
#include "payments/taxes.h"

namespace secours::mail {

// What booking mails say about a booking, in the booking's language (French unless "en").
struct BookingSummary {
  long long booking_id = 0;
  std::string reference;
  std::string language = "fr";
  std::string first_name, last_name, email, phone;
  std::string course_title;
  long long starts_at = 0, ends_at = 0;  // 0: booked on request
  std::string location;
  std::string preferred_date;  // YYYY-MM-DD, bookings on request
  std::string special_requests;
  std::string payment_method;  // card | interac | cash
  std::string payment_status;  // awaiting-payment | paid | refunded
  payments::Amounts amounts;
  long long interac_reference = 0;
  std::string company_email;  // receives Interac e-Transfers and answers questions
  long long created_at = 0;
  bool linked_to_account = false;
};

// To the customer when the booking is saved: summary, amounts with GST and QST, how to pay; an
// .ics attachment when the booking is for a dated session.
Message booking_received_mail(const BookingSummary& booking);
// To the office (in French) for every new booking; admin_url leads to the admin's bookings page.
Message office_booking_mail(const BookingSummary& booking, const std::string& admin_url);
Message payment_received_mail(const BookingSummary& booking);
// To the customer whose card payment arrived after the seat was gone: paid, not booked, and what
// happens next (another session or a full refund).
Message paid_without_seat_mail(const BookingSummary& booking);
// To the office (in French): a paid booking has no seat and waits for a refund or another session.
Message office_paid_without_seat_mail(const BookingSummary& booking, const std::string& admin_url);
Message booking_approved_mail(const BookingSummary& booking);
Message booking_rejected_mail(const BookingSummary& booking);
Message session_cancelled_mail(const BookingSummary& booking);

}  // namespace secours::mail
