#include "schedule/session_repository.h"

#include <map>

#include <soci/soci.h>

#include "db/list_sql.h"
#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::schedule::session_rows {

namespace {

const char* const columns =
    "s.id, s.course_id, s.starts_at, s.ends_at, s.location, s.capacity, s.seats_taken, s.status, "
    "s.created_at, "
    "s.updated_at, c.title_fr, c.title_en, COALESCE((SELECT 1 FROM session_rosters r WHERE r.session_id = "
    "s.id AND r.finalized_at IS NOT NULL), 0), s.language, COALESCE(s.company_id, 0), s.minimum_seats, "
    "s.decision_hours_before, s.decision";

CourseSession read_session(const soci::row& row) {
  CourseSession session;
  db::Columns(row).read(session.id, session.course_id, session.starts_at, session.ends_at, session.location,
                        session.capacity, session.seats_taken,
                        db::stored(session_status_names, session.status), session.created_at,
                        session.updated_at, session.course_title_fr, session.course_title_en,
                        session.roster_finalized, session.language, session.company_id, session.minimum_seats,
                        session.decision_hours_before, db::stored(session_decision_names, session.decision));
  return session;
}

}  // namespace

// A session without day rows (written before issue 41, or by a fixture) is the one day its start and end
// make. One query whatever the number of sessions.
std::map<long long, std::vector<SessionDay>> days_of(soci::session& sql,
                                                     const std::vector<long long>& session_ids) {
  std::map<long long, std::vector<SessionDay>> days;
  if (session_ids.empty()) return days;
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT s.id, COALESCE(d.starts_at, s.starts_at), COALESCE(d.ends_at, s.ends_at) "
                     "FROM course_sessions s LEFT JOIN session_days d ON d.session_id = s.id "
                     "WHERE s.id IN (" +
                         db::id_list(session_ids) + ") ORDER BY s.id, d.position";
  for (const auto& row : rows) {
    long long session_id = 0;
    SessionDay day;
    db::Columns(row).read(session_id, day.starts_at, day.ends_at);
    days[session_id].push_back(day);
  }
  return days;
}

namespace {

// Each session's days into `sessions`.
void load_days(soci::session& sql, std::vector<CourseSession>& sessions) {
  if (sessions.empty()) return;
  std::vector<long long> ids;
  for (const auto& session : sessions) ids.push_back(session.id);
  auto days = days_of(sql, ids);
  for (auto& session : sessions) session.days = std::move(days[session.id]);
}

template <typename... Values>
std::vector<CourseSession> select_ordered(soci::session& sql, const std::string& where,
                                          const std::string& order, const Values&... values) {
  auto sessions = db::select_rows(sql,
                                  std::string("SELECT ") + columns +
                                      " FROM course_sessions s JOIN courses c ON c.id = s.course_id WHERE " +
                                      where + " ORDER BY " + order,
                                  read_session, values...);
  load_days(sql, sessions);
  return sessions;
}

void save_days(soci::session& sql, long long session_id, const std::vector<SessionDay>& days) {
  sql << "DELETE FROM session_days WHERE session_id = :s", soci::use(session_id);
  int position = 0;
  for (const auto& day : days) {
    ++position;
    sql << "INSERT INTO session_days (session_id, position, starts_at, ends_at) VALUES (:s, :p, :starts, "
           ":ends)",
        soci::use(session_id), soci::use(position), soci::use(day.starts_at), soci::use(day.ends_at);
  }
}

template <typename... Values>
std::vector<CourseSession> select(soci::session& sql, const std::string& where, const Values&... values) {
  return select_ordered(sql, where, "s.starts_at, s.id", values...);
}

}  // namespace

std::optional<CourseRef> find_course(soci::session& sql, long long course_id) {
  soci::row row;
  sql << "SELECT id, title_fr, title_en, price_cents, published, archived, "
         "COALESCE(participants_per_instructor, "
         "0) FROM courses WHERE id = :id",
      soci::use(course_id), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  CourseRef course;
  db::Columns in(row);
  in.read(course.id, course.title_fr, course.title_en, course.price_cents, course.published, course.archived,
          course.participants_per_instructor);
  return course;
}

long long insert(soci::session& sql, long long course_id, const SessionInput& input, long long now) {
  const long long id = db::inserted_id(
      sql,
      "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, seats_taken, "
      "status, created_at, updated_at, language, company_id, minimum_seats, decision_hours_before) VALUES "
      "(:course, :starts, :ends, :location, :capacity, 0, 'scheduled', :created, :updated, :language, "
      "NULLIF(:company, 0), :minimum, :hours) RETURNING id",
      course_id, input.starts_at, input.ends_at, input.location, input.capacity, now, now,
      input.language.value_or("fr"), input.company_id, input.minimum_seats.value_or(0),
      input.decision_hours_before.value_or(input.minimum_seats.value_or(0) > 0 ? 72 : 0));
  save_days(sql, id, input.days);
  return id;
}

std::optional<CourseSession> find(soci::session& sql, long long id) {
  return db::first(select(sql, "s.id = :id", id));
}

std::optional<CourseSession> find_locked(soci::session& sql, long long id) {
  return db::first(select_ordered(sql, "s.id = :id", "s.id" + db::lock_rows_clause(sql, "s"), id));
}

std::vector<CourseSession> upcoming_for_course(soci::session& sql, long long course_id, long long now) {
  return select(sql,
                "s.course_id = :course AND s.status = 'scheduled' AND s.company_id IS NULL AND s.starts_at > "
                ":now",
                course_id, now);
}

std::vector<CourseSession> admin_page(soci::session& sql, const SessionFilter& filter,
                                      const PageRequest& page, long long now) {
  // Integers only are written into the text (db/list_sql.h).
  // Under way in the range: started before its end, ended after its start (both columns are indexed).
  std::string where = filter.from ? "s.starts_at < " + std::to_string(*filter.before) + " AND s.ends_at > " +
                                        std::to_string(*filter.from)
                                  : "s.ends_at > " + std::to_string(now);
  if (filter.course_id) where += " AND s.course_id = " + std::to_string(*filter.course_id);
  if (page.after) where += " AND " + db::after_keyset_ascending("s", "starts_at", *page.after);
  return select_ordered(sql, where, db::ascending("s", "starts_at", page.limit));
}

bool has_upcoming_session(soci::session& sql, long long course_id, long long now) {
  int count = 0;
  sql << "SELECT COUNT(*) FROM course_sessions WHERE course_id = :course AND status = 'scheduled' AND "
         "company_id IS NULL AND starts_at > :now",
      soci::use(course_id), soci::use(now), soci::into(count);
  return count > 0;
}

bool update(soci::session& sql, long long id, const SessionInput& input, long long now) {
  // Absent facts keep their values (-1 / ''); a minimum set without its hours decides 72 hours before.
  const int minimum = input.minimum_seats.value_or(-1);
  const int hours = input.decision_hours_before.value_or(minimum > 0 ? 72 : -1);
  const char* const query =
      "UPDATE course_sessions SET starts_at = :starts, ends_at = :ends, location = :location, "
      "capacity = :capacity, updated_at = :now, language = COALESCE(NULLIF(:language, ''), language), "
      "minimum_seats = CASE WHEN :minimum < 0 THEN minimum_seats ELSE :minimum2 END, "
      "decision_hours_before = CASE WHEN :hours < 0 THEN decision_hours_before ELSE :hours2 END "
      "WHERE id = :id AND status = 'scheduled' AND seats_taken <= :capacity2";
  if (!db::changed_one_row(sql, query, input.starts_at, input.ends_at, input.location, input.capacity, now,
                           input.language.value_or(""), minimum, minimum, hours, hours, id, input.capacity))
    return false;
  save_days(sql, id, input.days);
  return true;
}

bool cancel(soci::session& sql, long long id, long long now) {
  const char* const query =
      "UPDATE course_sessions SET status = 'cancelled', updated_at = :now WHERE id = :id AND "
      "status = 'scheduled'";
  return db::changed_one_row(sql, query, now, id);
}

bool take_seats(soci::session& sql, long long id, long long course_id, int seats, long long now) {
  const char* const query =
      "UPDATE course_sessions SET seats_taken = seats_taken + :seats WHERE id = :id AND course_id = "
      ":course AND status = 'scheduled' AND company_id IS NULL AND starts_at > :now AND seats_taken + "
      ":seats2 <= capacity";
  return db::changed_one_row(sql, query, seats, id, course_id, now, seats);
}

bool take_private_seats(soci::session& sql, long long id, long long company_id, int seats) {
  const char* const query =
      "UPDATE course_sessions SET seats_taken = seats_taken + :seats WHERE id = :id AND company_id = "
      ":company AND status = 'scheduled' AND seats_taken + :seats2 <= capacity";
  return db::changed_one_row(sql, query, seats, id, company_id, seats);
}

std::vector<long long> due_decisions(soci::session& sql, long long now, int limit) {
  // decision_at = starts_at - hours × 3600, compared without arithmetic on the column side for the index:
  // the hours are at most 720, so starts_at < now + 720 h bounds the scan.
  return db::select_integers(
      sql,
      "SELECT id FROM course_sessions WHERE decision = 'pending' AND minimum_seats > 0 AND status = "
      "'scheduled' AND starts_at <= :horizon AND starts_at - decision_hours_before * 3600 <= :now ORDER BY "
      "starts_at, id LIMIT " +
          std::to_string(limit),
      now + 720LL * 3600, now);
}

bool record_decision(soci::session& sql, long long id, SessionDecision decision, long long now) {
  const char* const query =
      "UPDATE course_sessions SET decision = :decision, updated_at = :now WHERE id = :id AND decision = "
      "'pending'";
  return db::changed_one_row(sql, query, std::string(session_decision_names(decision)), now, id);
}

void release_seats(soci::session& sql, long long id, int seats) {
  if (seats <= 0) return;
  sql << "UPDATE course_sessions SET seats_taken = seats_taken - :n WHERE id = :id AND seats_taken >= :n2",
      soci::use(seats), soci::use(id), soci::use(seats);
}

void load_instructors(soci::session& sql, std::vector<CourseSession>& sessions) {
  if (sessions.empty()) return;
  std::vector<long long> ids;
  for (const auto& session : sessions) ids.push_back(session.id);
  soci::rowset<soci::row> rows =
      sql.prepare
      << "SELECT i.session_id, u.id, u.first_name, u.last_name FROM session_instructors i JOIN users "
         "u ON u.id = i.user_id WHERE i.session_id IN (" +
             db::id_list(ids) + ") ORDER BY u.last_name, u.first_name, u.id";
  for (const auto& row : rows) {
    long long session_id = 0;
    SessionInstructor instructor;
    std::string first_name, last_name;
    db::Columns(row).read(session_id, instructor.id, first_name, last_name);
    instructor.name = first_name + " " + last_name;
    for (auto& session : sessions) {
      if (session.id == session_id) session.instructors.push_back(instructor);
    }
  }
}

std::vector<long long> instructor_ids(soci::session& sql, long long session_id) {
  return db::select_integers(
      sql, "SELECT user_id FROM session_instructors WHERE session_id = :s ORDER BY user_id", session_id);
}

void set_instructors(soci::session& sql, long long session_id, const std::vector<long long>& user_ids) {
  sql << "DELETE FROM session_instructors WHERE session_id = :s", soci::use(session_id);
  for (long long user_id : user_ids) {
    sql << "INSERT INTO session_instructors (session_id, user_id) VALUES (:s, :u)", soci::use(session_id),
        soci::use(user_id);
  }
}

std::optional<long long> overlapping_session(soci::session& sql, long long user_id, long long session_id,
                                             const SessionDay& day) {
  // Another session's days, or its whole span when it has no day rows (written before issue 41).
  auto found = db::select_integers(
      sql,
      "SELECT s.id FROM session_instructors i JOIN course_sessions s ON s.id = i.session_id WHERE i.user_id "
      "= "
      ":u AND s.id <> :self AND s.status = 'scheduled' AND s.starts_at < :ends AND s.ends_at > :starts AND "
      "(NOT EXISTS (SELECT 1 FROM session_days d WHERE d.session_id = s.id) OR EXISTS (SELECT 1 FROM "
      "session_days d WHERE d.session_id = s.id AND d.starts_at < :ends2 AND d.ends_at > :starts2)) LIMIT 1",
      user_id, session_id, day.ends_at, day.starts_at, day.ends_at, day.starts_at);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<CourseSession> instructor_page(soci::session& sql, long long user_id, long long ended_after,
                                           const PageRequest& page) {
  // Integers only are written into the text (db/list_sql.h).
  std::string where =
      "s.ends_at > " + std::to_string(ended_after) +
      " AND s.id IN (SELECT session_id FROM session_instructors WHERE user_id = " + std::to_string(user_id) +
      ")";
  if (page.after) where += " AND " + db::after_keyset_ascending("s", "starts_at", *page.after);
  auto sessions = select_ordered(sql, where, db::ascending("s", "starts_at", page.limit));
  load_instructors(sql, sessions);
  return sessions;
}

bool teaches(soci::session& sql, long long session_id, long long user_id) {
  return !db::select_integers(sql, "SELECT 1 FROM session_instructors WHERE session_id = :s AND user_id = :u",
                              session_id, user_id)
              .empty();
}

}  // namespace secours::schedule::session_rows
