#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bookings/booking.h"
#include "core/config.h"
#include "db/session_fwd.h"

namespace secours::bookings {

// The seats of a company's team booking (issue 26, decision 045), inside the caller's transaction, the
// one that records the team booking and its invoice: all the seats are taken in one conditional UPDATE
// or none (409 session-full, session-unavailable, course-unavailable), then one booking per attendee.

struct TeamAttendee {
  std::string first_name, last_name;
  std::string email;          // optional: their confirmation mail, and their account once it is proven
  long long employee_id = 0;  // the company's employee they are
};

struct TeamSeats {
  long long team_booking_id = 0;
  long long session_id = 0;
  long long course_id = 0;
  payments::PaymentMethod payment_method = payments::PaymentMethod::invoice;  // invoice | card
  std::string language = "fr";  // of the attendees' mails: the company's
  std::string company_name;     // named in the attendees' mails
  long long booked_by = 0;      // the manager's account
  std::vector<TeamAttendee> attendees;
  // A company's private session (issue 44): its seats are taken for that company and cost nothing each,
  // the training being invoiced on its quote's lines. 0: a public session's seats at the course's price.
  long long private_company_id = 0;
};

// The bookings, in the attendees' order. On invoice they are approved at once (the office approved the
// company's credit); by card they wait for the team's payment, held like a person's card booking. An
// attendee whose address belongs to an account that proved it gets the booking in their dashboard now;
// the others when they prove it (link_guest_bookings). Each attendee with an address is mailed.
std::vector<Booking> book_team_seats(soci::session& sql, const core::Config& config, const TeamSeats& seats,
                                     long long now);

// The seats of a team booking, in the order they were booked.
std::vector<Booking> team_seats(soci::session& sql, long long team_booking_id);

// Marks the active seats of a paid invoice paid (their attendees with an account are enrolled), each
// with its history's event; `by` is the admin who recorded the last payment. A cancelled seat is not:
// what it became was decided when it was cancelled (credit_cancelled_team_seat, or flagged for its
// refund when already paid).
void mark_team_seats_paid(soci::session& sql, const std::vector<long long>& booking_ids, long long by,
                          long long now);

// What a seat cancelled on an open invoice becomes once the invoice was credited `credited_cents` for it
// (decision 054): credited when that is its whole total (nothing for it is due nor was received);
// otherwise money already received on the invoice covers the rest of it, so it is paid, and flagged for
// the refund of that rest. `by`: who cancelled it.
void credit_cancelled_team_seat(soci::session& sql, long long booking_id, long long credited_cents,
                                long long by, long long now);

// Who changes a team seat: one of the company's managers (up to the cancellation deadline) or the office
// (at any time).
struct TeamSeatActor {
  long long user_id = 0;
  bool office = false;
  std::string company_name;  // named in the attendee's mail
};

// Cancels an active seat of the team booking: its seat freed, its attendee mailed (with the calendar's
// cancellation), a paid seat flagged for its refund. 404 not-found (not one of the team's seats), 409
// booking-not-active, cancellation-deadline-passed.
Booking cancel_team_seat(soci::session& sql, const core::Config& config, long long team_booking_id,
                         long long booking_id, const TeamSeatActor& by, const std::string& reason,
                         long long now);
// Gives an active seat to another attendee before the session starts (the same deadline for managers):
// the new attendee is mailed their seat. The same refusals, and 409 session-unavailable once started.
Booking replace_team_attendee(soci::session& sql, const core::Config& config, long long team_booking_id,
                              long long booking_id, const TeamAttendee& attendee, const TeamSeatActor& by,
                              long long now);

// The team's one card payment (decision 046). What a team booked by card still owes: every active seat
// pending, unpaid by card and held; nullopt otherwise (on invoice, paid, a hold lapsed, no active seat).
struct TeamCardDue {
  long long amount_cents = 0;     // the active seats' totals
  long long hold_expires_at = 0;  // the earliest of their holds
};
std::optional<TeamCardDue> team_card_due(const std::vector<Booking>& seats, long long now);

// Gives the PaymentIntent made for `amount_cents` to every active seat of the team, their rows locked,
// when that is still what the team owes; false otherwise (a seat cancelled or paid, the hold lapsed).
bool attach_team_payment_intent(soci::session& sql, long long team_booking_id, const std::string& intent_id,
                                long long amount_cents, long long now);

// What Stripe's confirmation of a team's PaymentIntent did to the seats that carry it.
struct TeamCardPayment {
  std::vector<Booking> seated;    // paid and approved, their accounts enrolled
  std::vector<Booking> unseated;  // paid without a seat (cancelled, or their lapsed hold could not be
                                  // taken again): flagged refund-needed for the office
  long long amount_cents = 0;
};
// Inside the webhook's transaction, the team's seats locked. Nothing changes unless the amount and the
// currency are those of the seats carrying the PaymentIntent (an event on each seat records a mismatch);
// a second delivery finds them paid and changes nothing (empty result). Seats whose hold lapsed are
// seated again all together or not at all: never part of a team.
TeamCardPayment pay_team_seats_by_card(soci::session& sql, long long team_booking_id,
                                       const std::string& intent_id, long long amount_cents,
                                       const std::string& currency, long long now);

// The hold expiry of a team booked by card: every seat whose hold lapsed is cancelled and freed in the
// caller's transaction, together; returns how many.
std::size_t expire_team_holds(soci::session& sql, long long team_booking_id, long long now);

// The price of one seat of the course (its amounts with GST and QST); 404 course-unavailable when it
// cannot be booked.
payments::Amounts seat_amounts(soci::session& sql, long long course_id);

}  // namespace secours::bookings
