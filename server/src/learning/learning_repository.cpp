#include "learning/learning_repository.h"

#include <soci/soci.h>

#include "common/localized.h"
#include "common/validation.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::learning::repository {

std::optional<EnrollmentRow> find_enrollment(soci::session& sql, long long id) {
  soci::row row;
  sql << "SELECT e.id, e.user_id, e.course_id, e.attended, e.completed_at, CASE WHEN b.payment_status = "
         "'paid' THEN 1 ELSE 0 END, COALESCE(e.booking_id, 0) FROM enrollments "
         "e "
         "LEFT JOIN bookings b ON b.id = e.booking_id WHERE e.id = :id",
      soci::use(id), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  return EnrollmentRow{db::get_integer(row, 0),
                       db::get_integer(row, 1),
                       db::get_integer(row, 2),
                       db::get_integer(row, 3) != 0,
                       row.get_indicator(4) != soci::i_null,
                       db::get_integer(row, 5) != 0,
                       db::get_integer(row, 6)};
}

std::vector<Lesson> lessons(soci::session& sql, long long course_id, long long enrollment_id,
                            const std::string& language) {
  const char* const query =
      "SELECT l.id, l.position, l.title_fr, l.title_en, l.content_fr, l.content_en, "
      "l.duration_minutes, c.completed_at FROM lessons l LEFT JOIN lesson_completions c ON "
      "c.lesson_id = l.id AND c.enrollment_id = :e WHERE l.course_id = :c ORDER BY l.position";
  return db::select_rows(
      sql, query,
      [&language](const soci::row& row) {
        Lesson lesson;
        std::string title_fr, title_en, content_fr, content_en;
        std::optional<long long> completed_at;
        db::Columns(row).read(lesson.id, lesson.position, title_fr, title_en, content_fr, content_en,
                              lesson.duration_minutes, completed_at);
        lesson.title = localized(language, title_fr, title_en);
        lesson.content = localized(language, content_fr, content_en);
        lesson.completed = completed_at.has_value();
        return lesson;
      },
      enrollment_id, course_id);
}

std::vector<EnrolledCourse> enrolled_courses(soci::session& sql, long long user_id,
                                             const std::string& language) {
  const char* const query =
      "SELECT e.id, COALESCE(e.booking_id, 0), COALESCE(b.session_id, 0), c.id, c.slug, c.title_fr, "
      "c.title_en, c.instructor, c.image_url, e.attended, e.completed_at FROM enrollments e JOIN courses c "
      "ON "
      "c.id = e.course_id LEFT JOIN bookings b ON b.id = e.booking_id WHERE e.user_id = :u "
      "ORDER BY e.created_at DESC, e.id DESC";
  return db::select_rows(
      sql, query,
      [&language](const soci::row& row) {
        EnrolledCourse course;
        std::string title_fr, title_en;
        std::optional<long long> completed_at;
        db::Columns(row).read(course.enrollment_id, course.booking_id, course.session_id, course.course_id,
                              course.course_slug, title_fr, title_en, course.instructor, course.image,
                              course.attended, completed_at);
        course.title = localized(language, title_fr, title_en);
        course.completed = completed_at.has_value();
        return course;
      },
      user_id);
}

std::vector<EnrollmentSummary> enrollment_summaries(soci::session& sql, long long user_id,
                                                    const std::string& language) {
  const char* const query =
      "SELECT e.id, e.course_id, c.title_fr, c.title_en, e.progress, e.attended, "
      "e.completed_at, e.created_at, CASE WHEN b.payment_status = 'paid' THEN 1 ELSE 0 END, "
      "e.completion_override_reason, "
      "e.completion_override_at, a.first_name, a.last_name FROM enrollments e "
      "JOIN courses c ON c.id = e.course_id LEFT JOIN bookings b ON b.id = e.booking_id "
      "LEFT JOIN users a ON a.id = e.completion_override_by "
      "WHERE e.user_id = :u ORDER BY e.created_at DESC, e.id DESC";
  return db::select_rows(
      sql, query,
      [&language](const soci::row& row) {
        EnrollmentSummary enrollment;
        std::string title_fr, title_en;
        std::string first_name, last_name;  // of the admin who overrode it; NULL without an override
        db::Columns(row).read(enrollment.id, enrollment.course_id, title_fr, title_en, enrollment.progress,
                              enrollment.attended, enrollment.completed_at, enrollment.created_at,
                              enrollment.paid, enrollment.override_reason, enrollment.override_at, first_name,
                              last_name);
        enrollment.course_title = localized(language, title_fr, title_en);
        enrollment.override_by = validation::trim(first_name + " " + last_name);
        return enrollment;
      },
      user_id);
}

bool lesson_belongs_to_course(soci::session& sql, long long lesson_id, long long course_id) {
  int count = 0;
  sql << "SELECT COUNT(*) FROM lessons WHERE id = :l AND course_id = :c", soci::use(lesson_id),
      soci::use(course_id), soci::into(count);
  return count > 0;
}

void record_completion(soci::session& sql, long long enrollment_id, long long lesson_id, long long now) {
  int existing = 0;
  sql << "SELECT COUNT(*) FROM lesson_completions WHERE enrollment_id = :e AND lesson_id = :l",
      soci::use(enrollment_id), soci::use(lesson_id), soci::into(existing);
  if (existing > 0) return;  // marking a lesson done twice changes nothing
  sql << "INSERT INTO lesson_completions (enrollment_id, lesson_id, completed_at) VALUES (:e, :l, :t)",
      soci::use(enrollment_id), soci::use(lesson_id), soci::use(now);
}

void set_progress(soci::session& sql, long long enrollment_id, int progress, long long now) {
  sql << "UPDATE enrollments SET progress = :p, updated_at = :t WHERE id = :id", soci::use(progress),
      soci::use(now), soci::use(enrollment_id);
}

void set_attended(soci::session& sql, long long enrollment_id, bool attended, long long now) {
  int flag = attended ? 1 : 0;
  sql << "UPDATE enrollments SET attended = :a, updated_at = :t WHERE id = :id", soci::use(flag),
      soci::use(now), soci::use(enrollment_id);
}

void record_completion_override(soci::session& sql, long long enrollment_id, const std::string& reason,
                                long long admin_id, long long now) {
  sql << "UPDATE enrollments SET completion_override_reason = :r, completion_override_by = :a, "
         "completion_override_at = :t, updated_at = :t2 WHERE id = :id",
      soci::use(reason), soci::use(admin_id), soci::use(now), soci::use(now), soci::use(enrollment_id);
}

void set_completed(soci::session& sql, long long enrollment_id, std::optional<long long> completed_at,
                   long long now) {
  long long value = completed_at.value_or(0);
  soci::indicator indicator = completed_at ? soci::i_ok : soci::i_null;
  sql << "UPDATE enrollments SET completed_at = :c, updated_at = :t WHERE id = :id",
      soci::use(value, indicator), soci::use(now), soci::use(enrollment_id);
}

}  // namespace secours::learning::repository
