#pragma once

#include <string>

#include "bookings/booking.h"
#include "mail/layout.h"

namespace secours::bookings {

// The booking mails, written on the one mail layout and signed by `company`: the customer's in the
// booking's language (French unless "en"), the office's in French, to the company's address.

// To the customer when the booking is saved: summary, amounts with GST and QST, how to pay; an
// .ics attachment when the booking is for a dated session.
mail::Message booking_received_mail(const Booking& booking, const mail::Company& company);
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
mail::Message booking_approved_mail(const Booking& booking, const mail::Company& company);
mail::Message booking_rejected_mail(const Booking& booking, const mail::Company& company);
mail::Message session_cancelled_mail(const Booking& booking, const mail::Company& company);

}  // namespace secours::bookings
