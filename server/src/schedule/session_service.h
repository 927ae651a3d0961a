#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::schedule {

// A session's class day (rosters), inside the caller's transaction: the session (any status) when
// `reader` may work on it, the office or one of its instructors; nothing otherwise.
std::optional<CourseSession> class_day_session(soci::session& sql, long long session_id,
                                               const auth::User& reader);
// `session` with its instructors (their names, for a page).
void add_instructors(soci::session& sql, CourseSession& session);
// The instructors staffed on each of `session_ids`, their names joined by ", "; one query for all.
std::map<long long, std::string> instructor_names(soci::session& sql,
                                                  const std::vector<long long>& session_ids);

struct SessionPage {
  std::vector<CourseSession> sessions;
  std::optional<std::string> next_cursor;
};

// Scheduling rules. Every method owns its transaction.
class SessionService {
 public:
  explicit SessionService(core::Context& context) : context_(context) {}

  // 404 when the course is unknown or archived. A session in the past may be scheduled (a class given
  // before it was entered); the site never books it. The
  // instructors (issue 29): 400 instructorIds `unknown-instructor`, 409 `instructor-busy` when one
  // teaches an overlapping session, 400 capacity `above-instructor-ratio` past the course's
  // participants per instructor times the instructors.
  CourseSession create(long long course_id, const SessionInput& input);
  // The sessions a visitor can pick; 404 when the course is not in the catalogue.
  std::vector<CourseSession> upcoming_for_course(long long course_id);
  // For the admin: one page of the sessions of `filter`, cancelled ones included, soonest first.
  SessionPage admin_page(const SessionFilter& filter, const PageRequest& page);
  // 409 `session-cancelled`, or `capacity-below-seats-taken` when seats already booked would not fit;
  // the instructors' rules as on creation.
  CourseSession update(long long id, const SessionInput& input);
  // The session as the office sees it, with its instructors; 404 when unknown.
  CourseSession admin_view(long long id);
  // One page of the sessions `instructor_id` teaches, not over or ended in the last 30 days.
  SessionPage instructor_page(long long instructor_id, const PageRequest& page);
  // (Cancelling a session cancels its bookings: bookings/session_cancellation_service.h.)

 private:
  core::Context& context_;
};

// What other features do with sessions inside their own transaction (a booking's, a waiting list's, a
// team's): each function takes the caller's session, so its statements and locks are the caller's.

// The facts about a course that booking needs (its price, whether it can be booked); none when unknown.
std::optional<CourseRef> find_course(soci::session& sql, long long course_id);
// The session with its seats, as the caller's transaction sees it; none when unknown.
std::optional<CourseSession> find_session(soci::session& sql, long long id);
// The days of each known session of `session_ids`, in order (what a list of bookings shows).
std::map<long long, std::vector<SessionDay>> session_days(soci::session& sql,
                                                          const std::vector<long long>& session_ids);
// The session, its row locked until the caller's transaction ends; who locks several takes them in id order.
std::optional<CourseSession> lock_session(soci::session& sql, long long id);
// True when the course has a scheduled session not started yet, full or not: it is booked by session
// (or its waiting list), never on request (issue 41).
bool has_upcoming_session(soci::session& sql, long long course_id, long long now);
// Takes `seats` seats at once, all or none, when the session is scheduled, is one of `course_id`'s, has not
// started and has them free: the condition sits in the UPDATE, so concurrent writers never oversell. Taking
// 0 locks the row as a taking does and answers whether the session can still be booked.
bool take_seats(soci::session& sql, long long id, long long course_id, int seats, long long now);
// The office's seat: as take_seats for one seat, on a session started or already given too (a class
// recorded after it was taught, issue 41).
bool take_office_seat(soci::session& sql, long long id, long long course_id);
// Gives one seat back to the session.
void release_seat(soci::session& sql, long long id);
// Gives `seats` back (a waiting list's offer that ended); never below zero.
void release_seats(soci::session& sql, long long id, int seats);
// A person's data export (privacy/): every session `user_id` was staffed on, soonest first, cancelled ones
// included.
std::vector<CourseSession> sessions_taught_by(soci::session& sql, long long user_id);
// scheduled → cancelled; false when it was not scheduled. Its bookings are the caller's
// (bookings/session_cancellation_service.h).
bool cancel_session(soci::session& sql, long long id, long long now);

// A company's private session (issue 44), scheduled inside the caller's transaction (a quote's
// acceptance): `input.company_id` set, no instructors yet. 404 when the course is unknown or archived.
CourseSession schedule_private_session(soci::session& sql, long long course_id, const SessionInput& input,
                                       long long now);
// `seats` of the company's private session, within its capacity; false otherwise.
bool take_private_seats(soci::session& sql, long long id, long long company_id, int seats);
// Minimum enrolment (issue 44): up to `limit` sessions whose decision is due at `now`, soonest first; and
// the decision, recorded once (false when another instance recorded it first).
std::vector<long long> due_decisions(soci::session& sql, long long now, int limit);
bool record_decision(soci::session& sql, long long id, SessionDecision decision, long long now);

}  // namespace secours::schedule
