#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/session_fwd.h"
#include "learning/learning.h"

namespace secours::learning::repository {

struct EnrollmentRow {
  long long id = 0;
  long long user_id = 0;
  long long course_id = 0;
  bool attended = false;
  bool completed = false;
  bool paid = false;         // the booking that enrolled the student is paid
  long long booking_id = 0;  // 0: enrolled without a booking
};

std::optional<EnrollmentRow> find_enrollment(soci::session& sql, long long id);
// Lessons of a course in order, localized, each flagged done for the enrollment.
std::vector<Lesson> lessons(soci::session& sql, long long course_id, long long enrollment_id,
                            const std::string& language);
// The student's enrolled courses with their lessons counted (figures filled by the caller).
std::vector<EnrolledCourse> enrolled_courses(soci::session& sql, long long user_id,
                                             const std::string& language);
// The student's enrollments, newest first, with their course's title.
std::vector<EnrollmentSummary> enrollment_summaries(soci::session& sql, long long user_id,
                                                    const std::string& language);
bool lesson_belongs_to_course(soci::session& sql, long long lesson_id, long long course_id);
void record_completion(soci::session& sql, long long enrollment_id, long long lesson_id, long long now);
void set_progress(soci::session& sql, long long enrollment_id, int progress, long long now);
void set_attended(soci::session& sql, long long enrollment_id, bool attended, long long now);
// Records that an admin issued the certificate without attendance or payment, and why.
void record_completion_override(soci::session& sql, long long enrollment_id, const std::string& reason,
                                long long admin_id, long long now);
void set_completed(soci::session& sql, long long enrollment_id, std::optional<long long> completed_at,
                   long long now);

}  // namespace secours::learning::repository
