#include "bookings/booking_input.h"

#include "common/time_format.h"
#include "common/validation.h"

namespace secours::bookings {

namespace {

constexpr long long max_id = 1'000'000'000'000LL;

// Who is booked, in which language, and what they asked for: the same for the site's form and the office's.
void read_person(validation::Input& input, BookingRequest& request) {
  request.first_name = input.required_text("firstName", 100);
  request.last_name = input.required_text("lastName", 100);
  request.email = input.required_email("email");
  request.phone = input.optional_phone("phone");
  request.special_requests = input.optional_text("specialRequests", 2000);
  request.language = input.language("language");
}

}  // namespace

BookingRequest read_booking_request(const nlohmann::json& body, const std::string& today) {
  validation::Input input(body);
  BookingRequest request;
  read_person(input, request);
  auto course_id = input.optional_integer("courseId", 1, max_id);
  if (!input.has("courseId")) input.fail("courseId", "required");
  request.course_id = course_id.value_or(0);
  request.session_id = input.optional_integer("sessionId", 1, max_id).value_or(0);
  request.preferred_date = input.optional_text("preferredDate", 10);
  if (!request.preferred_date.empty() && !input.failed("preferredDate")) {
    if (!is_iso_date(request.preferred_date)) {
      input.fail("preferredDate", "invalid-date");
    } else if (request.preferred_date < today) {
      input.fail("preferredDate", "in-the-past");
    }
  }
  if (input.has("sessionId") && !request.preferred_date.empty()) input.fail("preferredDate", "not-allowed");
  const auto method = input.required_text("paymentMethod", 10);
  const auto known = payments::payment_method_names.parse(method);
  // A seat on invoice is a company's team booking (companies/team_booking_service.h), never a person's.
  if (known && *known != payments::PaymentMethod::invoice) request.payment_method = *known;
  if (!method.empty() && (!known || *known == payments::PaymentMethod::invoice))
    input.fail("paymentMethod", "invalid-choice");
  request.news_consent = input.optional_bool("newsConsent");
  request.promo_code = input.optional_text("promoCode", 40);
  request.waitlist_entry_id = input.optional_integer("waitlistEntryId", 1, max_id).value_or(0);
  request.waitlist_token = input.optional_text("waitlistToken", 100);
  if (request.waitlist_entry_id != 0 && (request.session_id == 0 || request.waitlist_token.empty()))
    input.fail(request.session_id == 0 ? "sessionId" : "waitlistToken", "required");
  input.check();
  return request;
}

BookingRequest read_office_booking(const nlohmann::json& body) {
  validation::Input input(body);
  BookingRequest request;
  read_person(input, request);
  // Paid at the office, by cash or Interac; a card is charged only by its holder on the site.
  const auto method = input.required_text("paymentMethod", 10);
  const auto known = payments::payment_method_names.parse(method);
  if (known == payments::PaymentMethod::cash || known == payments::PaymentMethod::interac) {
    request.payment_method = *known;
  } else if (!method.empty()) {
    input.fail("paymentMethod", "invalid-choice");
  }
  input.check();
  return request;
}

long long read_move_target(const nlohmann::json& body) {
  validation::Input input(body);
  auto session_id = input.optional_integer("sessionId", 1, max_id);
  if (!input.has("sessionId")) input.fail("sessionId", "required");
  input.check();
  return session_id.value_or(0);
}

namespace {

// The change of read_admin_change, its errors left in `input`.
AdminChange read_change(validation::Input& input) {
  const int kinds =
      int(input.has("status")) + int(input.has("paymentReceived")) + int(input.has("refundHandled"));
  if (kinds == 0) input.fail("status", "required");
  if (kinds > 1) input.fail(input.has("status") ? "status" : "paymentReceived", "not-allowed");
  AdminChange change;
  if (input.has("paymentReceived")) {
    if (!input.optional_bool("paymentReceived") && !input.failed("paymentReceived")) {
      input.fail("paymentReceived", "invalid-choice");
    }
    change.kind = AdminChange::payment_received;
  }
  if (input.has("refundHandled")) {
    if (!input.optional_bool("refundHandled") && !input.failed("refundHandled")) {
      input.fail("refundHandled", "invalid-choice");
    }
    change.note = input.required_text("note", 500);
    change.kind = AdminChange::refund_handled;
  }
  if (input.has("status")) {
    // Only a decision on a pending booking: approved or rejected.
    const auto status = booking_status_names.parse(input.optional_text("status", 20));
    change.kind = status == BookingStatus::approved   ? AdminChange::approve
                  : status == BookingStatus::rejected ? AdminChange::reject
                                                      : AdminChange::none;
    if (!input.failed("status") && change.kind == AdminChange::none) input.fail("status", "invalid-choice");
  }
  return change;
}

}  // namespace

AdminChange read_admin_change(const nlohmann::json& body) {
  validation::Input input(body);
  auto change = read_change(input);
  input.check();
  return change;
}

BulkChange read_bulk_change(const nlohmann::json& body) {
  validation::Input input(body);
  BulkChange bulk;
  bulk.booking_ids = input.optional_id_list("bookingIds", max_selected_bookings);
  if (!input.has("bookingIds") || (!input.failed("bookingIds") && bulk.booking_ids.empty())) {
    input.fail("bookingIds", input.has("bookingIds") ? "invalid-list" : "required");
  }
  if (input.has("refundHandled")) input.fail("refundHandled", "not-allowed");
  bulk.change = read_change(input);
  input.check();
  return bulk;
}

}  // namespace secours::bookings
