#pragma once

#include <string>
#include <vector>

#include "auth/user.h"
#include "core/context.h"
#include "db/session_fwd.h"
#include "rosters/roster.h"
#include "schedule/session.h"

namespace secours::rosters {

// A session's roster as its instructors and the office read it.
struct RosterView {
  schedule::CourseSession session{};
  RosterState state{};
  std::vector<RosterAttendee> attendees{};
};

// The class day (issue 29, decision 053). A roster is the session's instructors' and the office's: 404
// to another instructor (the guards give 401 and 403 to the others). Every method owns its transaction.
class RosterService {
 public:
  explicit RosterService(core::Context& context) : context_(context) {}

  RosterView roster(const auth::User& reader, long long session_id);
  // Records a check-in, result or note. Values already there: answered as they are (a retried tap is
  // never applied twice). 409 `session-not-started` before the session's first day starts,
  // `roster-finalized`, `session-cancelled`, `roster-changed` (the device's
  // version is not the entry's and the values differ), `attendance-required` (a result but no-show
  // without present or late); 404 when the booking is not an attendee of the session.
  RosterAttendee record(const auth::User& writer, long long session_id, long long booking_id,
                        const EntryChange& change);
  // The session's instructor signs: the roster locks and every attendee who passed and whose booking is
  // paid gets a certificate dated the session's last day (mailed with its PDF); 409 `session-not-started`
  // before the last day starts, `roster-finalized`, `session-cancelled`; 403 `instructor-only` for the
  // office.
  Finalized finalize(const auth::User& instructor, long long session_id, const std::string& signature);
  // The office reopens a finalized roster with its reason (the certificates issued stay); 409
  // `roster-not-finalized`.
  RosterState reopen(const auth::User& admin, long long session_id, const std::string& reason);
  // The printable sign-in sheet (PDF) in `language`, and the attendees it names.
  struct Sheet {
    std::string pdf{};
    std::vector<RosterAttendee> attendees{};
  };
  Sheet sign_in_sheet(const auth::User& reader, long long session_id, const std::string& language);

 private:
  core::Context& context_;
};

// A seat's payment was recorded after its roster was signed (wired by the composition root to
// core::Context::on_seat_paid): the attendee who passed gets their certificate now, dated the class's last
// day and signed by the roster's instructor, mailed, and written in the booking's history.
void certify_after_payment(soci::session& sql, const core::Config& config, long long booking_id,
                           long long now);

// When an account proves its address: the certificates its bookings received before it joined them
// become its own, and their enrollments completed (wired by the composition root, after the bookings).
void link_certificates(soci::session& sql, long long user_id, long long now);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// What the rosters hold about the account's bookings (check-ins of each day, result, the instructor's
// note), soonest session first.
std::vector<RecordedEntry> entries_of_account(soci::session& sql, long long user_id);
// The instructors' notes about this person, on every roster; the notes of sessions ended before
// `ended_before` (retention), how many.
void erase_notes_about(soci::session& sql, long long user_id);
long long erase_old_notes(soci::session& sql, long long ended_before);

}  // namespace secours::rosters
