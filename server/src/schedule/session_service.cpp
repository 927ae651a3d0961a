#include "schedule/session_service.h"

#include "common/errors.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "schedule/session_repository.h"

namespace secours::schedule {

namespace {

[[noreturn]] void no_such_session() { throw errors::NotFound("not-found", "No such session."); }

void check_not_past(const SessionInput& input, long long now) {
  if (input.starts_at <= now)
    throw errors::ValidationError(errors::HttpError::Fields{{"startsAt", "in-the-past"}});
}

}  // namespace

CourseSession SessionService::create(long long course_id, const SessionInput& input) {
  const long long now = context_.clock.now();
  check_not_past(input, now);
  db::Transaction tx(context_.database);
  auto course = session_rows::find_course(tx.sql(), course_id);
  if (!course || course->archived) throw errors::NotFound("not-found", "No such course.");
  CourseSession session;
  session.course_id = course_id;
  session.starts_at = input.starts_at;
  session.ends_at = input.ends_at;
  session.location = input.location;
  session.capacity = input.capacity;
  session.created_at = session.updated_at = now;
  long long id = session_rows::insert(tx.sql(), session);
  auto created = session_rows::find(tx.sql(), id);
  tx.commit();
  return *created;
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
  result.next_cursor = core::finish_page(result.sessions, page, [](const CourseSession& session) {
    return Keyset{session.starts_at, session.id};
  });
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
  auto updated = session_rows::find(tx.sql(), id);
  tx.commit();
  return *updated;
}

}  // namespace secours::schedule
