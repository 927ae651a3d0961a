#include "learning/learning_repository.h"

#include <soci/soci.h>

#include "common/localized.h"
#include "common/validation.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::learning::repository {

namespace {

// An enrollment with its course, and the booking that enrolled the student (none for an enrollment
// without a booking).
constexpr const char* with_course_and_booking =
    " FROM enrollments e JOIN courses c ON c.id = e.course_id LEFT JOIN bookings b ON b.id = e.booking_id";
// Whether that booking is paid, as 1 or 0.
constexpr const char* booking_paid = "CASE WHEN b.payment_status = 'paid' THEN 1 ELSE 0 END";

// The text in `language` of the next two columns that `in` reads, the French then the English.
std::string localized_text(db::Columns& in, const std::string& language) {
  const auto french = in.text();
  const auto english = in.text();
  return localized(language, french, english);
}

// The student's enrollments, newest first: `select`, the columns and their tables, read by `read`.
template <typename Read>
auto of_student(soci::session& sql, const std::string& select, Read read, long long user_id) {
  return db::select_rows(sql, select + " WHERE e.user_id = :u ORDER BY e.created_at DESC, e.id DESC", read,
                         user_id);
}

}  // namespace

std::optional<EnrollmentRow> find_enrollment(soci::session& sql, long long id) {
  return db::select_one(
      sql,
      std::string("SELECT e.id, e.user_id, e.course_id, e.attended, e.completed_at, ") + booking_paid +
          ", COALESCE(e.booking_id, 0) FROM enrollments e LEFT JOIN bookings b ON b.id = e.booking_id WHERE "
          "e.id = :id",
      [](const soci::row& row) {
        EnrollmentRow enrollment;
        std::optional<long long> completed_at;
        db::Columns(row).read(enrollment.id, enrollment.user_id, enrollment.course_id, enrollment.attended,
                              completed_at, enrollment.paid, enrollment.booking_id);
        enrollment.completed = completed_at.has_value();
        return enrollment;
      },
      id);
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
        db::Columns in(row);
        in.read(lesson.id, lesson.position);
        lesson.title = localized_text(in, language);
        lesson.content = localized_text(in, language);
        std::optional<long long> completed_at;
        in.read(lesson.duration_minutes, completed_at);
        lesson.completed = completed_at.has_value();
        return lesson;
      },
      enrollment_id, course_id);
}

std::vector<EnrolledCourse> enrolled_courses(soci::session& sql, long long user_id,
                                             const std::string& language) {
  return of_student(
      sql,
      std::string(
          "SELECT e.id, COALESCE(e.booking_id, 0), COALESCE(b.session_id, 0), c.id, c.slug, c.title_fr, "
          "c.title_en, c.instructor, c.image_url, e.attended, e.completed_at") +
          with_course_and_booking,
      [&language](const soci::row& row) {
        EnrolledCourse course;
        db::Columns in(row);
        in.read(course.enrollment_id, course.booking_id, course.session_id, course.course_id,
                course.course_slug);
        course.title = localized_text(in, language);
        std::optional<long long> completed_at;
        in.read(course.instructor, course.image, course.attended, completed_at);
        course.completed = completed_at.has_value();
        return course;
      },
      user_id);
}

std::vector<EnrollmentSummary> enrollment_summaries(soci::session& sql, long long user_id,
                                                    const std::string& language) {
  return of_student(
      sql,
      std::string("SELECT e.id, e.course_id, c.title_fr, c.title_en, e.progress, e.attended, e.completed_at, "
                  "e.created_at, ") +
          booking_paid +
          ", e.completion_override_reason, e.completion_override_at, a.first_name, a.last_name" +
          with_course_and_booking + " LEFT JOIN users a ON a.id = e.completion_override_by",
      [&language](const soci::row& row) {
        EnrollmentSummary enrollment;
        db::Columns in(row);
        in.read(enrollment.id, enrollment.course_id);
        enrollment.course_title = localized_text(in, language);
        std::string first_name, last_name;  // of the admin who overrode it; NULL without an override
        in.read(enrollment.progress, enrollment.attended, enrollment.completed_at, enrollment.created_at,
                enrollment.paid, enrollment.override_reason, enrollment.override_at, first_name, last_name);
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
