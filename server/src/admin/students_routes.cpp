#include "admin/students_routes.h"

#include "admin/student_records.h"
#include "audit/audit_service.h"
#include "auth/guards.h"
#include "auth/user_json.h"
#include "core/page_json.h"
#include "core/paging.h"
#include "core/query_filters.h"
#include "core/route_binder.h"
#include "http/json.h"

namespace secours::admin {

namespace {

http::Response list_students(core::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  errors::HttpError::Fields invalid;
  const auto words = core::read_search_words(request, invalid);
  const auto page = core::read_page(request, invalid);
  if (!invalid.empty()) throw errors::ValidationError(invalid);
  auto result = find_students(context, words, page);
  return http::json_response(200,
                             core::page_json("students", result.students, result.next_cursor,
                                             [](const auto& student) { return auth::user_json(student); }));
}

http::Response show_student(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto language = auth::reading_language(request, admin);
  const long long id = request.id_param("id", "student");
  auto detail = student_detail(context, id, language);
  audit::record(context, {admin.id, admin.email}, audit::Action::view,
                {id, detail["student"]["email"].get<std::string>()}, request);
  return http::json_response(200, detail);
}

http::Response remove(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  remove_student(context, request.id_param("id", "student"), admin);
  return http::Response::no_content();
}

}  // namespace

void register_student_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/admin/students", list_students},
      {"GET /api/admin/students/{id}", show_student},
      {"DELETE /api/admin/students/{id}", remove},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::admin
