#include "rosters/roster_repository.h"

#include <soci/soci.h>

#include <algorithm>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::rosters::roster_rows {

namespace {

const char* const attendee_query =
    "SELECT b.id, b.reference, b.first_name, b.last_name, b.email, b.phone, COALESCE(co.name, ''), b.status, "
    "b.payment_status, b.special_requests, b.language, COALESCE(b.user_id, 0), COALESCE(r.attendance, ''), "
    "COALESCE(r.result, ''), COALESCE(r.note, ''), COALESCE(r.version, 0), COALESCE(c.credential_id, ''), "
    "(SELECT COUNT(*) FROM session_days d WHERE d.session_id = b.session_id) "
    "FROM bookings b LEFT JOIN roster_entries r ON r.booking_id = b.id AND r.session_id = b.session_id LEFT "
    "JOIN "
    "certificates c ON "
    "c.booking_id = b.id LEFT JOIN team_bookings t ON t.id = b.team_booking_id LEFT JOIN companies co ON "
    "co.id = t.company_id WHERE b.session_id = :s AND b.status IN ('pending', 'approved')";

RosterAttendee read_attendee(const soci::row& row) {
  RosterAttendee a;
  std::string booking_status, payment_status, attendance, result;
  db::Columns(row).read(a.booking_id, a.reference, a.first_name, a.last_name, a.email, a.phone, a.company,
                        booking_status, payment_status, a.special_requests, a.language, a.user_id, attendance,
                        result, a.entry.note, a.entry.version, a.credential_id, a.session_days);
  a.session_days = std::max(a.session_days, 1LL);  // a session without day rows is its one day
  a.booking_status = bookings::booking_status_names.stored(booking_status);
  a.payment_status = bookings::payment_status_names.stored(payment_status);
  if (!attendance.empty()) a.entry.attendance = attendance_names.stored(attendance);
  if (!result.empty()) a.entry.result = result_names.stored(result);
  return a;
}

std::optional<std::string> stored(const std::optional<Attendance>& value) {
  if (!value) return std::nullopt;
  return attendance_names.text(*value);
}

std::optional<std::string> stored(const std::optional<Result>& value) {
  if (!value) return std::nullopt;
  return result_names.text(*value);
}

// The later days' attendance of the session's `attendees` (of one booking when `booking_id` is not 0).
void read_later_days(soci::session& sql, long long session_id, long long booking_id,
                     std::vector<RosterAttendee>& attendees) {
  if (attendees.empty()) return;
  std::string query =
      "SELECT booking_id, position, attendance FROM roster_day_attendance WHERE session_id = :s";
  if (booking_id != 0) query += " AND booking_id = " + std::to_string(booking_id);
  soci::rowset<soci::row> rows =
      (sql.prepare << query + " ORDER BY booking_id, position", soci::use(session_id));
  for (const auto& row : rows) {
    long long booking = 0, position = 0;
    std::string attendance;
    db::Columns(row).read(booking, position, attendance);
    for (auto& attendee : attendees) {
      if (attendee.booking_id == booking)
        attendee.entry.set_day(static_cast<std::size_t>(position), attendance_names.stored(attendance));
    }
  }
}

}  // namespace

std::vector<RosterAttendee> attendees(soci::session& sql, long long session_id) {
  auto found = db::select_rows(sql, std::string(attendee_query) + " ORDER BY b.last_name, b.first_name, b.id",
                               read_attendee, session_id);
  read_later_days(sql, session_id, 0, found);
  return found;
}

std::optional<RosterAttendee> attendee(soci::session& sql, long long session_id, long long booking_id) {
  auto found = db::select_rows(sql, std::string(attendee_query) + " AND b.id = :b", read_attendee, session_id,
                               booking_id);
  if (found.empty()) return std::nullopt;
  read_later_days(sql, session_id, booking_id, found);
  return found.front();
}

RosterState state(soci::session& sql, long long session_id) {
  RosterState state;
  soci::row row;
  sql << "SELECT COALESCE(r.finalized_at, 0), COALESCE(u.first_name, ''), COALESCE(u.last_name, ''), "
         "r.signature, COALESCE(r.finalized_by, 0) FROM session_rosters r LEFT JOIN users u ON u.id = "
         "r.finalized_by WHERE r.session_id = "
         ":s",
      soci::use(session_id), soci::into(row);
  if (sql.got_data()) {
    std::string first_name, last_name;
    db::Columns(row).read(state.finalized_at, first_name, last_name, state.signature, state.finalized_by_id);
    if (state.finalized()) state.finalized_by = first_name + " " + last_name;
  }
  state.reopenings = db::select_rows(
      sql,
      "SELECT o.reopened_at, COALESCE(u.first_name, ''), COALESCE(u.last_name, ''), o.reason FROM "
      "roster_reopenings o LEFT JOIN users u ON u.id = o.reopened_by WHERE o.session_id = :s ORDER BY o.id",
      [](const soci::row& reopening_row) {
        Reopening reopening;
        std::string first_name, last_name;
        db::Columns(reopening_row).read(reopening.at, first_name, last_name, reopening.reason);
        reopening.by = first_name + " " + last_name;
        return reopening;
      },
      session_id);
  return state;
}

bool lock(soci::session& sql, long long session_id, long long now) {
  sql << "INSERT INTO session_rosters (session_id, updated_at) VALUES (:s, :now) ON CONFLICT (session_id) DO "
         "NOTHING",
      soci::use(session_id), soci::use(now);
  const auto finalized_at = db::select_integers(
      sql,
      "SELECT COALESCE(r.finalized_at, 0) FROM session_rosters r WHERE r.session_id = :s" +
          db::lock_rows_clause(sql, "r"),
      session_id);
  return !finalized_at.empty() && finalized_at.front() != 0;
}

namespace {

void save_later_days(soci::session& sql, long long session_id, long long booking_id,
                     const RosterEntry& entry) {
  sql << "DELETE FROM roster_day_attendance WHERE booking_id = :b AND session_id = :s", soci::use(booking_id),
      soci::use(session_id);
  for (std::size_t index = 0; index < entry.later_days.size(); ++index) {
    if (!entry.later_days[index]) continue;
    const int position = static_cast<int>(index) + 2;
    const std::string attendance = attendance_names.text(*entry.later_days[index]);
    sql << "INSERT INTO roster_day_attendance (booking_id, session_id, position, attendance) VALUES (:b, :s, "
           ":p, :a)",
        soci::use(booking_id), soci::use(session_id), soci::use(position), soci::use(attendance);
  }
}

}  // namespace

void save_entry(soci::session& sql, long long session_id, long long booking_id, const RosterEntry& entry,
                long long by, long long now) {
  const auto attendance = stored(entry.attendance);
  const auto result = stored(entry.result);
  soci::indicator attendance_set = attendance ? soci::i_ok : soci::i_null;
  soci::indicator result_set = result ? soci::i_ok : soci::i_null;
  const std::string attendance_text = attendance.value_or(""), result_text = result.value_or("");
  const int version = entry.version + 1;
  // Version 0 is an entry never written for this session (stored ones start at 1; a booking moved from
  // another session starts again); the roster's lock orders the writers.
  if (entry.version == 0) {
    sql << "INSERT INTO roster_entries (booking_id, session_id, attendance, result, note, version, "
           "updated_by, "
           "updated_at) VALUES (:b, :s, :a, :r, :n, :v, :by, :now) ON CONFLICT (booking_id) DO UPDATE SET "
           "session_id = excluded.session_id, attendance = excluded.attendance, result = excluded.result, "
           "note "
           "= excluded.note, version = excluded.version, updated_by = excluded.updated_by, updated_at = "
           "excluded.updated_at",
        soci::use(booking_id), soci::use(session_id), soci::use(attendance_text, attendance_set),
        soci::use(result_text, result_set), soci::use(entry.note), soci::use(version), soci::use(by),
        soci::use(now);
    save_later_days(sql, session_id, booking_id, entry);
    return;
  }
  sql << "UPDATE roster_entries SET attendance = :a, result = :r, note = :n, version = :v, updated_by = :by, "
         "updated_at = :now WHERE booking_id = :b",
      soci::use(attendance_text, attendance_set), soci::use(result_text, result_set), soci::use(entry.note),
      soci::use(version), soci::use(by), soci::use(now), soci::use(booking_id);
  save_later_days(sql, session_id, booking_id, entry);
}

void finalize(soci::session& sql, long long session_id, long long by, const std::string& signature,
              long long now) {
  sql << "UPDATE session_rosters SET finalized_at = :now, finalized_by = :by, signature = :sig, updated_at = "
         ":now2 WHERE session_id = :s",
      soci::use(now), soci::use(by), soci::use(signature), soci::use(now), soci::use(session_id);
}

void reopen(soci::session& sql, long long session_id, long long by, const std::string& reason,
            long long now) {
  sql << "UPDATE session_rosters SET finalized_at = NULL, finalized_by = NULL, signature = '', updated_at = "
         ":now WHERE session_id = :s",
      soci::use(now), soci::use(session_id);
  sql << "INSERT INTO roster_reopenings (session_id, reason, reopened_by, reopened_at) VALUES (:s, :r, :by, "
         ":now)",
      soci::use(session_id), soci::use(reason), soci::use(by), soci::use(now);
}

long long erase_notes(soci::session& sql, long long ended_before) {
  return db::erase_text_of_ended_sessions(sql, "roster_entries", "note", ended_before);
}

std::vector<RecordedEntry> entries_of_account(soci::session& sql, long long user_id) {
  auto found = db::select_rows(
      sql,
      "SELECT r.booking_id, r.session_id, s.starts_at, (SELECT COUNT(*) FROM session_days d WHERE "
      "d.session_id = r.session_id), COALESCE(r.attendance, ''), COALESCE(r.result, ''), r.note, r.version, "
      "r.updated_at FROM roster_entries r JOIN bookings b ON b.id = r.booking_id JOIN course_sessions s ON "
      "s.id = r.session_id WHERE b.user_id = :u ORDER BY s.starts_at, r.booking_id",
      [](const soci::row& row) {
        RecordedEntry recorded;
        std::string attendance, result;
        db::Columns(row).read(recorded.booking_id, recorded.session_id, recorded.session_starts_at,
                              recorded.session_days, attendance, result, recorded.entry.note,
                              recorded.entry.version, recorded.updated_at);
        recorded.session_days = std::max(recorded.session_days, 1LL);
        if (!attendance.empty()) recorded.entry.attendance = attendance_names.stored(attendance);
        if (!result.empty()) recorded.entry.result = result_names.stored(result);
        return recorded;
      },
      user_id);
  if (found.empty()) return found;
  soci::rowset<soci::row> days =
      (sql.prepare
           << "SELECT a.booking_id, a.session_id, a.position, a.attendance FROM roster_day_attendance a "
              "JOIN bookings b ON b.id = a.booking_id WHERE b.user_id = :u ORDER BY a.booking_id, "
              "a.position",
       soci::use(user_id));
  for (const auto& row : days) {
    long long booking = 0, session = 0, position = 0;
    std::string attendance;
    db::Columns(row).read(booking, session, position, attendance);
    for (auto& recorded : found) {
      if (recorded.booking_id == booking && recorded.session_id == session)
        recorded.entry.set_day(static_cast<std::size_t>(position), attendance_names.stored(attendance));
    }
  }
  return found;
}

void erase_notes_of(soci::session& sql, long long user_id) {
  sql << "UPDATE roster_entries SET note = '' WHERE booking_id IN (SELECT id FROM bookings WHERE user_id = "
         ":u)",
      soci::use(user_id);
}

std::string accreditation(soci::session& sql, long long course_id) {
  std::string text, text_en;
  sql << "SELECT accreditation, accreditation_en FROM courses WHERE id = :c", soci::use(course_id),
      soci::into(text), soci::into(text_en);
  return text + " " + text_en;
}

}  // namespace secours::rosters::roster_rows
