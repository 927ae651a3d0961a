#include "admin/students_routes.h"

#include "auth/guards.h"
#include "auth/user_json.h"
#include "auth/user_repository.h"
#include "db/transaction.h"
#include "http/json.h"

namespace secours::admin {

void register_student_routes(http::Router& router, app::Context& context) {
  router.get("/api/admin/students", [&context](http::Request& request) {
    auth::require_admin(context, request);
    auto sql = db::connection(context.database);
    auto students = auth::users::list_students(*sql, request.query_param("q").value_or(""));
    http::Json list = http::Json::array();
    for (const auto& student : students) list.push_back(auth::user_json(student));
    return http::json_response(200, {{"students", list}, {"total", students.size()}});
  });
}

}  // namespace secours::admin
