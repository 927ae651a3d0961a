#include "bookings/booking_routes.h"

#include <algorithm>

#include "auth/guards.h"
#include "bookings/booking_input.h"
#include "bookings/booking_json.h"
#include "bookings/booking_service.h"
#include "bookings/session_cancellation_service.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "schedule/session_json.h"

namespace secours::bookings {

namespace {

http::Response create(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto input = read_booking_request(http::parse_json_object(request), quebec_date(context.clock.now()));
  auto created = BookingService(context).create(input, user, auth::client_address(context, request));
  return http::json_response(201,
                             {{"booking", booking_json(created.booking, context.config, context.clock.now())},
                              {"accessToken", created.access_token}});
}

http::Response show(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto booking = BookingService(context).get(request.id_param("id", "booking"), user,
                                             request.query_param("token").value_or(""));
  return http::json_response(200, {{"booking", booking_json(booking, context.config, context.clock.now())}});
}

http::Response move(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  auto session_id = read_move_target(http::parse_json_object(request));
  auto booking = BookingService(context).move(request.id_param("id", "booking"), session_id, user,
                                              request.query_param("token").value_or(""));
  return http::json_response(200, {{"booking", booking_json(booking, context.config, context.clock.now())}});
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

http::Response list_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  std::string search = validation::trim(request.query_param("q").value_or(""));
  const std::string asked = validation::trim(request.query_param("status").value_or(""));
  // Every status when absent or "all".
  const bool every = asked.empty() || asked == "all";
  const auto status = booking_status_names.parse(asked);
  errors::HttpError::Fields invalid;
  if (search.size() > 200) invalid["q"] = "too-long";
  if (!every && !status) invalid["status"] = "invalid-choice";
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto result = BookingService(context).search(search, status);
  http::Json list = http::Json::array();
  const auto language = auth::reading_language(request, admin);
  for (const auto& booking : result.bookings)
    list.push_back(admin_booking_json(booking, context.config, context.clock.now(), language));
  http::Json counts = {{"total", 0}, {"pending", 0}, {"approved", 0}, {"rejected", 0}, {"cancelled", 0}};
  long long total = 0;
  for (const auto& [name, count] : result.counts) {
    counts[name] = count;
    total += count;
  }
  counts["total"] = total;
  return http::json_response(200, {{"bookings", list}, {"counts", counts}});
}

http::Response admin_booking_response(core::Context& context, http::Request& request, const auth::User& admin,
                                      const Booking& booking) {
  return http::json_response(200,
                             {{"booking", admin_booking_json(booking, context.config, context.clock.now(),
                                                             auth::reading_language(request, admin))}});
}

http::Response show_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto booking = BookingService(context).get(request.id_param("id", "booking"), admin, "");
  return admin_booking_response(context, request, admin, booking);
}

http::Response update_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto change = read_admin_change(http::parse_json_object(request));
  BookingService service(context);
  const long long id = request.id_param("id", "booking");
  auto booking = [&] {
    switch (change.kind) {
      case AdminChange::payment_received:
        return service.mark_paid(id, admin.id);
      case AdminChange::refund_handled:
        return service.refund_handled(id, change.note, admin.id);
      case AdminChange::approve:
        return service.decide(id, BookingStatus::approved, admin.id);
      default:
        return service.decide(id, BookingStatus::rejected, admin.id);
    }
  }();
  return admin_booking_response(context, request, admin, booking);
}

http::Response move_admin(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto session_id = read_move_target(http::parse_json_object(request));
  auto booking = BookingService(context).move(request.id_param("id", "booking"), session_id, admin, "");
  return admin_booking_response(context, request, admin, booking);
}

http::Response resend_document(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  BookingService(context).resend_document(request.id_param("id", "booking"),
                                          request.id_param("documentId", "document"), admin.id);
  return http::json_response(202, {{"status", "accepted"}});
}

// Cancelling a session cancels its bookings (bookings/session_cancellation_service.h).
http::Response cancel_session(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto session = SessionCancellationService(context).cancel(request.id_param("id", "session"), admin.id);
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
      {"POST /api/admin/bookings/{id}/move", move_admin},
      {"POST /api/admin/bookings/{id}/documents/{documentId}/resend", resend_document},
      {"POST /api/admin/sessions/{id}/cancel", cancel_session},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::bookings
