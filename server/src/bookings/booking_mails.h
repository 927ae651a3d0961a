#pragma once

#include "bookings/booking.h"
#include "core/config.h"
#include "documents/document.h"

namespace soci {
class session;
}

namespace secours::bookings {

// Queue the booking's mails in the caller's transaction (see mail::enqueue), in its language.

// To the customer (with the link to the booking's page, carrying `access_token`, and the .ics of a
// session) and to the office.
void queue_created_mails(soci::session& sql, const core::Config& config, const Booking& booking,
                         const std::string& access_token, long long now);
// To an attendee of a team booking who has an address: their seat, booked by `company_name`.
void queue_team_seat_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                          const std::string& company_name, long long now);
// To the attendee of a team seat that was cancelled, when they have an address.
void queue_team_seat_cancelled_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                                    const std::string& company_name, long long now);
// To the customer, with the payment's receipt as a PDF.
void queue_payment_received_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                                 const documents::Document& receipt, long long now);
// To the customer (with the receipt as a PDF) and to the office: a card payment arrived but the
// booking has no seat.
void queue_paid_without_seat_mails(soci::session& sql, const core::Config& config, const Booking& booking,
                                   const documents::Document& receipt, long long now);
// To the customer: one of the booking's documents again, as a PDF.
void queue_document_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                         const documents::Document& document, long long now);
// To the customer: a refund of `amount_cents` went through, with its credit note as a PDF when it has one.
void queue_refund_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                       long long amount_cents, const documents::Document* credit_note, long long now);
// Approved or rejected, by the booking's status.
void queue_decision_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                         long long now);
void queue_session_cancelled_mail(soci::session& sql, const core::Config& config, const Booking& booking,
                                  long long now);
// To the customer, and to the office when the customer did it (`by`). `calendar_sequence` numbers the
// change for the event in the customer's calendar.
void queue_cancelled_mails(soci::session& sql, const core::Config& config, const Booking& booking,
                           const Actor& by, int calendar_sequence, long long now);
void queue_moved_mails(soci::session& sql, const core::Config& config, const Booking& before,
                       const Booking& after, const Actor& by, int calendar_sequence, long long now);

}  // namespace secours::bookings
