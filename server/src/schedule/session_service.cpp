#include "schedule/session_service.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "common/errors.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "instructors/instructor_service.h"
#include "schedule/session_repository.h"
#include "schedule/staffing_mails.h"

namespace secours::schedule {

std::optional<CourseSession> class_day_session(soci::session& sql, long long session_id,
                                               const auth::User& reader) {
  auto session = session_rows::find(sql, session_id);
  if (!session || (!reader.is_admin() && !session_rows::teaches(sql, session_id, reader.id)))
    return std::nullopt;
  return session;
}

void add_instructors(soci::session& sql, CourseSession& session) {
  std::vector<CourseSession> one{std::move(session)};
  session_rows::load_instructors(sql, one);
  session = std::move(one.front());
}

std::map<long long, std::string> instructor_names(soci::session& sql,
                                                  const std::vector<long long>& session_ids) {
  std::vector<CourseSession> sessions(session_ids.size());
  for (std::size_t i = 0; i < session_ids.size(); ++i) sessions[i].id = session_ids[i];
  session_rows::load_instructors(sql, sessions);
  std::map<long long, std::string> names;
  for (const auto& session : sessions) {
    auto& joined = names[session.id];
    for (const auto& instructor : session.instructors)
      joined += (joined.empty() ? "" : ", ") + instructor.name;
  }
  return names;
}

namespace {

[[noreturn]] void no_such_session() { throw errors::NotFound("not-found", "No such session."); }

void check_not_past(const SessionInput& input, long long now) {
  if (input.starts_at <= now)
    throw errors::ValidationError(errors::HttpError::Fields{{"startsAt", "in-the-past"}});
}

// How long an instructor still sees a session after it ended: the days to finish its roster.
constexpr long long recent_seconds = 30LL * 86400;

// Gives the session its instructors: each an active instructor (their profile locked in id order, so
// that two sessions given to one instructor at once are checked one after the other), the course's
// ratio kept, and none of them teaching an overlapping session.
void staff_session(soci::session& sql, long long session_id, const CourseRef& course,
                   const SessionInput& input, std::vector<long long> ids) {
  std::sort(ids.begin(), ids.end());
  const long long ratio = course.participants_per_instructor;
  if (ratio > 0 && !ids.empty() && input.capacity > ratio * static_cast<long long>(ids.size())) {
    throw errors::ValidationError(errors::HttpError::Fields{{"capacity", "above-instructor-ratio"}},
                                  "The course allows " + std::to_string(ratio) +
                                      " participants per instructor: at most " +
                                      std::to_string(ratio * static_cast<long long>(ids.size())) + " with " +
                                      std::to_string(ids.size()) + " instructor(s).");
  }
  for (long long id : ids) {
    if (!instructors::lock_for_staffing(sql, id))
      throw errors::ValidationError(errors::HttpError::Fields{{"instructorIds", "unknown-instructor"}});
  }
  for (long long id : ids) {
    for (const auto& day : input.days) {
      if (auto other = session_rows::overlapping_session(sql, id, session_id, day)) {
        throw errors::Conflict("instructor-busy", "Instructor " + std::to_string(id) +
                                                      " already teaches session " + std::to_string(*other) +
                                                      " at that time.");
      }
    }
  }
  session_rows::set_instructors(sql, session_id, ids);
}

CourseSession with_instructors(soci::session& sql, long long id) {
  auto found = session_rows::find(sql, id);
  if (!found) no_such_session();
  std::vector<CourseSession> one{*found};
  session_rows::load_instructors(sql, one);
  return one.front();
}

}  // namespace

CourseSession SessionService::create(long long course_id, const SessionInput& input) {
  // A session already given may be scheduled: the office records a class taught before it was entered
  // (issue 41). Nobody books it from the site (take_seats wants a session not yet started).
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto course = session_rows::find_course(tx.sql(), course_id);
  if (!course || course->archived) throw errors::NotFound("not-found", "No such course.");
  const long long id = session_rows::insert(tx.sql(), course_id, input, now);
  const auto staff = input.instructor_ids.value_or(std::vector<long long>{});
  staff_session(tx.sql(), id, *course, input, staff);
  auto created = with_instructors(tx.sql(), id);
  queue_staffing_mails(tx.sql(), context_.config, created, {}, staff, now);
  return tx.commit(std::move(created));
}

std::vector<CourseSession> SessionService::upcoming_for_course(long long course_id) {
  auto sql = db::connection(context_.database);
  auto course = session_rows::find_course(*sql, course_id);
  if (!course || !course->bookable()) throw errors::NotFound("not-found", "No such course.");
  return session_rows::upcoming_for_course(*sql, course_id, context_.clock.now());
}

SessionPage SessionService::admin_page(const SessionFilter& filter, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  SessionPage result;
  result.sessions = session_rows::admin_page(*sql, filter, page, context_.clock.now());
  session_rows::load_instructors(*sql, result.sessions);
  result.next_cursor = core::finish_page(result.sessions, page, core::by_starts_at);
  return result;
}

CourseSession SessionService::update(long long id, const SessionInput& input) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto current = session_rows::find(tx.sql(), id);
  if (!current) no_such_session();
  if (current->status == SessionStatus::cancelled)
    throw errors::Conflict("session-cancelled", "This session is cancelled.");
  // Moving a session that has already started would rewrite history.
  if (input.starts_at != current->starts_at) check_not_past(input, now);
  if (!session_rows::update(tx.sql(), id, input, now)) {
    throw errors::Conflict("capacity-below-seats-taken",
                           "The capacity cannot be lower than the seats already booked.");
  }
  auto course = session_rows::find_course(tx.sql(), current->course_id);
  const auto staff_before = session_rows::instructor_ids(tx.sql(), id);
  const auto staff = input.instructor_ids.value_or(staff_before);
  staff_session(tx.sql(), id, *course, input, staff);
  auto updated = with_instructors(tx.sql(), id);
  queue_staffing_mails(tx.sql(), context_.config, updated, staff_before, staff, now);
  return tx.commit(std::move(updated));
}

CourseSession SessionService::admin_view(long long id) {
  auto sql = db::connection(context_.database);
  return with_instructors(*sql, id);
}

SessionPage SessionService::instructor_page(long long instructor_id, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  SessionPage result;
  result.sessions =
      session_rows::instructor_page(*sql, instructor_id, context_.clock.now() - recent_seconds, page);
  result.next_cursor = core::finish_page(result.sessions, page, core::by_starts_at);
  return result;
}

// The operations other features call inside their own transaction (session_service.h).

std::optional<CourseRef> find_course(soci::session& sql, long long course_id) {
  return session_rows::find_course(sql, course_id);
}

std::map<long long, std::vector<SessionDay>> session_days(soci::session& sql,
                                                          const std::vector<long long>& session_ids) {
  return session_rows::days_of(sql, session_ids);
}

std::vector<CourseSession> sessions_taught_by(soci::session& sql, long long user_id) {
  std::vector<CourseSession> taught;
  PageRequest page{PageRequest::max_limit, std::nullopt};
  while (true) {
    auto rows = session_rows::instructor_page(sql, user_id, 0, page);
    const bool more = rows.size() > static_cast<std::size_t>(page.limit);
    if (more) rows.resize(page.limit);
    taught.insert(taught.end(), rows.begin(), rows.end());
    if (!more) return taught;
    page.after = core::by_starts_at(rows.back());
  }
}

std::optional<CourseSession> find_session(soci::session& sql, long long id) {
  return session_rows::find(sql, id);
}

std::optional<CourseSession> lock_session(soci::session& sql, long long id) {
  return session_rows::find_locked(sql, id);
}

bool has_upcoming_session(soci::session& sql, long long course_id, long long now) {
  return session_rows::has_upcoming_session(sql, course_id, now);
}

bool take_seats(soci::session& sql, long long id, long long course_id, int seats, long long now) {
  return session_rows::take_seats(sql, id, course_id, seats, now);
}

bool take_office_seat(soci::session& sql, long long id, long long course_id) {
  // Every session starts after the first instant there is.
  return session_rows::take_seats(sql, id, course_id, 1, std::numeric_limits<long long>::min());
}

void release_seat(soci::session& sql, long long id) { session_rows::release_seats(sql, id, 1); }

void release_seats(soci::session& sql, long long id, int seats) {
  session_rows::release_seats(sql, id, seats);
}

bool cancel_session(soci::session& sql, long long id, long long now) {
  return session_rows::cancel(sql, id, now);
}

CourseSession schedule_private_session(soci::session& sql, long long course_id, const SessionInput& input,
                                       long long now) {
  auto course = session_rows::find_course(sql, course_id);
  if (!course || course->archived) throw errors::NotFound("not-found", "No such course.");
  return *session_rows::find(sql, session_rows::insert(sql, course_id, input, now));
}

bool take_private_seats(soci::session& sql, long long id, long long company_id, int seats) {
  return session_rows::take_private_seats(sql, id, company_id, seats);
}

std::vector<long long> due_decisions(soci::session& sql, long long now, int limit) {
  return session_rows::due_decisions(sql, now, limit);
}

bool record_decision(soci::session& sql, long long id, SessionDecision decision, long long now) {
  return session_rows::record_decision(sql, id, decision, now);
}

}  // namespace secours::schedule
