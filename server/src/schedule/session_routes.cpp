#include "schedule/session_routes.h"

#include <algorithm>

#include "auth/guards.h"
#include "common/quebec_time.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/query_filters.h"
#include "core/route_binder.h"
#include "http/http_date.h"
#include "http/json.h"
#include "schedule/session_input.h"
#include "schedule/session_json.h"
#include "schedule/session_service.h"

namespace secours::schedule {

namespace {

// How far apart a calendar's first and last days may be: a month's grid of six weeks fits, a year does not.
constexpr long long max_calendar_days = 62;

http::Response list_for_course(core::Context& context, http::Request& request) {
  http::Json list = http::Json::array();
  long long first_start = 0;
  for (const auto& session : SessionService(context).upcoming_for_course(request.id_param("id", "course"))) {
    list.push_back(session_json(session));
    if (first_start == 0 || session.starts_at < first_start) first_start = session.starts_at;
  }
  auto response = http::json_response(200, {{"sessions", list}});
  // The list changes by itself when its first session starts: an answer kept in memory ends then.
  if (first_start != 0) response.set_header("Expires", http::http_date(first_start));
  return response;
}

// An admin's write of a session from its body, by `Write` (the service's create or update) with the id in
// the path (`of`: the course's or the session's); answers `status` and the session as the office sees it.
template <CourseSession (SessionService::*Write)(long long, const SessionInput&)>
http::Response write_session(core::Context& context, http::Request& request, const char* of, int status) {
  auth::require_admin(context, request);
  auto id = request.id_param("id", of);
  auto input = read_session_input(http::parse_json_object(request));
  auto session = (SessionService(context).*Write)(id, input);
  return http::json_response(status, {{"session", admin_session_json(session, request.page_language())}});
}

http::Response create(core::Context& context, http::Request& request) {
  return write_session<&SessionService::create>(context, request, "course", 201);
}

// ?from=&to= (days, Quebec time, both included): the calendar's month or week, the sessions under way
// then; neither: not yet over.
SessionFilter read_session_filter(const http::Request& request, errors::HttpError::Fields& invalid) {
  SessionFilter filter;
  filter.course_id = core::read_id_filter(request, "courseId", invalid);
  const auto from = core::read_day_filter(request, "from", invalid);
  const auto to = core::read_day_filter(request, "to", invalid);
  if (invalid.contains("from") || invalid.contains("to")) return filter;
  if (from.has_value() != to.has_value()) {
    invalid[from ? "to" : "from"] = "required";
  } else if (from) {
    filter.from = montreal_midnight(*from);
    filter.before = montreal_midnight(add_days(*to, 1));
    if (*to < *from) {
      invalid["to"] = "before-start";
    } else if (*filter.before - *filter.from > (max_calendar_days + 1) * 86400LL + 3600) {
      // (to's day included; the hour: a range across the autumn's clock change)
      invalid["to"] = "range-too-long";
    }
  }
  return filter;
}

http::Response list_admin(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto filter = read_session_filter(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto result = SessionService(context).admin_page(filter, page);
  return http::json_response(
      200, core::page_json("sessions", result.sessions, result.next_cursor, [&](const auto& session) {
        return admin_session_json(session, request.page_language());
      }));
}

// The signed-in instructor's sessions (issue 29): not yet over, or ended in the last 30 days.
http::Response list_instructor(core::Context& context, http::Request& request) {
  auto instructor = auth::require_instructor(context, request);
  const auto page = core::read_page(request);
  auto result = SessionService(context).instructor_page(instructor.id, page);
  const auto language = auth::reading_language(request, instructor);
  return http::json_response(
      200, core::page_json("sessions", result.sessions, result.next_cursor,
                           [&](const auto& session) { return instructor_session_json(session, language); }));
}

http::Response update(core::Context& context, http::Request& request) {
  return write_session<&SessionService::update>(context, request, "session", 200);
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/courses/{id}/sessions", list_for_course},
      {"POST /api/courses/{id}/sessions", create},
      {"GET /api/admin/sessions", list_admin},
      {"PUT /api/admin/sessions/{id}", update},
      {"GET /api/instructor/sessions", list_instructor},
  };
  core::add_routes(router, context, routes);
  register_staffing_routes(router, context);
}

}  // namespace secours::schedule
