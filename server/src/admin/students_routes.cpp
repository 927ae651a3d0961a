#include "admin/students_routes.h"

#include <algorithm>

#include "admin/student_records.h"
#include "app/route_binder.h"
#include "auth/guards.h"
#include "auth/user_json.h"
#include "auth/user_repository.h"
#include "common/text_keys.h"
#include "db/transaction.h"
#include "http/json.h"

namespace secours::admin {

namespace {

http::Response list_students(app::Context& context, http::Request& request) {
  auth::require_admin(context, request);
  auto sql = db::connection(context.database);
  auto students = auth::users::list_students(*sql);
  // Compared without case or accents ("zoe" finds "Zoé"), like the catalogue's and bookings' search.
  const auto key = text::search_key(request.query_param("q").value_or(""));
  if (!key.empty()) {
    std::erase_if(students, [&key](const auth::User& student) {
      auto text = text::search_key(student.first_name + " " + student.last_name + "\n" + student.email);
      return text.find(key) == std::string::npos;
    });
  }
  http::Json list = http::Json::array();
  for (const auto& student : students) list.push_back(auth::user_json(student));
  return http::json_response(200, {{"students", list}, {"total", students.size()}});
}

http::Response show_student(app::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto language = auth::reading_language(request, admin);
  return http::json_response(200, student_detail(context, request.id_param("id", "student"), language));
}

http::Response remove(app::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  remove_student(context, request.id_param("id", "student"), admin.id);
  return http::Response::no_content();
}

}  // namespace

void register_student_routes(http::Router& router, app::Context& context) {
  const auto bind = app::route_binder(context);
  router.get("/api/admin/students", bind(list_students));
  router.get("/api/admin/students/{id}", bind(show_student));
  router.del("/api/admin/students/{id}", bind(remove));
}

}  // namespace secours::admin
