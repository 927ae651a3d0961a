#pragma once

#include <string>

#include "bookings/booking.h"
#include "mail/layout.h"

namespace secours::bookings {

// The booking mails, written on the one mail layout and signed by `company`: the customer's in the
// booking's language (French unless "en"), the office's in French, to the company's address.

// To the customer when the booking is saved: summary, amounts with GST and QST, the link to the
// booking's page (`manage_url`, carrying its access token) where it can be cancelled or moved up to
// `deadline_hours` before the session, how to pay; an .ics attachment when the booking is for a dated
// session.
mail::Message booking_received_mail(const Booking& booking, const mail::Company& company,
                                    const std::string& manage_url, int deadline_hours);
// What a reminder before the class says beyond the booking: what to bring (the course's, in the
// booking's language; empty: the general advice), the booking's page (empty: a team seat, changed by
// its employer) and until when it may still be moved or cancelled there (0: no longer), and the
// calendar file's sequence (the booking's moves).
struct ReminderDetails {
  std::string what_to_bring;
  std::string manage_url;
  long long change_deadline = 0;
  std::string company_name;  // a team seat's employer
  int calendar_sequence = 0;
  std::string today;  // YYYY-MM-DD in Quebec: the day the reminder is written (how to pay in time)
};
// To an attendee a few days before the class: where, when, what to bring, the calendar file, and the link
// to move or cancel while the deadline allows.
mail::Message session_reminder_mail(const Booking& booking, const mail::Company& company,
                                    const ReminderDetails& details);
// To the office for every new booking; admin_url leads to the admin's bookings page.
mail::Message office_booking_mail(const Booking& booking, const mail::Company& company,
                                  const std::string& admin_url);
// To the customer when the payment arrived; the receipt `receipt_number` goes with it as a PDF.
mail::Message payment_received_mail(const Booking& booking, const mail::Company& company,
                                    const std::string& receipt_number);
// To the customer whose card payment arrived after the seat was gone: paid, not booked, and what
// happens next (another session or a full refund); the receipt goes with it as a PDF.
mail::Message paid_without_seat_mail(const Booking& booking, const mail::Company& company,
                                     const std::string& receipt_number);
// A receipt or credit note of the booking sent again (an admin's resend); the PDF goes with it.
mail::Message document_mail(const Booking& booking, const mail::Company& company, const std::string& kind,
                            const std::string& number);
// To the customer when a refund of `amount_cents` went through (by the booking's payment method); the
// credit note `credit_note_number` goes with it as a PDF (empty: a payment made before receipts existed,
// no credit note).
mail::Message refund_mail(const Booking& booking, const mail::Company& company, long long amount_cents,
                          const std::string& credit_note_number);
// To the office: a paid booking has no seat and waits for a refund or another session.
mail::Message office_paid_without_seat_mail(const Booking& booking, const mail::Company& company,
                                            const std::string& admin_url);
// To an attendee of a company's team booking: their seat, booked by `company_name`, with the calendar
// file; no amounts and no link to change it (the company's managers do).
mail::Message team_seat_mail(const Booking& booking, const mail::Company& company,
                             const std::string& company_name);
// To an attendee of a team booking whose seat `company_name` cancelled; the calendar file removes it.
mail::Message team_seat_cancelled_mail(const Booking& booking, const mail::Company& company,
                                       const std::string& company_name, int sequence, long long stamp);
// To the customer the office approved; how to pay as said on `today` (YYYY-MM-DD in Quebec).
mail::Message booking_approved_mail(const Booking& booking, const mail::Company& company,
                                    const std::string& today);
mail::Message booking_rejected_mail(const Booking& booking, const mail::Company& company);
mail::Message session_cancelled_mail(const Booking& booking, const mail::Company& company);
mail::Message session_confirmed_mail(const Booking& booking, const mail::Company& company);

// Cancellation and rescheduling (booking_change_mail_templates.cpp); `sequence` and `stamp` are those
// of the calendar file that goes with a dated booking.

// To the customer: the booking is cancelled, as they asked (`by_customer`) or by the office; a paid
// booking is refunded; a calendar file removes the event.
mail::Message booking_cancelled_mail(const Booking& booking, const mail::Company& company, bool by_customer,
                                     int sequence, long long stamp);
// To the office: a customer cancelled; the seat is free again, and a paid booking's refund is named.
mail::Message office_booking_cancelled_mail(const Booking& booking, const mail::Company& company,
                                            const std::string& admin_url);
// To the customer: the booking's new date (`after`), the previous one (`before`), and a calendar
// file that updates the event.
mail::Message booking_moved_mail(const Booking& before, const Booking& after, const mail::Company& company,
                                 int sequence, long long stamp);
// To the office: a customer moved their booking to another session.
mail::Message office_booking_moved_mail(const Booking& before, const Booking& after,
                                        const mail::Company& company, const std::string& admin_url);

}  // namespace secours::bookings
