#include "bookings/team_seats_service.h"

#include <spdlog/spdlog.h>

#include <set>

#include "auth/auth_service.h"
#include "bookings/booking_insert.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/change_window.h"
#include "bookings/seats.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "schedule/session_service.h"

namespace secours::bookings {

namespace {

// The accounts the seats will be linked to, taken before the session's seats and in id order, as every
// write attaching rows to an account takes it first (issue 39: auth::hold_active_account).
void hold_proven_accounts(soci::session& sql, const std::vector<TeamAttendee>& attendees) {
  std::set<long long> ids;
  for (const auto& attendee : attendees) {
    if (attendee.email.empty()) continue;
    auto account = auth::find_account_by_email(sql, attendee.email);
    if (account && account->email_verified()) ids.insert(account->id);
  }
  for (long long id : ids) auth::hold_active_account(sql, id);
}

}  // namespace

std::vector<Booking> team_seats(soci::session& sql, long long team_booking_id) {
  return booking_rows::list_for_team(sql, team_booking_id);
}

void mark_team_seats_paid(soci::session& sql, const std::vector<long long>& booking_ids, long long by,
                          long long now) {
  for (long long id : booking_ids) {
    const auto seat = booking_rows::find(sql, id);
    if (!seat || !is_active(seat->status) || !booking_rows::mark_paid_on_invoice(sql, id, now)) continue;
    booking_rows::add_event(sql, id, by, "payment-received", "", now);
    booking_rows::enroll(sql, id, now);
  }
}

void credit_cancelled_team_seat(soci::session& sql, long long booking_id, long long credited_cents,
                                long long by, long long now) {
  const auto seat = booking_rows::find(sql, booking_id);
  if (!seat || is_active(seat->status)) return;
  const auto credited = std::to_string(credited_cents);
  if (credited_cents >= seat->amounts.total_cents) {
    if (booking_rows::mark_credited(sql, booking_id, now))
      booking_rows::add_event(sql, booking_id, by, "credited", credited, now);
    return;
  }
  if (!booking_rows::mark_paid_on_invoice(sql, booking_id, now)) return;
  booking_rows::add_event(sql, booking_id, by, "credited", credited, now);
  booking_rows::add_event(sql, booking_id, by, "payment-received", "", now);
  if (booking_rows::set_refund_needed(sql, booking_id, true, now))
    booking_rows::add_event(sql, booking_id, by, "paid-without-seat", booking_status_names.text(seat->status),
                            now);
}

namespace {

// The seat, its row locked, when it is an active seat of the team booking and `by` may still change it.
Booking lock_seat(soci::session& sql, const core::Config& config, long long team_booking_id,
                  long long booking_id, const TeamSeatActor& by, long long now,
                  bool deadline_applies = true) {
  auto booking = booking_rows::find_locked(sql, booking_id);
  if (!booking || booking->team_booking_id != team_booking_id)
    throw errors::NotFound("not-found", "No such seat.");
  if (!is_active(booking->status))
    throw errors::Conflict("booking-not-active", "This seat is cancelled or rejected.");
  if (!by.office && deadline_applies &&
      !change_window(*booking, now, config.cancellation_deadline_hours).cancellable) {
    throw errors::Conflict("cancellation-deadline-passed",
                           "The deadline to change this seat online has passed; please call the office.");
  }
  return *booking;
}

// The seats still to be paid by card are the document their payment's receipt and invoice will be:
// after one leaves, the others share that document's taxes again, so that what the card pays is taxed
// once on its subtotal (issue 42). An invoice already issued keeps its amounts.
// The caller holds the team's rows (booking_rows::lock_team).
void share_taxes_again(soci::session& sql, long long team_booking_id, long long now) {
  std::vector<Booking> unpaid;
  for (auto& seat : booking_rows::list_for_team(sql, team_booking_id)) {
    if (is_active(seat.status) && seat.payment_method == payments::PaymentMethod::card &&
        seat.payment_status == PaymentStatus::awaiting_payment)
      unpaid.push_back(std::move(seat));
  }
  std::vector<long long> subtotals;
  for (const auto& seat : unpaid) subtotals.push_back(seat.amounts.subtotal_cents);
  const auto shared = payments::quebec_taxes_shared(subtotals);
  for (std::size_t i = 0; i < unpaid.size(); ++i) {
    if (shared[i].gst_cents != unpaid[i].amounts.gst_cents ||
        shared[i].qst_cents != unpaid[i].amounts.qst_cents)
      booking_rows::set_amounts(sql, unpaid[i].id, shared[i], now);
  }
}

}  // namespace

Booking cancel_team_seat(soci::session& sql, const core::Config& config, long long team_booking_id,
                         long long booking_id, const TeamSeatActor& by, const std::string& reason,
                         long long now) {
  // The whole team first, in id order as its payment does: the others' shares may change below.
  booking_rows::lock_team(sql, team_booking_id);
  const auto booking = lock_seat(sql, config, team_booking_id, booking_id, by, now);
  if (!booking_rows::cancel(sql, booking_id, now))
    throw errors::Conflict("booking-not-active", "This seat is cancelled or rejected.");
  release_seat(sql, booking);
  booking_rows::add_event(sql, booking_id, by.user_id,
                          by.office ? "cancelled-by-admin" : "cancelled-by-company", reason, now);
  if (booking.payment_status == PaymentStatus::paid)
    booking_rows::set_refund_needed(sql, booking_id, true, now);
  if (booking.payment_method == payments::PaymentMethod::card &&
      booking.payment_status == PaymentStatus::awaiting_payment)
    share_taxes_again(sql, team_booking_id, now);
  auto cancelled = *booking_rows::find(sql, booking_id);
  BookingMails(sql, config, now).team_seat_cancelled(cancelled, by.company_name);
  return cancelled;
}

Booking replace_team_attendee(soci::session& sql, const core::Config& config, long long team_booking_id,
                              long long booking_id, const TeamAttendee& attendee, const TeamSeatActor& by,
                              long long now) {
  // A company's private training (issue 44) names its attendees until its roster is signed.
  const auto seat = booking_rows::find(sql, booking_id);
  const auto session = seat ? schedule::find_session(sql, seat->session_id) : std::nullopt;
  const bool private_and_open = session && session->is_private() && !session->roster_finalized;
  const auto booking = lock_seat(sql, config, team_booking_id, booking_id, by, now, !private_and_open);
  if (booking.session_starts_at <= now && !private_and_open)
    throw errors::Conflict("session-unavailable", "This session has started: its attendees stay.");
  booking_rows::reassign(sql, booking_id, attendee.first_name, attendee.last_name, attendee.email,
                         attendee.employee_id, now);
  booking_rows::add_event(sql, booking_id, by.user_id, "attendee-replaced",
                          booking.first_name + " " + booking.last_name, now);
  link_proven_account(sql, attendee.email, now);
  auto replaced = *booking_rows::find(sql, booking_id);
  if (!replaced.email.empty()) BookingMails(sql, config, now).team_seat(replaced, by.company_name);
  return replaced;
}

std::optional<TeamCardDue> team_card_due(const std::vector<Booking>& seats, long long now) {
  TeamCardDue due;
  for (const auto& seat : seats) {
    if (!is_active(seat.status)) continue;
    const bool held = seat.status == BookingStatus::pending &&
                      seat.payment_status == PaymentStatus::awaiting_payment &&
                      seat.payment_method == payments::PaymentMethod::card && seat.hold_expires_at > now;
    if (!held) return std::nullopt;
    due.amount_cents += seat.amounts.total_cents;
    if (due.hold_expires_at == 0 || seat.hold_expires_at < due.hold_expires_at)
      due.hold_expires_at = seat.hold_expires_at;
  }
  if (due.amount_cents == 0) return std::nullopt;
  return due;
}

bool attach_team_payment_intent(soci::session& sql, long long team_booking_id, const std::string& intent_id,
                                long long amount_cents, long long now) {
  const auto seats = booking_rows::lock_team(sql, team_booking_id);
  const auto due = team_card_due(seats, now);
  if (!due || due->amount_cents != amount_cents) return false;
  for (const auto& seat : seats) {
    if (!is_active(seat.status)) continue;
    if (!booking_rows::set_payment_intent(sql, seat.id, intent_id, now)) return false;
    if (seat.payment_intent_id != intent_id)
      booking_rows::add_event(sql, seat.id, 0, "payment-intent-created", intent_id, now);
  }
  return true;
}

TeamCardPayment pay_team_seats_by_card(soci::session& sql, long long team_booking_id,
                                       const std::string& intent_id, long long amount_cents,
                                       const std::string& currency, long long now) {
  std::vector<Booking> carrying;
  long long total = 0;
  for (auto& seat : booking_rows::lock_team(sql, team_booking_id)) {
    if (seat.payment_intent_id != intent_id || seat.payment_method != payments::PaymentMethod::card) continue;
    total += seat.amounts.total_cents;
    carrying.push_back(std::move(seat));
  }
  TeamCardPayment result;
  if (carrying.empty()) {
    spdlog::warn("Stripe event for unknown PaymentIntent {} (team booking {})", intent_id, team_booking_id);
    return result;
  }
  if (amount_cents != total || currency != "cad") {
    spdlog::error("team booking {}: Stripe reports {} {} but its seats total {} cad", team_booking_id,
                  amount_cents, currency, total);
    for (const auto& seat : carrying)
      booking_rows::add_event(sql, seat.id, 0, "payment-amount-mismatch",
                              std::to_string(amount_cents) + " " + currency, now);
    return result;
  }
  // The rows as they were before the payment: a lapsed hold keeps hold_expires_at, a cancellation clears it.
  std::vector<Booking> paid, lapsed;
  for (const auto& seat : carrying) {
    if (!booking_rows::mark_paid_by_card(sql, seat.id, intent_id, now)) continue;  // paid already
    booking_rows::add_event(sql, seat.id, 0, "payment-received", intent_id, now);
    result.amount_cents += seat.amounts.total_cents;
    if (is_active(seat.status)) {
      paid.push_back(seat);
    } else if (seat.status == BookingStatus::cancelled && seat.hold_expires_at != 0) {
      lapsed.push_back(seat);
    } else {
      result.unseated.push_back(seat);
    }
  }
  if (!lapsed.empty()) {
    const auto& first = lapsed.front();
    const bool taken =
        schedule::take_seats(sql, first.session_id, first.course_id, static_cast<int>(lapsed.size()), now);
    for (const auto& seat : lapsed) {
      if (taken && booking_rows::reseat_lapsed(sql, seat.id, now)) {
        paid.push_back(seat);
      } else {
        result.unseated.push_back(seat);
      }
    }
  }
  for (const auto& seat : paid) {
    booking_rows::change_status(sql, seat.id, BookingStatus::pending, BookingStatus::approved, now);
    booking_rows::add_event(sql, seat.id, 0, "approved", "", now);
    booking_rows::enroll(sql, seat.id, now);
    result.seated.push_back(*booking_rows::find(sql, seat.id));
  }
  for (auto& seat : result.unseated) {
    if (booking_rows::set_refund_needed(sql, seat.id, true, now))
      booking_rows::add_event(sql, seat.id, 0, "paid-without-seat", booking_status_names.text(seat.status),
                              now);
    spdlog::warn("booking {} of team booking {} was paid without a seat: refund needed", seat.id,
                 team_booking_id);
    seat = *booking_rows::find(sql, seat.id);
  }
  return result;
}

std::size_t expire_team_holds(soci::session& sql, long long team_booking_id, long long now) {
  std::size_t expired = 0;
  for (const auto& seat : booking_rows::lock_team(sql, team_booking_id)) {
    if (!booking_rows::expire_hold(sql, seat.id, now)) continue;
    release_seat(sql, seat);
    booking_rows::add_event(sql, seat.id, 0, "hold-expired", "", now);
    ++expired;
  }
  return expired;
}

// The seats of one team booking are one document (its invoice, or its card payment's receipt): taxed
// once on their sum, each seat carrying its share (issue 42).
std::vector<payments::Amounts> seat_amounts(soci::session& sql, long long course_id, std::size_t seats) {
  auto course = schedule::find_course(sql, course_id);
  if (!course || !course->bookable())
    throw errors::NotFound("course-unavailable", "This course cannot be booked.");
  return payments::quebec_taxes_shared(std::vector<long long>(seats, course->price_cents));
}

std::vector<Booking> book_team_seats(soci::session& sql, const core::Config& config, const TeamSeats& seats,
                                     long long now) {
  const auto count = static_cast<int>(seats.attendees.size());
  const bool private_training = seats.private_company_id != 0;
  const auto amounts = private_training ? std::vector<payments::Amounts>(seats.attendees.size())
                                        : seat_amounts(sql, seats.course_id, seats.attendees.size());
  hold_proven_accounts(sql, seats.attendees);
  if (!private_training) {
    take_seats(sql, seats.session_id, seats.course_id, count, now);
  } else if (!schedule::take_private_seats(sql, seats.session_id, seats.private_company_id, count)) {
    throw errors::Conflict("session-full", "This session is full.");
  }
  const bool by_card = seats.payment_method == payments::PaymentMethod::card;
  std::vector<Booking> booked;
  for (std::size_t i = 0; i < seats.attendees.size(); ++i) {
    const auto& attendee = seats.attendees[i];
    Booking booking;
    booking.first_name = attendee.first_name;
    booking.last_name = attendee.last_name;
    booking.email = attendee.email;
    booking.course_id = seats.course_id;
    booking.session_id = seats.session_id;
    booking.payment_method = seats.payment_method;
    booking.language = seats.language;
    booking.seat_held = true;
    booking.hold_expires_at = by_card ? now + card_hold_seconds : 0;
    booking.amounts = amounts[i];
    // Nobody reads a team seat by token: its managers and its attendee's account do.
    booking.access_token_hash = crypto::sha256_hex(crypto::random_token());
    booking.created_at = booking.updated_at = now;
    const long long id = insert_booking(sql, booking);
    booking_rows::attach_to_team(sql, id, seats.team_booking_id, attendee.employee_id);
    booking_rows::add_event(sql, id, seats.booked_by, "created", seats.company_name, now);
    if (!by_card) {
      booking_rows::change_status(sql, id, BookingStatus::pending, BookingStatus::approved, now);
      booking_rows::add_event(sql, id, seats.booked_by, "approved", "", now);
    }
    link_proven_account(sql, attendee.email, now);
    auto stored = *booking_rows::find(sql, id);
    if (!stored.email.empty()) BookingMails(sql, config, now).team_seat(stored, seats.company_name);
    booked.push_back(std::move(stored));
  }
  return booked;
}

}  // namespace secours::bookings
