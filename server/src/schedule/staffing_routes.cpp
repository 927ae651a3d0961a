#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "schedule/session_json.h"
#include "schedule/session_routes.h"
#include "schedule/staffing_service.h"

namespace secours::schedule {

namespace {

http::Json offer_json(const StaffingOffer& offer, const std::string& language) {
  return {
      {"id", offer.id},
      {"sessionId", offer.session_id},
      {"instructorId", offer.user_id},
      {"instructorName", offer.instructor_name},
      {"status", offer_status_names(offer.status)},
      {"offeredAt", iso8601(offer.offered_at)},
      {"answeredAt", offer.answered_at != 0 ? http::Json(iso8601(offer.answered_at)) : http::Json(nullptr)},
      {"session", instructor_session_json(offer.session, language)}};
}

http::Json candidate_json(const StaffingCandidate& candidate) {
  return {
      {"id", candidate.id},
      {"name", candidate.name},
      {"languages", candidate.languages},
      {"free", candidate.free},
      {"unavailableReason",
       candidate.unavailable_reason.empty() ? http::Json(nullptr) : http::Json(candidate.unavailable_reason)},
      {"qualified", candidate.qualified},
      {"speaksLanguage", candidate.speaks_language},
      {"staffed", candidate.staffed},
      {"offer", candidate.offer.empty() ? http::Json(nullptr) : http::Json(candidate.offer)}};
}

http::Response candidates(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  http::Json list = http::Json::array();
  for (const auto& candidate : StaffingService(context).candidates(request.id_param("id", "session")))
    list.push_back(candidate_json(candidate));
  return http::json_response(200, {{"candidates", list}});
}

http::Response make_offers(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto id = request.id_param("id", "session");
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  const auto ids = input.optional_id_list("instructorIds", 20);
  if (ids.empty() && !input.failed("instructorIds")) input.fail("instructorIds", "required");
  input.check();
  const auto language = request.page_language();
  http::Json list = http::Json::array();
  for (const auto& offer : StaffingService(context).offer(id, ids))
    list.push_back(offer_json(offer, language));
  return http::json_response(201, {{"offers", list}});
}

http::Response my_offers(core::Context& context, http::Request& request) {
  const auto instructor = auth::require_instructor(context, request);
  const auto page = core::read_page(request);
  const auto language = auth::reading_language(request, instructor);
  return core::page_response("offers", StaffingService(context).offers_of(instructor, page),
                             [&](const auto& offer) { return offer_json(offer, language); });
}

template <StaffingOffer (StaffingService::*Answer)(const auth::User&, long long)>
http::Response answer(core::Context& context, http::Request& request) {
  const auto instructor = auth::require_instructor(context, request);
  auto offer = (StaffingService(context).*Answer)(instructor, request.id_param("id", "offer"));
  return http::json_response(200,
                             {{"offer", offer_json(offer, auth::reading_language(request, instructor))}});
}

}  // namespace

void register_staffing_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/sessions/{id}/instructor-candidates", candidates},
      {"POST /api/admin/sessions/{id}/offers", make_offers},
      {"GET /api/instructor/offers", my_offers},
      {"POST /api/instructor/offers/{id}/accept", answer<&StaffingService::accept>},
      {"POST /api/instructor/offers/{id}/decline", answer<&StaffingService::decline>},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::schedule
