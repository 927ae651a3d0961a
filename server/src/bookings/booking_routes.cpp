#include "bookings/booking_routes.h"

#include <algorithm>
#include <charconv>

#include "audit/audit_service.h"
#include "auth/guards.h"
#include "bookings/booking_input.h"
#include "bookings/booking_json.h"
#include "bookings/booking_service.h"
#include "bookings/codes.h"
#include "bookings/session_cancellation_service.h"
#include "common/quebec_time.h"
#include "common/text_keys.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "http/page_language.h"
#include "schedule/session_json.h"
#include "schedule/session_service.h"

namespace secours::bookings {

namespace {

http::Response create(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto input = read_booking_request(http::parse_json_object(request), quebec_date(context.clock.now()));
  auto created = BookingService(context).create(input, user, auth::client_address(context, request));
  return http::json_response(201,
                             {{"booking", booking_json(created.booking, context.config, context.clock.now(),
                                                       http::shown_language(request, ""))},
                              {"accessToken", created.access_token}});
}

http::Response show(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto booking = BookingService(context).get(request.id_param("id", "booking"), user,
                                             request.query_param("token").value_or(""));
  // The course's title in the page's language, else the booking's (a guest's link has no account).
  return http::json_response(200, {{"booking", booking_json(booking, context.config, context.clock.now(),
                                                            http::shown_language(request, ""))}});
}

http::Response move(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto session_id = read_move_target(http::parse_json_object(request));
  auto booking = BookingService(context).move(request.id_param("id", "booking"), session_id, user,
                                              request.query_param("token").value_or(""));
  // The course's title in the page's language, else the booking's (a guest's link has no account).
  return http::json_response(200, {{"booking", booking_json(booking, context.config, context.clock.now(),
                                                            http::shown_language(request, ""))}});
}

http::Response download_document(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto file = BookingService(context).document_pdf(request.id_param("id", "booking"),
                                                   request.id_param("documentId", "document"), user,
                                                   request.query_param("token").value_or(""));
  return http::Response::download(std::move(file.bytes), "application/pdf", file.filename);
}

http::Response list_mine(core::Context& context, http::Request& request) {
  auto user = auth::require_user(context, request);
  const auto language = auth::reading_language(request, user);
  http::Json list = http::Json::array();
  for (const auto& booking : BookingService(context).for_user(user.id)) {
    list.push_back(booking_json(booking, context.config, context.clock.now(), language));
  }
  return http::json_response(200, {{"bookings", list}});
}

// One page of the office's list: {bookings, nextCursor, counts}.
http::Response list_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto filter = read_admin_booking_filter(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto result = BookingService(context).admin_list(filter, page);
  const auto language = auth::reading_language(request, admin);
  auto answer = core::page_json("bookings", result.bookings, result.next_cursor, [&](const auto& booking) {
    return admin_booking_json(booking, context.config, context.clock.now(), language);
  });
  http::Json counts = nullptr;
  if (result.counted) {
    counts = http::Json::object();
    auto json_count = [](std::optional<long long> count) {
      return count ? http::Json(*count) : http::Json(nullptr);
    };
    for (const auto& [name, count] : result.counts) counts[name] = json_count(count);
    counts["total"] = json_count(result.total);
    counts["refundNeeded"] = json_count(result.refund_needed);
    counts["limit"] = AdminBookings::count_limit;
    counts["exact"] = result.exact;
  }
  answer["counts"] = counts;
  return http::json_response(200, answer);
}

http::Response admin_booking_response(core::Context& context, http::Request& request, const auth::User& admin,
                                      const Booking& booking) {
  return http::json_response(200,
                             {{"booking", admin_booking_json(booking, context.config, context.clock.now(),
                                                             auth::reading_language(request, admin))}});
}

// The office's audit trail (issue 27): what it read or changed of whose booking.
void audit_booking(core::Context& context, const http::Request& request, const auth::User& admin,
                   audit::Action action, long long user_id, const std::string& email) {
  audit::record(context, {admin.id, admin.email}, action,
                {user_id != 0 ? std::optional<long long>(user_id) : std::nullopt, email}, request);
}

http::Response show_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto booking = BookingService(context).get(request.id_param("id", "booking"), admin, "");
  audit_booking(context, request, admin, audit::Action::view, booking.user_id, booking.email);
  return admin_booking_response(context, request, admin, booking);
}

http::Response update_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto change = read_admin_change(http::parse_json_object(request));
  auto booking = BookingService(context).apply(request.id_param("id", "booking"), change, admin.id);
  audit_booking(context, request, admin, audit::Action::change, booking.user_id, booking.email);
  return admin_booking_response(context, request, admin, booking);
}

// {bookingIds, status | paymentReceived}: what became of each booking of the office's selection.
http::Response update_selection(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto bulk = read_bulk_change(http::parse_json_object(request));
  http::Json results = http::Json::array();
  int changed = 0;
  for (const auto& outcome : BookingService(context).apply_to_each(bulk, admin.id)) {
    if (outcome.error.empty()) {
      ++changed;
      audit_booking(context, request, admin, audit::Action::change, outcome.user_id, outcome.email);
    }
    results.push_back({{"id", outcome.booking_id},
                       {"outcome", outcome.error.empty() ? "changed" : "failed"},
                       {"error", outcome.error.empty() ? http::Json(nullptr) : http::Json(outcome.error)}});
  }
  return http::json_response(
      200,
      {{"changed", changed}, {"failed", static_cast<int>(results.size()) - changed}, {"results", results}});
}

http::Response move_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto session_id = read_move_target(http::parse_json_object(request));
  auto booking = BookingService(context).move(request.id_param("id", "booking"), session_id, admin, "");
  audit_booking(context, request, admin, audit::Action::change, booking.user_id, booking.email);
  return admin_booking_response(context, request, admin, booking);
}

http::Response resend_document(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  BookingService(context).resend_document(request.id_param("id", "booking"),
                                          request.id_param("documentId", "document"), admin.id);
  return http::json_response(202, {{"status", "accepted"}});
}

// The office books a person on a session, one already given too (issue 41).
http::Response record_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto input = read_office_booking(http::parse_json_object(request));
  auto booking = BookingService(context).record(request.id_param("id", "session"), input, admin.id);
  audit_booking(context, request, admin, audit::Action::change, booking.user_id, booking.email);
  return http::json_response(201,
                             {{"booking", admin_booking_json(booking, context.config, context.clock.now(),
                                                             auth::reading_language(request, admin))}});
}

// Cancelling a session cancels its bookings (bookings/session_cancellation_service.h).
http::Response cancel_session(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto id = request.id_param("id", "session");
  SessionCancellationService(context).cancel(id, admin.id);
  const auto session = schedule::SessionService(context).admin_view(id);
  return http::json_response(200,
                             {{"session", schedule::admin_session_json(session, request.page_language())}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/bookings", create},
      {"GET /api/bookings/{id}", show},
      {"GET /api/bookings/{id}/documents/{documentId}.pdf", download_document},
      {"POST /api/bookings/{id}/move", move},
      {"GET /api/me/bookings", list_mine},
      {"GET /api/admin/bookings", list_admin},
      {"GET /api/admin/bookings/{id}", show_admin},
      {"PATCH /api/admin/bookings/{id}", update_admin},
      {"POST /api/admin/bookings/bulk", update_selection},
      {"POST /api/admin/bookings/{id}/move", move_admin},
      {"POST /api/admin/bookings/{id}/documents/{documentId}/resend", resend_document},
      {"POST /api/admin/sessions/{id}/cancel", cancel_session},
      {"POST /api/admin/sessions/{id}/bookings", record_admin},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::bookings
