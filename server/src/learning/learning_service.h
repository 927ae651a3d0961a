#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "certificates/certificate.h"
#include "core/context.h"
#include "learning/learning.h"

namespace secours::learning {

struct Dashboard {
  std::vector<EnrolledCourse> courses;
  std::vector<certificates::Certificate> certificates;
  int completed_courses = 0;
  double hours_learned = 0;
  int average_progress = 0;  // rounded half up
};

struct EnrollmentChange {
  std::optional<bool> attended;
  std::optional<bool> completed;
  // Completes an enrollment that has no attendance or no payment; recorded with the admin's id.
  std::optional<std::string> override_reason;
};

// An attendee certified on their class day (the roster's signature, or their certificate given to
// their account since): their enrollment attended and completed, as the office's marking does
// (decision 018). Inside the caller's transaction; nothing for enrollment 0 (no account yet).
void complete_enrollment(soci::session& sql, long long enrollment_id, long long now);

// The office's read-only views (admin/): the student's enrollments, newest first, with their course's
// title in `language`, on the caller's session.
std::vector<EnrollmentSummary> student_enrollments(soci::session& sql, long long user_id,
                                                   const std::string& language);

// Students' progress through their courses, and the admin's record of the in-person part.
class LearningService {
 public:
  explicit LearningService(core::Context& context) : context_(context) {}

  Dashboard dashboard(const auth::User& student);
  // The lessons of one of the student's enrollments (404 for anyone else's).
  std::vector<Lesson> lessons(const auth::User& student, long long enrollment_id);
  // Marks a lesson done and returns the course's new figures.
  EnrolledCourse complete_lesson(const auth::User& student, long long enrollment_id, long long lesson_id);
  // Records attendance and completion; completion issues the certificate (once), and only to a
  // student who attended and whose booking is paid unless the admin gives a reason to override; dated
  // the session's last day, and 409 `session-not-started` before that day starts (no override for it).
  std::optional<certificates::Certificate> update_enrollment(const auth::User& admin, long long enrollment_id,
                                                             const EnrollmentChange& change);

 private:
  EnrolledCourse with_figures(soci::session& sql, EnrolledCourse course, const std::string& language);
  core::Context& context_;
};

}  // namespace secours::learning
