#include "bookings/booking_service.h"

#include "auth/auth_service.h"
#include "bookings/booking_insert.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_transitions.h"
#include "bookings/seats.h"
#include "bookings/session_days.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/rate_limiter.h"
#include "common/validation.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "payments/payment_deadline.h"
#include "promotions/promo_code_service.h"
#include "schedule/session_service.h"

namespace secours::bookings {

namespace {

// Generous for a company booking a team from one office, tight enough to stop seat-hoarding scripts.
constexpr RateLimit bookings_per_address{30, 3600};

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such booking."); }

// What the person asked for, as the site's form and the office's send it.
void copy_request(const BookingRequest& request, Booking& booking) {
  booking.first_name = request.first_name;
  booking.last_name = request.last_name;
  booking.email = request.email;
  booking.phone = request.phone;
  booking.course_id = request.course_id;
  booking.session_id = request.session_id;
  booking.preferred_date = request.preferred_date;
  booking.special_requests = request.special_requests;
  booking.payment_method = request.payment_method;
  booking.language = request.language;
}

}  // namespace

CreatedBooking BookingService::create(const BookingRequest& request, const std::optional<auth::User>& user,
                                      const std::string& client_address) {
  const long long now = context_.clock.now();
  if (request.payment_method == payments::PaymentMethod::card && !context_.config.card_payments()) {
    throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  {
    db::Transaction limit(context_.database);
    consume_rate_limit(limit.sql(), "booking-ip:" + client_address, bookings_per_address, now);
    limit.commit();  // the attempt counts even when the booking fails
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The account first (issue 39): one erased meanwhile, on any instance, gets no booking.
  if (user && !auth::hold_active_account(sql, user->id)) throw errors::Unauthorized();
  auto course = schedule::find_course(sql, request.course_id);
  if (!course || !course->bookable())
    throw errors::NotFound("course-unavailable", "This course cannot be booked.");
  if (course->price_cents == 0 && request.payment_method == payments::PaymentMethod::card) {
    throw errors::ValidationError(errors::HttpError::Fields{{"paymentMethod", "free-course"}});
  }

  Booking booking;
  if (request.session_id != 0 && request.waitlist_entry_id != 0) {
    take_offered_seat(sql, request.session_id, request.course_id, request.waitlist_entry_id,
                      request.waitlist_token, now);
    booking.seat_held = true;
  } else if (request.session_id != 0) {
    take_seat(sql, request.session_id, request.course_id, now);
    booking.seat_held = true;
  } else if (schedule::has_upcoming_session(sql, request.course_id, now)) {
    // A course with a dated session to come is booked by session (its waiting list when all are full),
    // otherwise on request, where the preferred date is optional: without one, the office proposes a date.
    throw errors::ValidationError(errors::HttpError::Fields{{"sessionId", "required"}});
  }
  // Past its method's deadline, cash or Interac is refused when the office says so (decision 058).
  if (request.session_id != 0 && context_.config.refuse_late_offline_payments) {
    const auto session = schedule::find_session(sql, request.session_id);
    if (session && payments::past_payment_deadline(request.payment_method, quebec_date(session->starts_at),
                                                   quebec_date(now))) {
      throw errors::ValidationError(errors::HttpError::Fields{{"paymentMethod", "too-late"}});
    }
  }
  booking.user_id = user ? user->id : 0;
  copy_request(request, booking);
  booking.hold_expires_at =
      request.payment_method == payments::PaymentMethod::card ? now + card_hold_seconds : 0;
  // A promo code: its discount before taxes, its use claimed (its last one by one booking only).
  std::optional<promotions::Discount> discount;
  if (!request.promo_code.empty()) {
    discount = promotions::claim(sql, request.promo_code, request.course_id, course->price_cents,
                                 request.email, quebec_date(now), now);
    if (discount->price_cents() == 0 && request.payment_method == payments::PaymentMethod::card) {
      throw errors::ValidationError(errors::HttpError::Fields{{"paymentMethod", "free-course"}});
    }
  }
  booking.amounts = payments::quebec_taxes(discount ? discount->price_cents() : course->price_cents);
  std::string token = crypto::random_token();
  booking.access_token_hash = crypto::sha256_hex(token);
  booking.created_at = booking.updated_at = now;

  const long long id = insert_booking(sql, booking);
  booking_rows::add_event(sql, id, booking.user_id, "created", "", now);
  if (discount) promotions::record_use(sql, *discount, id, booking.email, now);
  // The terms in force accepted by booking, and the news box as ticked (issue 27), with the booking.
  const bool own_address = user && validation::lower(user->email) == validation::lower(booking.email);
  consents::record_acceptance(sql, booking.email,
                              own_address ? std::optional<long long>(user->id) : std::nullopt,
                              request.news_consent, consents::from_booking, now);
  settle_free_booking(sql, context_.config, *booking_rows::find(sql, id), now);
  auto created = with_session_days(sql, *booking_rows::find(sql, id));
  BookingMails(sql, context_.config, now).created(created, token);
  tx.commit();
  return {created, token};
}

Booking BookingService::record(long long session_id, const BookingRequest& request, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto session = schedule::find_session(sql, session_id);
  if (!session) throw errors::NotFound("not-found", "No such session.");
  const auto course = schedule::find_course(sql, session->course_id);
  if (!course) throw errors::NotFound("not-found", "No such course.");
  // The account the booking will be linked to first, as every write attaching rows to one (issue 39).
  const auto account = auth::find_account_by_email(sql, request.email);
  if (account && account->email_verified()) auth::hold_active_account(sql, account->id);
  if (!schedule::take_office_seat(sql, session_id, session->course_id)) {
    if (session->status != schedule::SessionStatus::scheduled)
      throw errors::Conflict("session-unavailable", "This session is cancelled.");
    throw errors::Conflict("session-full", "This session is full.");
  }
  Booking booking;
  copy_request(request, booking);
  booking.course_id = session->course_id;
  booking.session_id = session_id;
  booking.seat_held = true;
  booking.amounts = payments::quebec_taxes(course->price_cents);
  const std::string token = crypto::random_token();
  booking.access_token_hash = crypto::sha256_hex(token);
  booking.created_at = booking.updated_at = now;
  const long long id = insert_booking(sql, booking);
  booking_rows::add_event(sql, id, admin_id, "created", "", now);
  link_proven_account(sql, booking.email, now);
  settle_free_booking(sql, context_.config, *booking_rows::find(sql, id), now);
  auto recorded = with_session_days(sql, *booking_rows::find(sql, id));
  // A class still to come is confirmed as a booking from the site is; one already given is not announced:
  // its certificate is what the attendee receives.
  if (session->starts_at > now) BookingMails(sql, context_.config, now).created(recorded, token);
  tx.commit();
  return recorded;
}

Actor BookingService::actor_for(const Booking& booking, const std::optional<auth::User>& user,
                                const std::string& token) {
  if (user && user->is_admin()) return {ActorKind::admin, user->id};
  if (user && booking.user_id == user->id) return {ActorKind::customer, user->id};
  if (crypto::token_matches(token, booking.access_token_hash) ||
      crypto::token_matches(token, booking.reminder_token_hash))
    return {ActorKind::customer, 0};
  not_found();
}

Booking BookingService::get(long long id, const std::optional<auth::User>& user, const std::string& token) {
  auto sql = db::connection(context_.database);
  auto booking = booking_rows::find(*sql, id);
  if (!booking) not_found();
  actor_for(*booking, user, token);
  return with_session_days(*sql, *booking);
}

std::vector<Booking> BookingService::for_user(long long user_id) {
  auto sql = db::connection(context_.database);
  auto bookings = booking_rows::list_for_user(*sql, user_id);
  read_session_days(*sql, bookings);
  return bookings;
}

}  // namespace secours::bookings
