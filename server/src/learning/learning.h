#pragma once

#include <optional>
#include <string>
#include <vector>

namespace secours::learning {

struct Lesson {
  long long id = 0;
  int position = 0;
  std::string title;    // in the reader's language
  std::string content;  // idem
  int duration_minutes = 0;
  bool completed = false;
};

// One enrolled course as its student sees it; figures derived from the completed lessons.
struct EnrolledCourse {
  long long enrollment_id = 0;
  long long booking_id = 0;  // the seat it came from; 0: enrolled without a booking
  long long session_id = 0;  // that seat's session; 0: none (a booking on request, or no booking)
  long long course_id = 0;
  std::string course_slug;
  std::string title;
  std::string instructor;  // who taught its class (issue 41); the course's own for a course without one
  std::string image;
  int completed_lessons = 0;
  int total_lessons = 0;
  int completed_minutes = 0;
  std::optional<Lesson> next_lesson;
  bool attended = false;
  bool completed = false;  // marked completed by an admin
  int progress = 0;        // 0–100
};

// One enrollment as the admin's view of a student lists it.
struct EnrollmentSummary {
  long long id = 0;
  long long course_id = 0;
  std::string course_title;  // in the reader's language
  int progress = 0;
  bool attended = false;
  std::optional<long long> completed_at;
  long long created_at = 0;
  bool paid = false;  // the booking that enrolled the student is paid
  // Set when an admin issued the certificate without attendance or payment.
  std::optional<std::string> override_reason;
  long long override_at = 0;
  std::string override_by;  // the admin's name
};

// Progress in whole percent: 100 when an admin marked the course completed, else the share of
// lessons done, rounded half up.
int progress_percent(int completed_lessons, int total_lessons, bool completed);

}  // namespace secours::learning
