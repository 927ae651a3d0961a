#pragma once

#include <map>
#include <optional>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "schedule/session.h"

namespace secours::schedule::session_rows {

// SQL for course sessions; every function takes the caller's session (and so its transaction).

std::optional<CourseRef> find_course(soci::session& sql, long long course_id);

// The session and its days.
// A new session of the course, scheduled, as `input` gives it.
long long insert(soci::session& sql, long long course_id, const SessionInput& input, long long now);
std::optional<CourseSession> find(soci::session& sql, long long id);
// The days of each known session of `session_ids`, in order.
std::map<long long, std::vector<SessionDay>> days_of(soci::session& sql,
                                                     const std::vector<long long>& session_ids);
// The session, its row locked until the caller's transaction ends (SELECT … FOR UPDATE on PostgreSQL;
// SQLite's transactions already hold the write lock). Who locks several takes them in id order.
std::optional<CourseSession> find_locked(soci::session& sql, long long id);
// Scheduled sessions of the course that have not started, soonest first.
std::vector<CourseSession> upcoming_for_course(soci::session& sql, long long course_id, long long now);
// One page of the sessions (scheduled or cancelled) of `filter`, soonest first, with their course's
// titles, and one more row when a next page exists (core::finish_page).
std::vector<CourseSession> admin_page(soci::session& sql, const SessionFilter& filter,
                                      const PageRequest& page, long long now);
// True when the upcoming course has any session with a free seat.
bool has_upcoming_session(soci::session& sql, long long course_id, long long now);

// Applies the input (its days included) unless the session is cancelled or the new capacity is below the
// seats taken.
bool update(soci::session& sql, long long id, const SessionInput& input, long long now);
// scheduled → cancelled; false when it was not scheduled.
bool cancel(soci::session& sql, long long id, long long now);

// Takes `seats` seats at once if the session is scheduled, belongs to the course, has not started and has
// them free: all of them or none. The condition sits in the UPDATE itself so that concurrent writers cannot
// oversell.
bool take_seats(soci::session& sql, long long id, long long course_id, int seats, long long now);
// A company's private session (issue 44): `seats` taken for its company only, within the capacity.
bool take_private_seats(soci::session& sql, long long id, long long company_id, int seats);
// Minimum enrolment (issue 44): up to `limit` scheduled sessions whose decision is due at `now`, soonest
// first; and pending → `decision` once (false when another instance decided first).
std::vector<long long> due_decisions(soci::session& sql, long long now, int limit);
bool record_decision(soci::session& sql, long long id, SessionDecision decision, long long now);
// Gives `seats` back (an offer's held seats, a booking's one); never below zero.
void release_seats(soci::session& sql, long long id, int seats);

// Instructors (issue 29). Each session's instructors, by name, into `sessions`.
void load_instructors(soci::session& sql, std::vector<CourseSession>& sessions);
std::vector<long long> instructor_ids(soci::session& sql, long long session_id);
void set_instructors(soci::session& sql, long long session_id, const std::vector<long long>& user_ids);
// A scheduled session other than `session_id` that `user_id` teaches and one of whose days overlaps `day`.
std::optional<long long> overlapping_session(soci::session& sql, long long user_id, long long session_id,
                                             const SessionDay& day);
// One page of the sessions `user_id` teaches that end after `ended_after`, soonest first, with their
// instructors, and one more row when a next page exists.
std::vector<CourseSession> instructor_page(soci::session& sql, long long user_id, long long ended_after,
                                           const PageRequest& page);
bool teaches(soci::session& sql, long long session_id, long long user_id);

}  // namespace secours::schedule::session_rows
