// Cancellation and rescheduling: the parts of BookingService (declared in booking_service.h) that
// change a booking's session or end it at the customer's or an admin's request.
#include <algorithm>
#include <cstdio>
#include <optional>

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "bookings/change_window.h"
#include "bookings/seats.h"
#include "bookings/session_days.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "db/transaction.h"
#include "schedule/session_service.h"

namespace secours::bookings {

namespace {

[[noreturn]] void not_active() {
  throw errors::Conflict("booking-not-active", "This booking is cancelled or rejected.");
}

void require_active(const Booking& booking) {
  if (!is_active(booking.status)) not_active();
}

[[noreturn]] void deadline_passed() {
  throw errors::Conflict("cancellation-deadline-passed",
                         "The deadline to change this booking online has passed; please call the office.");
}

// "#12 2026-03-14 09:00" (Montreal time), or "—" on request: the same in both languages.
std::string session_label(long long session_id, long long starts_at) {
  if (session_id == 0) return "—";
  auto time = montreal_time(starts_at);
  char text[64];
  std::snprintf(text, sizeof text, "#%lld %04d-%02d-%02d %02d:%02d", session_id, time.year, time.month,
                time.day, time.hour, time.minute);
  return text;
}

// A paid booking that is cancelled waits for its refund, listed first for the admins until one records
// it (decision 014).
void refund_per_policy(soci::session& sql, const Booking& booking, long long now) {
  if (booking.payment_status == PaymentStatus::paid)
    booking_rows::set_refund_needed(sql, booking.id, true, now);
}

}  // namespace

std::pair<Booking, Actor> BookingService::lock_for_change(soci::session& sql, long long id,
                                                          const std::optional<auth::User>& user,
                                                          const std::string& token) {
  auto booking = booking_rows::find_locked(sql, id);
  if (!booking) throw errors::NotFound("not-found", "No such booking.");
  auto actor = actor_for(*booking, user, token);
  require_active(*booking);
  // A seat of a team booking is the company's: its managers replace or cancel it (companies/).
  if (booking->team_booking_id != 0 && actor.kind == ActorKind::customer) {
    throw errors::Conflict("team-seat", "This seat was booked by your employer, who manages it.");
  }
  return {*booking, actor};
}

Cancellation BookingService::cancel(long long id, const std::optional<auth::User>& user,
                                    const std::string& token, const std::string& reason) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto [booking, actor] = lock_for_change(sql, id, user, token);
  // The office cancels a team seat from the company (companies/team_booking_service.h), where its invoice
  // is credited; moving it to another session stays here.
  if (booking.team_booking_id != 0) {
    throw errors::Conflict("team-seat", "This seat is a company's: cancel it from the company's bookings.");
  }
  if (actor.kind == ActorKind::customer &&
      !change_window(booking, now, context_.config.cancellation_deadline_hours).cancellable) {
    deadline_passed();
  }
  if (!booking_rows::cancel(sql, id, now)) not_active();
  release_seat(sql, booking);
  booking_rows::add_event(sql, id, actor.user_id,
                          actor.kind == ActorKind::admin ? "cancelled-by-admin" : "cancelled-by-customer",
                          reason, now);
  refund_per_policy(sql, booking, now);
  auto cancelled = *booking_rows::find(sql, id);
  // The calendar's copy was sent as sequence 0 and changed once per move.
  const int sequence = booking_rows::count_events(sql, id, "moved") + 1;
  BookingMails(sql, context_.config, now).cancelled(cancelled, actor, sequence);
  tx.commit();
  return {cancelled, actor.kind == ActorKind::customer};
}

Booking BookingService::move(long long id, long long session_id, const std::optional<auth::User>& user,
                             const std::string& token) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The booking first, then the sessions: the order of the hold expiry and the payments, which lock
  // the booking and then change its session's seats.
  const auto [booking, actor] = lock_for_change(sql, id, user, token);
  if (actor.kind == ActorKind::customer) {
    if (booking.session_id == 0) {
      throw errors::Conflict("booking-not-movable", "The office sets the date of a booking on request.");
    }
    if (!change_window(booking, now, context_.config.cancellation_deadline_hours).movable) deadline_passed();
  }
  if (session_id == booking.session_id) {
    throw errors::Conflict("same-session", "The booking is already for this session.");
  }
  // Both sessions in id order, whoever moves which way: two moves crossing cannot wait on each other.
  std::optional<schedule::CourseSession> target;
  for (long long locked :
       {std::min(session_id, booking.session_id), std::max(session_id, booking.session_id)}) {
    if (locked == 0) continue;
    auto session = schedule::lock_session(sql, locked);
    if (locked == session_id) target = session;
  }
  take_seat(sql, session_id, booking.course_id, now);
  // A customer never lands in a session they could then neither cancel nor move: one that starts inside
  // the deadline is the office's to give (the seat just taken goes back with the
  // transaction).
  if (actor.kind == ActorKind::customer && target &&
      target->starts_at - context_.config.cancellation_deadline_hours * 3600LL < now) {
    throw errors::Conflict("session-inside-deadline",
                           "This session starts too soon to be chosen online; please call the office.");
  }
  release_seat(sql, booking);
  if (!booking_rows::move_to_session(sql, id, booking.session_id, session_id, now)) {
    throw std::runtime_error("booking " + std::to_string(id) + " changed while locked");
  }
  booking_rows::add_event(sql, id, actor.user_id, "moved",
                          session_label(booking.session_id, booking.session_starts_at) + " → " +
                              session_label(session_id, target->starts_at),
                          now);
  auto moved = with_session_days(sql, *booking_rows::find(sql, id));
  BookingMails(sql, context_.config, now)
      .moved(booking, moved, actor, booking_rows::count_events(sql, id, "moved"));
  tx.commit();
  return moved;
}

}  // namespace secours::bookings
