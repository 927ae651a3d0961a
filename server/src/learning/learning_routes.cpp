#include "learning/learning_routes.h"

#include <cmath>

#include "auth/guards.h"
#include "certificates/certificate_json.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "learning/learning_service.h"

namespace secours::learning {

namespace {

http::Json course_json(const EnrolledCourse& course) {
  http::Json next = nullptr;
  if (course.next_lesson) next = {{"id", course.next_lesson->id}, {"title", course.next_lesson->title}};
  return {{"id", course.enrollment_id},
          {"courseId", course.course_id},
          {"slug", course.course_slug},
          {"title", course.title},
          {"instructor", course.instructor},
          {"image", course.image},
          {"progress", course.progress},
          {"completedLessons", course.completed_lessons},
          {"totalLessons", course.total_lessons},
          {"nextLesson", next},
          {"hoursLearned", std::round(course.completed_minutes / 6.0) / 10.0},
          {"attended", course.attended},
          {"completed", course.completed}};
}

http::Response dashboard(core::Context& context, http::Request& request) {
  auto student = auth::require_user(context, request);
  student.language = auth::reading_language(request, student);
  auto dashboard = LearningService(context).dashboard(student);
  const std::string today = quebec_date(context.clock.now());
  http::Json courses = http::Json::array();
  for (const auto& course : dashboard.courses) courses.push_back(course_json(course));
  http::Json certificates = http::Json::array();
  for (const auto& certificate : dashboard.certificates) {
    certificates.push_back(certificates::certificate_json(certificate, student.language, today));
  }
  return http::json_response(200, {{"stats",
                                    {{"enrolled", dashboard.courses.size()},
                                     {"completed", dashboard.completed_courses},
                                     {"hoursLearned", dashboard.hours_learned},
                                     {"averageProgress", dashboard.average_progress}}},
                                   {"courses", courses},
                                   {"certificates", certificates}});
}

http::Response lessons(core::Context& context, http::Request& request) {
  auto student = auth::require_user(context, request);
  student.language = auth::reading_language(request, student);
  http::Json lessons = http::Json::array();
  for (const auto& lesson : LearningService(context).lessons(student, request.id_param("id"))) {
    lessons.push_back({{"id", lesson.id},
                       {"position", lesson.position},
                       {"title", lesson.title},
                       {"content", lesson.content},
                       {"durationMinutes", lesson.duration_minutes},
                       {"completed", lesson.completed}});
  }
  return http::json_response(200, {{"lessons", lessons}});
}

http::Response complete_lesson(core::Context& context, http::Request& request) {
  auto student = auth::require_user(context, request);
  student.language = auth::reading_language(request, student);
  auto course =
      LearningService(context).complete_lesson(student, request.id_param("id"), request.id_param("lessonId"));
  return http::json_response(200, {{"course", course_json(course)}});
}

http::Response update_enrollment(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  auto body = http::parse_json_object(request);
  validation::Input input(body);
  EnrollmentChange change;
  if (input.has("attended")) change.attended = input.optional_bool("attended");
  if (input.has("completed")) change.completed = input.optional_bool("completed");
  if (input.has("overrideReason")) change.override_reason = input.required_text("overrideReason", 500);
  input.check();
  auto certificate = LearningService(context).update_enrollment(admin, request.id_param("id"), change);
  http::Json json = nullptr;
  if (certificate)
    json = certificates::certificate_json(*certificate, auth::reading_language(request, admin),
                                          quebec_date(context.clock.now()));
  return http::json_response(200, {{"certificate", json}});
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/me/dashboard", dashboard},
      {"GET /api/me/enrollments/{id}/lessons", lessons},
      {"POST /api/me/enrollments/{id}/lessons/{lessonId}/complete", complete_lesson},
      {"PATCH /api/admin/enrollments/{id}", update_enrollment},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::learning
