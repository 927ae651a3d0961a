#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/enum_names.h"
#include "common/localized.h"

namespace secours::schedule {

enum class SessionStatus { scheduled, cancelled };
inline constexpr EnumNames<SessionStatus, 2> session_status_names{{"scheduled", "cancelled"}};

// A session with a minimum enrolment (issue 44) is decided once, at its decision time: confirmed at or above
// the minimum, cancelled below it. pending: not decided yet, or no minimum.
enum class SessionDecision { pending, confirmed, cancelled };
inline constexpr EnumNames<SessionDecision, 3> session_decision_names{{"pending", "confirmed", "cancelled"}};

// Who teaches a session (issue 29).
struct SessionInstructor {
  long long id = 0;  // the instructor's account
  std::string name{};
};

// One day of a session (issue 41): a course of 16 hours runs over two days, each with its hours.
struct SessionDay {
  long long starts_at = 0;  // Unix seconds (UTC)
  long long ends_at = 0;

  bool operator==(const SessionDay&) const = default;
};

// A dated sitting of a course, with its seats.
struct CourseSession {
  long long id = 0;
  long long course_id = 0;
  long long starts_at = 0;  // Unix seconds (UTC): the first day's start
  long long ends_at = 0;    // the last day's end
  // Its days, in order, none overlapping (always at least one: a session without day rows, as written
  // before issue 41, is the one day [starts_at, ends_at)).
  std::vector<SessionDay> days{};
  std::string location;
  int capacity = 0;
  int seats_taken = 0;
  SessionStatus status = SessionStatus::scheduled;
  long long created_at = 0;
  long long updated_at = 0;
  std::string course_title_fr, course_title_en;
  bool roster_finalized = false;
  std::vector<SessionInstructor> instructors{};  // read for the office's and the instructors' views only
  std::string language = "fr";                   // the language it is taught in
  // A company's own training (issue 44): its managers and the office see it, nobody books it; 0: public.
  long long company_id = 0;
  // Minimum enrolment (issue 44): fewer seats taken at decision_at() cancels it; 0: no minimum.
  int minimum_seats = 0;
  int decision_hours_before = 0;
  SessionDecision decision = SessionDecision::pending;

  bool is_private() const { return company_id != 0; }
  // When the minimum is decided (0: no minimum).
  long long decision_at() const {
    return minimum_seats > 0 ? starts_at - static_cast<long long>(decision_hours_before) * 3600 : 0;
  }

  // The class day's clock (issue 41): attendees are checked in from the first day's start, the roster
  // signed from the last day's start, and its certificates bear the last day's date; never before.
  long long last_day_starts_at() const { return days.empty() ? starts_at : days.back().starts_at; }
  bool check_in_open(long long now) const { return now >= starts_at; }
  bool signature_open(long long now) const { return now >= last_day_starts_at(); }
  int seats_left() const {
    return status == SessionStatus::scheduled && capacity > seats_taken ? capacity - seats_taken : 0;
  }
};

// Which sessions the office lists (GET /api/admin/sessions): those not yet over, or, for its calendar,
// those under way in [from, before) (a session over several days shows on each of them); of one course
// or of all.
struct SessionFilter {
  std::optional<long long> from, before;
  std::optional<long long> course_id;
};

// What an admin sends to schedule or edit a session.
struct SessionInput {
  long long starts_at = 0;  // days.front().starts_at
  long long ends_at = 0;    // days.back().ends_at
  std::vector<SessionDay> days{};
  std::string location;
  int capacity = 0;
  // The session's instructors; absent: none on creation, unchanged on an edit.
  std::optional<std::vector<long long>> instructor_ids{};
  // Absent: "fr", no minimum (72 hours) on creation; unchanged on an edit (issue 44).
  std::optional<std::string> language{};
  std::optional<int> minimum_seats{};
  std::optional<int> decision_hours_before{};
  // Set by a quote's acceptance only, never read from a request: the company whose own training it is.
  long long company_id = 0;
};

// The few facts about a course that scheduling and booking need.
struct CourseRef {
  long long id = 0;
  std::string title_fr, title_en;
  long long price_cents = 0;
  bool published = false;
  bool archived = false;
  int participants_per_instructor = 0;  // 0: not stated

  bool bookable() const { return published && !archived; }
  const std::string& title(const std::string& language) const {
    return localized(language, title_fr, title_en);
  }
};

}  // namespace secours::schedule
