#include "companies/team_booking_service.h"

#include <algorithm>
#include <set>

#include "auth/auth_service.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/rate_limiter.h"
#include "companies/company_access.h"
#include "companies/company_repository.h"
#include "companies/employee_repository.h"
#include "companies/invoice_mails.h"
#include "companies/invoice_repository.h"
#include "companies/invoice_settlement.h"
#include "consents/consent_service.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "schedule/session_service.h"

namespace secours::companies {

namespace {

// A manager books a few teams an hour, not hundreds.
constexpr RateLimit team_bookings_per_person{30, 3600};

[[noreturn]] void attendee_error(std::size_t index, const std::string& field, const std::string& reason) {
  throw errors::ValidationError(
      errors::HttpError::Fields{{"attendees[" + std::to_string(index) + "]." + field, reason}});
}

// The attendees as booked: a listed employee's names when none were typed, a person typed in added to the
// company's employees (their certificate then counts in its compliance). The same employee twice: 400.
std::vector<bookings::TeamAttendee> resolve_attendees(soci::session& sql, long long company_id,
                                                      const std::vector<TeamAttendeeRequest>& requested,
                                                      long long now) {
  std::vector<bookings::TeamAttendee> attendees;
  std::set<long long> employees;
  for (std::size_t i = 0; i < requested.size(); ++i) {
    const auto& wanted = requested[i];
    bookings::TeamAttendee attendee{wanted.first_name, wanted.last_name, wanted.email, wanted.employee_id};
    if (wanted.employee_id != 0) {
      auto employee = employee_rows::find(sql, company_id, wanted.employee_id);
      if (!employee) attendee_error(i, "employeeId", "not-found");
      if (employee->left_on) attendee_error(i, "employeeId", "employee-left");
      if (!employees.insert(employee->id).second) attendee_error(i, "employeeId", "duplicate");
      if (attendee.first_name.empty()) attendee.first_name = employee->first_name;
      if (attendee.last_name.empty()) attendee.last_name = employee->last_name;
      if (attendee.email.empty()) attendee.email = employee->email;
    } else if (!wanted.unnamed()) {
      if (attendee.first_name.empty()) attendee_error(i, "firstName", "required");
      if (attendee.last_name.empty()) attendee_error(i, "lastName", "required");
      Employee employee;
      employee.company_id = company_id;
      employee.first_name = attendee.first_name;
      employee.last_name = attendee.last_name;
      employee.email = attendee.email;
      employee.created_at = now;
      attendee.employee_id = employee_rows::insert(sql, employee);
    }
    attendees.push_back(std::move(attendee));
  }
  return attendees;
}

TeamBookingDetails details_of(soci::session& sql, long long company_id, long long team_booking_id,
                              long long now) {
  auto team = *invoice_rows::find_team_booking(sql, company_id, team_booking_id);
  auto seats = bookings::team_seats(sql, team_booking_id);
  std::optional<bookings::TeamCardDue> due;
  if (team.payment_method == TeamPayment::card) due = bookings::team_card_due(seats, now);
  return {std::move(team), std::move(seats), due};
}

// The team booking to change and who changes it: 404 unless `user` manages its company or is the office.
std::pair<TeamBooking, bookings::TeamSeatActor> team_for_change(soci::session& sql, const auth::User& user,
                                                                long long company_id,
                                                                long long team_booking_id) {
  const auto company = accessible_company(sql, user, company_id);
  auto team = invoice_rows::find_team_booking(sql, company_id, team_booking_id);
  if (!team) throw errors::NotFound("not-found", "No such team booking.");
  return {*team, bookings::TeamSeatActor{user.id, user.is_admin(), company.name}};
}

}  // namespace

TeamBookingDetails TeamBookingService::create(const auth::User& user, long long company_id,
                                              const TeamBookingRequest& request) {
  const long long now = context_.clock.now();
  if (request.payment_method == TeamPayment::card && !context_.config.card_payments()) {
    throw errors::ServiceUnavailable("payments-unavailable", "Card payments are not available.");
  }
  {
    db::Transaction limit(context_.database);
    accessible_company(limit.sql(), user, company_id);
    consume_rate_limit(limit.sql(), "team-booking-user:" + std::to_string(user.id), team_bookings_per_person,
                       now);
    limit.commit();  // the attempt counts even when the booking fails
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The manager's account first (issue 39): one erased meanwhile books nothing.
  if (!auth::hold_active_account(sql, user.id)) throw errors::Unauthorized();
  const auto company = accessible_company(sql, user, company_id);
  if (request.payment_method == TeamPayment::invoice && !company.credit_approved) {
    throw errors::Conflict("credit-not-approved",
                           "This company pays by card until the office approves paying on invoice.");
  }
  auto session = schedule::find_session(sql, request.session_id);
  if (!session) throw errors::Conflict("course-unavailable", "This session cannot be booked.");

  TeamBooking team;
  team.company_id = company_id;
  team.session_id = session->id;
  team.course_id = session->course_id;
  team.payment_method = request.payment_method;
  team.created_by = user.id;
  team.created_at = now;
  team.id = invoice_rows::insert_team_booking(sql, team);

  bookings::TeamSeats seats;
  seats.team_booking_id = team.id;
  seats.session_id = session->id;
  seats.course_id = session->course_id;
  const bool by_card = request.payment_method == TeamPayment::card;
  seats.payment_method = by_card ? payments::PaymentMethod::card : payments::PaymentMethod::invoice;
  seats.language = company.language;
  seats.company_name = company.name;
  seats.booked_by = user.id;
  seats.attendees = resolve_attendees(sql, company_id, request.attendees, now);
  auto booked = bookings::book_team_seats(sql, context_.config, seats, now);
  // The manager who books accepts the terms in force for the company (issue 27).
  consents::record_acceptance(sql, user.email, user.id, false, consents::from_team_booking, now);

  if (!by_card) {
    auto invoice = issue_team_invoice(sql, context_.config, company, team, *session, booked,
                                      context_.config.invoice_terms_days, now);
    queue_invoice_issued_mails(sql, context_.config, invoice,
                               company_rows::billing_recipients(sql, company_id), now);
  }
  return tx.commit(details_of(sql, company_id, team.id, now));
}

Page<TeamBooking> TeamBookingService::list(const auth::User& user, long long company_id,
                                           const PageRequest& page) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  return core::page_of(invoice_rows::team_bookings_page(*sql, company_id, page), page, core::by_created_at);
}

TeamBookingDetails TeamBookingService::get(const auth::User& user, long long company_id,
                                           long long team_booking_id) {
  auto sql = db::connection(context_.database);
  accessible_company(*sql, user, company_id);
  if (!invoice_rows::find_team_booking(*sql, company_id, team_booking_id))
    throw errors::NotFound("not-found", "No such team booking.");
  return details_of(*sql, company_id, team_booking_id, context_.clock.now());
}

TeamBookingDetails TeamBookingService::cancel_seat(const auth::User& user, long long company_id,
                                                   long long team_booking_id, long long booking_id,
                                                   const std::string& reason) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto [team, by] = team_for_change(sql, user, company_id, team_booking_id);
  auto cancelled = bookings::cancel_team_seat(sql, context_.config, team.id, booking_id, by, reason, now);
  if (team.invoice_id != 0) {
    auto invoice = invoice_rows::find_invoice_locked(sql, team.invoice_id);
    const long long credit = std::min(cancelled.amounts.total_cents, invoice->balance_cents());
    if (invoice->status == InvoiceStatus::open && credit > 0) {
      InvoicePayment payment;
      payment.invoice_id = invoice->id;
      payment.method = InvoicePaymentMethod::credit;
      payment.amount_cents = credit;
      payment.received_on = quebec_date(now);
      payment.reference = cancelled.reference;
      payment.recorded_at = now;
      invoice_rows::add_payment(sql, payment, user.id);
      bookings::credit_cancelled_team_seat(sql, cancelled.id, credit, user.id, now);
      for (const auto seat :
           settle_if_cleared(sql, context_.config, invoice->id, user.is_admin() ? user.id : 0, now))
        context_.on_seat_paid(sql, seat, now);
    }
  }
  return tx.commit(details_of(sql, company_id, team.id, now));
}

TeamBookingDetails TeamBookingService::replace_attendee(const auth::User& user, long long company_id,
                                                        long long team_booking_id, long long booking_id,
                                                        const TeamAttendeeRequest& attendee) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto [team, by] = team_for_change(sql, user, company_id, team_booking_id);
  auto resolved = resolve_attendees(sql, company_id, {attendee}, now).front();
  bookings::replace_team_attendee(sql, context_.config, team.id, booking_id, resolved, by, now);
  return tx.commit(details_of(sql, company_id, team.id, now));
}

}  // namespace secours::companies
