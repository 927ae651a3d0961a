#include "courses/course_routes.h"

#include <algorithm>

#include "auth/guards.h"
#include "common/validation.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/route_binder.h"
#include "courses/course_input.h"
#include "courses/course_json.h"
#include "courses/course_service.h"
#include "http/json.h"

namespace secours::courses {

namespace {

http::Response list_catalogue(core::Context& context, http::Request& request) {
  auto language = request.page_language();
  CatalogueQuery query{validation::trim(request.query_param("category").value_or("")),
                       validation::trim(request.query_param("q").value_or(""))};
  if (!query.category.empty() &&
      std::find(std::begin(categories), std::end(categories), query.category) == std::end(categories)) {
    throw errors::ValidationError(errors::HttpError::Fields{{"category", "invalid-choice"}});
  }
  if (query.search.size() > 200) throw errors::ValidationError(errors::HttpError::Fields{{"q", "too-long"}});
  http::Json list = http::Json::array();
  for (const auto& course : CourseService(context).catalogue(query))
    list.push_back(course_json(course, language));
  return http::json_response(200, {{"courses", list}, {"total", list.size()}});
}

http::Response show(core::Context& context, http::Request& request) {
  auto user = auth::current_user(context, request);
  bool admin = user && user->is_admin();
  auto course = CourseService(context).find(request.param("id"), admin);
  return http::json_response(200, {{"course", course_json(course, request.page_language())}});
}

http::Response list_admin(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  const auto page = core::read_page(request);
  auto result = CourseService(context).admin_page(page);
  auto answer = core::page_json("courses", result.courses, result.next_cursor,
                                [](const auto& course) { return admin_course_json(course); });
  answer["total"] = result.total;
  return http::json_response(200, answer);
}

http::Response create(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto input = read_course_input(http::parse_json_object(request));
  return http::json_response(201, {{"course", admin_course_json(CourseService(context).create(input))}});
}

http::Response update(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto id = request.id_param("id", "course");
  auto input = read_course_input(http::parse_json_object(request));
  return http::json_response(200, {{"course", admin_course_json(CourseService(context).update(id, input))}});
}

http::Response remove(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  return http::json_response(200,
                             {{"result", CourseService(context).remove(request.id_param("id", "course"))}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/courses", list_catalogue},
      {"GET /api/courses/{id}", show},  // {id} may also be the course's slug
      {"POST /api/courses", create},
      {"PUT /api/courses/{id}", update},
      {"DELETE /api/courses/{id}", remove},
      {"GET /api/admin/courses", list_admin},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::courses
