#include "waitlist/waitlist_routes.h"

#include "auth/guards.h"
#include "common/localized.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "waitlist/waitlist_service.h"

namespace secours::waitlist {

namespace {

http::Json session_json(const Entry& entry) {
  return {{"id", entry.session_id},
          {"courseId", entry.course_id},
          {"courseTitle",
           {{"fr", entry.course_title_fr},
            {"en", localized("en", entry.course_title_fr, entry.course_title_en)}}},
          {"startsAt", iso8601(entry.session_starts_at)},
          {"endsAt", iso8601(entry.session_ends_at)},
          {"location", entry.session_location}};
}

// What the person sees of their place (never the tokens).
http::Json entry_json(const Entry& entry) {
  return {{"id", entry.id},
          {"status", entry_status_names(entry.status)},
          {"position", entry.position == 0 ? http::Json(nullptr) : http::Json(entry.position)},
          {"seats", entry.seats},
          {"seatsHeld", entry.seats_held},
          {"offerExpiresAt",
           entry.offer_expires_at ? http::Json(iso8601(entry.offer_expires_at)) : http::Json(nullptr)},
          {"firstName", entry.first_name},
          {"lastName", entry.last_name},
          {"email", entry.email},
          {"phone", entry.phone},
          {"language", entry.language},
          {"session", session_json(entry)},
          {"createdAt", iso8601(entry.created_at)}};
}

// The place, answered as its page and the office show it.
http::Response entry_response(const Entry& entry) {
  return http::json_response(200, {{"entry", entry_json(entry)}});
}

JoinRequest read_join(const http::Json& body) {
  validation::Input input(body);
  JoinRequest request;
  request.first_name = input.required_text("firstName", 100);
  request.last_name = input.required_text("lastName", 100);
  request.email = input.required_email("email");
  request.phone = input.optional_text("phone", 30);
  request.seats = static_cast<int>(input.optional_integer("seats", 1, max_seats_wanted).value_or(1));
  request.language = input.language("language");
  input.check();
  return request;
}

std::string token_of(const http::Request& request) { return request.query_param("token").value_or(""); }

http::Response join(core::Context& context, http::Request& request) {
  const long long session_id = request.id_param("id", "session");
  const auto body = http::parse_json_object(request);
  auto entry =
      WaitlistService(context).join(session_id, read_join(body), auth::client_address(context, request));
  return http::json_response(201, {{"position", entry.position}, {"entry", entry_json(entry)}});
}

http::Response show(core::Context& context, http::Request& request) {
  return entry_response(WaitlistService(context).get(request.id_param("id", "entry"), token_of(request)));
}

http::Response leave(core::Context& context, http::Request& request) {
  return entry_response(WaitlistService(context).leave(request.id_param("id", "entry"), token_of(request)));
}

http::Response office_list(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const long long session_id = request.id_param("id", "session");
  const auto page = core::read_page(request);
  auto found = WaitlistService(context).office_list(session_id, page);
  return http::json_response(200, core::page_json("entries", found.first, found.second,
                                                  [](const auto& entry) { return entry_json(entry); }));
}

template <Entry (WaitlistService::*Change)(long long)>
http::Response office_change(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return entry_response((WaitlistService(context).*Change)(request.id_param("id", "entry")));
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"POST /api/sessions/{id}/waitlist", join},
      {"GET /api/waitlist/{id}", show},
      {"POST /api/waitlist/{id}/leave", leave},
      {"GET /api/admin/sessions/{id}/waitlist", office_list},
      {"POST /api/admin/waitlist/{id}/offer", office_change<&WaitlistService::office_offer>},
      {"POST /api/admin/waitlist/{id}/skip", office_change<&WaitlistService::office_skip>},
      {"DELETE /api/admin/waitlist/{id}", office_change<&WaitlistService::office_remove>},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::waitlist
