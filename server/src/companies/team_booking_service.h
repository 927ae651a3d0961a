#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "bookings/booking.h"
#include "bookings/team_seats_service.h"
#include "common/paging.h"
#include "companies/company_service.h"
#include "companies/invoice.h"
#include "core/context.h"

namespace secours::companies {

// A team is at most this many seats of one session at once.
inline constexpr std::size_t max_team_seats = 50;

struct TeamAttendeeRequest {
  std::string first_name, last_name, email;  // names may be empty for a listed employee: theirs are used
  long long employee_id = 0;                 // 0: a person typed in, added to the company's employees
  // No employee and no name: a seat whose attendee is named later (replace_attendee), before the session.
  bool unnamed() const { return employee_id == 0 && first_name.empty() && last_name.empty(); }
};

struct TeamBookingRequest {
  long long session_id = 0;
  TeamPayment payment_method = TeamPayment::invoice;
  std::vector<TeamAttendeeRequest> attendees;
};

struct TeamBookingDetails {
  TeamBooking team;
  std::vector<bookings::Booking> seats;
  std::optional<bookings::TeamCardDue> card_payment;  // booked by card, held and unpaid: what is due
};

// Team bookings of a company (issue 26, decision 045); every method owns its transaction and checks that
// `user` manages the company or is the office (404 otherwise).
class TeamBookingService {
 public:
  explicit TeamBookingService(core::Context& context) : context_(context) {}

  // Every seat or none: 409 session-full / session-unavailable / course-unavailable and nothing taken;
  // 409 credit-not-approved for an invoice the office has not allowed; 400 naming the attendee's field.
  // On invoice, the invoice is issued and mailed with the seats; by card (503 payments-unavailable without
  // Stripe) the seats are held for the team's one payment (team_card_payment_service.h).
  TeamBookingDetails create(const auth::User& user, long long company_id, const TeamBookingRequest& request);
  Page<TeamBooking> list(const auth::User& user, long long company_id, const PageRequest& page);
  TeamBookingDetails get(const auth::User& user, long long company_id, long long team_booking_id);

  // A manager up to the cancellation deadline, the office at any time (bookings/team_seats_service.h). A
  // cancelled seat of an open invoice is credited on it (its total, up to the balance); a paid one is
  // flagged for its refund, per seat.
  TeamBookingDetails cancel_seat(const auth::User& user, long long company_id, long long team_booking_id,
                                 long long booking_id, const std::string& reason);
  // Another attendee for the seat: a listed employee, or a person typed in (added to the employees).
  TeamBookingDetails replace_attendee(const auth::User& user, long long company_id, long long team_booking_id,
                                      long long booking_id, const TeamAttendeeRequest& attendee);

 private:
  core::Context& context_;
};

}  // namespace secours::companies
