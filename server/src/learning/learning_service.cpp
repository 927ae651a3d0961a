#include "learning/learning_service.h"

#include <soci/soci.h>

#include <cmath>

#include "bookings/booking_record_service.h"
#include "certificates/certificate_service.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "db/transaction.h"
#include "learning/learning_repository.h"
#include "schedule/session_service.h"

namespace secours::learning {

namespace {

// The date a certificate of this enrollment bears: its session's last day, refused before that day
// starts (a certificate never predates the training); today for a booking on request (no session) or an
// enrollment without a booking.
std::string class_day(soci::session& sql, long long booking_id, long long now) {
  const auto booking = booking_id != 0 ? bookings::find_booking(sql, booking_id) : std::nullopt;
  const auto session =
      booking && booking->session_id != 0 ? schedule::find_session(sql, booking->session_id) : std::nullopt;
  if (!session) return quebec_date(now);
  if (!session->signature_open(now))
    throw errors::Conflict("session-not-started", "The session has not taken place yet.");
  return quebec_date(session->last_day_starts_at());
}

void mark_completed(soci::session& sql, long long enrollment_id, long long now) {
  repository::set_completed(sql, enrollment_id, now, now);
  repository::set_progress(sql, enrollment_id, 100, now);
}

}  // namespace

void complete_enrollment(soci::session& sql, long long enrollment_id, long long now) {
  if (enrollment_id == 0) return;
  repository::set_attended(sql, enrollment_id, true, now);
  mark_completed(sql, enrollment_id, now);
}

std::vector<EnrollmentSummary> student_enrollments(soci::session& sql, long long user_id,
                                                   const std::string& language) {
  return repository::enrollment_summaries(sql, user_id, language);
}

int progress_percent(int completed_lessons, int total_lessons, bool completed) {
  if (completed) return 100;
  if (total_lessons <= 0) return 0;
  return (completed_lessons * 200 + total_lessons) / (2 * total_lessons);
}

EnrolledCourse LearningService::with_figures(soci::session& sql, EnrolledCourse course,
                                             const std::string& language) {
  auto lessons = repository::lessons(sql, course.course_id, course.enrollment_id, language);
  course.total_lessons = static_cast<int>(lessons.size());
  for (const auto& lesson : lessons) {
    if (lesson.completed) {
      ++course.completed_lessons;
      course.completed_minutes += lesson.duration_minutes;
    } else if (!course.next_lesson) {
      course.next_lesson = lesson;
    }
  }
  course.progress = progress_percent(course.completed_lessons, course.total_lessons, course.completed);
  return course;
}

namespace {

// Who taught the class a course came from (issue 41): the instructor its certificate names, else those
// staffed on its session (`staff`: by session), else none; a course without a session keeps the
// instructor it presents.
std::string taught_by(const EnrolledCourse& course,
                      const std::vector<certificates::Certificate>& certificates,
                      const std::map<long long, std::string>& staff) {
  for (const auto& certificate : certificates) {
    if (certificate.enrollment_id == course.enrollment_id && !certificate.instructor_name.empty())
      return certificate.instructor_name;
  }
  if (course.session_id == 0) return course.instructor;
  const auto found = staff.find(course.session_id);
  return found != staff.end() ? found->second : "";
}

}  // namespace

Dashboard LearningService::dashboard(const auth::User& student) {
  auto sql = db::connection(context_.database);
  Dashboard dashboard;
  dashboard.certificates = certificates::holder_certificates(*sql, student.id);
  int minutes = 0;
  int progress_sum = 0;
  auto enrolled = repository::enrolled_courses(*sql, student.id, student.language);
  std::vector<long long> session_ids;
  for (const auto& course : enrolled)
    if (course.session_id != 0) session_ids.push_back(course.session_id);
  const auto staff = schedule::instructor_names(*sql, session_ids);
  for (auto& course : enrolled) {
    auto figured = with_figures(*sql, std::move(course), student.language);
    figured.instructor = taught_by(figured, dashboard.certificates, staff);
    minutes += figured.completed_minutes;
    progress_sum += figured.progress;
    if (figured.progress >= 100) ++dashboard.completed_courses;
    dashboard.courses.push_back(std::move(figured));
  }
  dashboard.hours_learned = std::round(minutes / 6.0) / 10.0;
  if (!dashboard.courses.empty()) {
    auto count = static_cast<int>(dashboard.courses.size());
    dashboard.average_progress = (progress_sum * 2 + count) / (2 * count);
  }
  return dashboard;
}

std::vector<Lesson> LearningService::lessons(const auth::User& student, long long enrollment_id) {
  auto sql = db::connection(context_.database);
  auto enrollment = repository::find_enrollment(*sql, enrollment_id);
  if (!enrollment || enrollment->user_id != student.id)
    throw errors::NotFound("not-found", "No such enrollment.");
  return repository::lessons(*sql, enrollment->course_id, enrollment_id, student.language);
}

EnrolledCourse LearningService::complete_lesson(const auth::User& student, long long enrollment_id,
                                                long long lesson_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto enrollment = repository::find_enrollment(sql, enrollment_id);
  if (!enrollment || enrollment->user_id != student.id)
    throw errors::NotFound("not-found", "No such enrollment.");
  if (!repository::lesson_belongs_to_course(sql, lesson_id, enrollment->course_id)) {
    throw errors::NotFound("not-found", "No such lesson in this course.");
  }
  repository::record_completion(sql, enrollment_id, lesson_id, now);
  EnrolledCourse course;
  for (auto& candidate : repository::enrolled_courses(sql, student.id, student.language)) {
    if (candidate.enrollment_id == enrollment_id) course = std::move(candidate);
  }
  course = with_figures(sql, std::move(course), student.language);
  repository::set_progress(sql, enrollment_id, course.progress, now);
  tx.commit();
  return course;
}

std::optional<certificates::Certificate> LearningService::update_enrollment(const auth::User& admin,
                                                                            long long enrollment_id,
                                                                            const EnrollmentChange& change) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto enrollment = repository::find_enrollment(sql, enrollment_id);
  if (!enrollment) throw errors::NotFound("not-found", "No such enrollment.");
  // The seat first, as the roster's signature takes it; then the enrollment as it stands after.
  auto certificate = certificates::lock_enrollment_certificate(sql, enrollment->booking_id, enrollment_id);
  if (enrollment->booking_id != 0) enrollment = repository::find_enrollment(sql, enrollment_id);
  if (change.attended) repository::set_attended(sql, enrollment_id, *change.attended, now);
  if (change.completed && *change.completed && !enrollment->completed) {
    certificates::Candidate candidate{.booking_id = enrollment->booking_id,
                                      .enrollment_id = enrollment_id,
                                      .qualified = change.attended.value_or(enrollment->attended),
                                      .paid = enrollment->paid};
    const auto refused = certificates::refusal(candidate);
    if (!change.override_reason) {
      if (refused == certificates::Refusal::not_qualified)
        throw errors::Conflict("attendance-required",
                               "Record the student's attendance before issuing the certificate.");
      if (refused == certificates::Refusal::unpaid)
        throw errors::Conflict("payment-required",
                               "The booking must be paid before the certificate is issued.");
    } else if (refused != certificates::Refusal::none) {
      repository::record_completion_override(sql, enrollment_id, *change.override_reason, admin.id, now);
      candidate.overridden = true;
    }
    const std::string issued_on = class_day(sql, enrollment->booking_id, now);
    mark_completed(sql, enrollment_id, now);
    if (!certificate)
      certificate = certificates::issue_if_eligible(sql, candidate, now, issued_on).certificate;
  } else if (change.completed && !*change.completed && enrollment->completed) {
    if (certificate)
      throw errors::Conflict("certificate-issued", "A certificate was already issued for this course.");
    repository::set_completed(sql, enrollment_id, std::nullopt, now);
  }
  tx.commit();
  return certificate;
}

}  // namespace secours::learning
