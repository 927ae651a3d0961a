#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "companies/company_routes.h"
#include "companies/invoice_json.h"
#include "companies/team_booking_service.h"
#include "companies/team_card_payment_service.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::companies {

namespace {

constexpr long long max_id = 9'000'000'000'000'000'000LL;

// An attendee: a listed employee (employeeId), a person typed in (both names), or, with neither, a seat
// whose name follows before the session (`allow_unnamed`); errors reported on `input` under `prefix`
// ("attendees[2]." or "").
TeamAttendeeRequest read_attendee(const http::Json& object, const std::string& prefix,
                                  validation::Input& input, bool allow_unnamed) {
  validation::Input each(object);
  TeamAttendeeRequest attendee;
  attendee.first_name = each.optional_text("firstName", 100);
  attendee.last_name = each.optional_text("lastName", 100);
  attendee.email = validation::lower(each.optional_text("email", 254));
  if (!attendee.email.empty() && !each.failed("email") && !validation::is_email(attendee.email)) {
    each.fail("email", "invalid-email");
  }
  attendee.employee_id = each.optional_integer("employeeId", 1, max_id).value_or(0);
  const bool unnamed = attendee.employee_id == 0 && attendee.first_name.empty() &&
                       attendee.last_name.empty() && attendee.email.empty() && each.errors().empty();
  if (unnamed && allow_unnamed) return attendee;
  if (attendee.employee_id == 0 && attendee.first_name.empty() && !each.failed("firstName"))
    each.fail("firstName", "required");
  if (attendee.employee_id == 0 && attendee.last_name.empty() && !each.failed("lastName"))
    each.fail("lastName", "required");
  for (const auto& [field, reason] : each.errors()) input.fail(prefix + field, reason);
  return attendee;
}

TeamBookingRequest read_team_booking(const http::Json& body) {
  validation::Input input(body);
  TeamBookingRequest request;
  request.session_id = input.optional_integer("sessionId", 1, max_id).value_or(0);
  if (!input.has("sessionId")) input.fail("sessionId", "required");
  const auto method = input.required_text("paymentMethod", 10);
  if (auto parsed = team_payment_names.parse(method)) {
    request.payment_method = *parsed;
  } else if (!input.failed("paymentMethod")) {
    input.fail("paymentMethod", "invalid-choice");
  }
  const auto& attendees = body.contains("attendees") ? body["attendees"] : http::Json();
  if (!attendees.is_array() || attendees.empty()) {
    input.fail("attendees", "required");
  } else if (attendees.size() > max_team_seats) {
    input.fail("attendees", "too-many");
  } else {
    for (std::size_t i = 0; i < attendees.size(); ++i) {
      const std::string at = "attendees[" + std::to_string(i) + "].";
      if (!attendees[i].is_object()) {
        input.fail(at.substr(0, at.size() - 1), "invalid");
        continue;
      }
      request.attendees.push_back(read_attendee(attendees[i], at, input, true));
    }
  }
  input.check();
  return request;
}

http::Response team_details(const TeamBookingDetails& details, int status = 200) {
  http::Json seats = http::Json::array();
  for (const auto& seat : details.seats) seats.push_back(team_seat_json(seat));
  http::Json card = nullptr;
  if (details.card_payment) {
    card = {{"amountCents", details.card_payment->amount_cents},
            {"holdExpiresAt", iso8601(details.card_payment->hold_expires_at)}};
  }
  return http::json_response(
      status, {{"teamBooking", team_booking_json(details.team)}, {"seats", seats}, {"cardPayment", card}});
}

http::Response book_team(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  return team_details(
      TeamBookingService(context).create(user, id, read_team_booking(http::parse_json_object(request))), 201);
}

http::Response list_team_bookings(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  return core::page_response("teamBookings",
                             TeamBookingService(context).list(user, id, core::read_page(request)),
                             team_booking_json);
}

http::Response start_team_payment(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  auto payment =
      TeamCardPaymentService(context).start(user, id, request.id_param("teamBookingId", "team booking"));
  return http::json_response(200, {{"clientSecret", payment.client_secret},
                                   {"publishableKey", payment.publishable_key},
                                   {"amountCents", payment.amount_cents},
                                   {"currency", "CAD"}});
}

http::Response show_team_booking(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  return team_details(
      TeamBookingService(context).get(user, id, request.id_param("teamBookingId", "team booking")));
}

http::Response cancel_seat(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  const auto team = request.id_param("teamBookingId", "team booking");
  const auto seat = request.id_param("bookingId", "seat");
  std::string reason;
  if (!request.body.empty()) {
    auto body = http::parse_json_object(request);
    validation::Input input(body);
    reason = input.optional_text("reason", 500);
    input.check();
  }
  return team_details(TeamBookingService(context).cancel_seat(user, id, team, seat, reason));
}

http::Response replace_attendee(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto id = request.id_param("id", "company");
  const auto team = request.id_param("teamBookingId", "team booking");
  const auto seat = request.id_param("bookingId", "seat");
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  auto attendee = read_attendee(body, "", input, false);
  input.check();
  return team_details(TeamBookingService(context).replace_attendee(user, id, team, seat, attendee));
}

}  // namespace

void register_team_booking_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/companies/{id}/bookings", book_team},
      {"GET /api/companies/{id}/bookings", list_team_bookings},
      {"GET /api/companies/{id}/bookings/{teamBookingId}", show_team_booking},
      {"POST /api/companies/{id}/bookings/{teamBookingId}/payment", start_team_payment},
      {"POST /api/companies/{id}/bookings/{teamBookingId}/seats/{bookingId}/cancel", cancel_seat},
      {"PUT /api/companies/{id}/bookings/{teamBookingId}/seats/{bookingId}", replace_attendee},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::companies
