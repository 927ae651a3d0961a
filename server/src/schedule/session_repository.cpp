#include "schedule/session_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/transaction.h"

namespace secours::schedule::session_rows {

namespace {

const char* const columns =
    "s.id, s.course_id, s.starts_at, s.ends_at, s.location, s.capacity, s.seats_taken, s.status, "
    "s.created_at, "
    "s.updated_at, c.title_fr, c.title_en";

CourseSession read_session(const soci::row& row) {
  CourseSession session;
  session.id = db::get_integer(row, 0);
  session.course_id = db::get_integer(row, 1);
  session.starts_at = db::get_integer(row, 2);
  session.ends_at = db::get_integer(row, 3);
  session.location = db::get_text(row, 4);
  session.capacity = static_cast<int>(db::get_integer(row, 5));
  session.seats_taken = static_cast<int>(db::get_integer(row, 6));
  session.status = session_status_names.stored(db::get_text(row, 7));
  session.created_at = db::get_integer(row, 8);
  session.updated_at = db::get_integer(row, 9);
  session.course_title_fr = db::get_text(row, 10);
  session.course_title_en = db::get_text(row, 11);
  return session;
}

template <typename... Values>
std::vector<CourseSession> select_ordered(soci::session& sql, const std::string& where,
                                          const std::string& order, const Values&... values) {
  soci::rowset<soci::row> rows =
      ((sql.prepare << std::string("SELECT ") + columns +
                           " FROM course_sessions s JOIN courses c ON c.id = s.course_id WHERE " + where +
                           " ORDER BY " + order),
       ..., soci::use(values));
  std::vector<CourseSession> sessions;
  for (const auto& row : rows) sessions.push_back(read_session(row));
  return sessions;
}

template <typename... Values>
std::vector<CourseSession> select(soci::session& sql, const std::string& where, const Values&... values) {
  return select_ordered(sql, where, "s.starts_at, s.id", values...);
}

long long affected_rows(soci::statement& statement) {
  statement.execute(true);
  return statement.get_affected_rows();
}

}  // namespace

std::optional<CourseRef> find_course(soci::session& sql, long long course_id) {
  soci::row row;
  sql << "SELECT id, title_fr, title_en, price_cents, published, archived FROM courses WHERE id = :id",
      soci::use(course_id), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  CourseRef course;
  course.id = db::get_integer(row, 0);
  course.title_fr = db::get_text(row, 1);
  course.title_en = db::get_text(row, 2);
  course.price_cents = db::get_integer(row, 3);
  course.published = db::get_integer(row, 4) != 0;
  course.archived = db::get_integer(row, 5) != 0;
  return course;
}

long long insert(soci::session& sql, const CourseSession& session) {
  long long id = 0;
  sql << "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, seats_taken, "
         "status, "
         "created_at, updated_at) VALUES (:course, :starts, :ends, :location, :capacity, 0, 'scheduled', "
         ":created, "
         ":updated) RETURNING id",
      soci::use(session.course_id), soci::use(session.starts_at), soci::use(session.ends_at),
      soci::use(session.location), soci::use(session.capacity), soci::use(session.created_at),
      soci::use(session.updated_at), soci::into(id);
  return id;
}

std::optional<CourseSession> find(soci::session& sql, long long id) {
  auto found = select(sql, "s.id = :id", id);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::optional<CourseSession> find_locked(soci::session& sql, long long id) {
  auto found = select_ordered(sql, "s.id = :id", "s.id" + db::lock_rows_clause(sql, "s"), id);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<CourseSession> upcoming_for_course(soci::session& sql, long long course_id, long long now) {
  return select(sql, "s.course_id = :course AND s.status = 'scheduled' AND s.starts_at > :now", course_id,
                now);
}

std::vector<CourseSession> not_over(soci::session& sql, long long now) {
  return select(sql, "s.ends_at > :now", now);
}

bool has_free_seat(soci::session& sql, long long course_id, long long now) {
  int count = 0;
  sql << "SELECT COUNT(*) FROM course_sessions WHERE course_id = :course AND status = 'scheduled' AND "
         "starts_at > :now AND seats_taken < capacity",
      soci::use(course_id), soci::use(now), soci::into(count);
  return count > 0;
}

bool update(soci::session& sql, long long id, const SessionInput& input, long long now) {
  soci::statement statement =
      (sql.prepare
           << "UPDATE course_sessions SET starts_at = :starts, ends_at = :ends, location = :location, "
              "capacity = :capacity, updated_at = :now WHERE id = :id AND status = 'scheduled' AND "
              "seats_taken <= :capacity2",
       soci::use(input.starts_at), soci::use(input.ends_at), soci::use(input.location),
       soci::use(input.capacity), soci::use(now), soci::use(id), soci::use(input.capacity));
  return affected_rows(statement) == 1;
}

bool cancel(soci::session& sql, long long id, long long now) {
  soci::statement statement =
      (sql.prepare << "UPDATE course_sessions SET status = 'cancelled', updated_at = :now WHERE id = :id AND "
                      "status = 'scheduled'",
       soci::use(now), soci::use(id));
  return affected_rows(statement) == 1;
}

bool take_seat(soci::session& sql, long long id, long long course_id, long long now) {
  soci::statement statement =
      (sql.prepare
           << "UPDATE course_sessions SET seats_taken = seats_taken + 1 WHERE id = :id AND course_id = "
              ":course AND status = 'scheduled' AND starts_at > :now AND seats_taken < capacity",
       soci::use(id), soci::use(course_id), soci::use(now));
  return affected_rows(statement) == 1;
}

void release_seat(soci::session& sql, long long id) {
  sql << "UPDATE course_sessions SET seats_taken = seats_taken - 1 WHERE id = :id AND seats_taken > 0",
      soci::use(id);
}

}  // namespace secours::schedule::session_rows
