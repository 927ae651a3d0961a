#include "rosters/roster_service.h"

#include <soci/soci.h>

#include <utility>

#include "certificates/certificate_service.h"
#include "common/display_format.h"
#include "common/errors.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "content/about_service.h"
#include "db/transaction.h"
#include "instructors/instructor_service.h"
#include "learning/learning_service.h"
#include "mail/mail.h"
#include "rosters/roster_mails.h"
#include "rosters/roster_repository.h"
#include "rosters/sign_in_sheet_pdf.h"
#include "schedule/session_service.h"

namespace secours::rosters {

namespace {

// The session, when `user` may read its roster: its instructors and the office. Another instructor
// learns nothing, not even that it exists.
schedule::CourseSession session_for(soci::session& sql, const auth::User& user, long long session_id) {
  auto session = schedule::class_day_session(sql, session_id, user);
  if (!session) throw errors::NotFound("not-found", "No such session.");
  return *session;
}

void check_scheduled(const schedule::CourseSession& session) {
  if (session.status == schedule::SessionStatus::cancelled)
    throw errors::Conflict("session-cancelled", "This session is cancelled.");
}

[[noreturn]] void finalized() {
  throw errors::Conflict("roster-finalized", "The roster is signed: the office can reopen it.");
}

RosterEntry changed(RosterEntry entry, const EntryChange& change) {
  if (change.sets_attendance) entry.attendance = change.attendance;
  if (change.sets_result) entry.result = change.result;
  if (change.note) entry.note = *change.note;
  return entry;
}

}  // namespace

RosterView RosterService::roster(const auth::User& reader, long long session_id) {
  auto sql = db::connection(context_.database);
  RosterView view;
  // Its instructors are read for the page only: a tap, the signature and a reopening do without them.
  view.session = session_for(*sql, reader, session_id);
  schedule::add_instructors(*sql, view.session);
  view.state = roster_rows::state(*sql, session_id);
  view.attendees = roster_rows::attendees(*sql, session_id);
  return view;
}

RosterAttendee RosterService::record(const auth::User& writer, long long session_id, long long booking_id,
                                     const EntryChange& change) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  check_scheduled(session_for(sql, writer, session_id));
  if (roster_rows::lock(sql, session_id, now)) finalized();
  auto attendee = roster_rows::attendee(sql, session_id, booking_id);
  if (!attendee) throw errors::NotFound("not-found", "No such attendee in this session.");
  auto wanted = changed(attendee->entry, change);
  if (wanted.same_values(attendee->entry)) return *attendee;  // a retried tap: already there
  if (change.version && *change.version != attendee->entry.version)
    throw errors::Conflict("roster-changed", "Another device changed this attendee: read the roster again.");
  if (!wanted.consistent())
    throw errors::Conflict("attendance-required", "Check the attendee in (present or late) before a result.");
  roster_rows::save_entry(sql, session_id, booking_id, wanted, writer.id, now);
  auto saved = roster_rows::attendee(sql, session_id, booking_id);
  tx.commit();
  return *saved;
}

Finalized RosterService::finalize(const auth::User& instructor, long long session_id,
                                  const std::string& signature) {
  if (!instructor.is_instructor())
    throw errors::Forbidden("instructor-only", "The session's instructor signs its roster.");
  const long long now = context_.clock.now();
  const std::string today = quebec_date(now);
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto session = session_for(sql, instructor, session_id);
  check_scheduled(session);
  if (roster_rows::lock(sql, session_id, now)) finalized();
  const std::string number = instructors::certificate_number_for(
      sql, instructor.id, roster_rows::accreditation(sql, session.course_id), today);
  Finalized outcome;
  for (const auto& attendee : roster_rows::attendees(sql, session_id)) {
    if (!attendee.credential_id.empty()) {  // certified before (the office, an earlier signature)
      outcome.certificates.push_back({attendee.booking_id, attendee.name(), attendee.credential_id});
      continue;
    }
    const auto issued = certificates::issue_if_eligible(
        sql,
        {.booking_id = attendee.booking_id,
         .qualified = attendee.entry.result == Result::passed,
         .paid = attendee.paid(),
         .holder_name = attendee.name(),
         .instructor_name = instructor.first_name + " " + instructor.last_name,
         .instructor_number = number},
        now, today);
    if (issued.refused != certificates::Refusal::none) {
      const bool failed = issued.refused == certificates::Refusal::not_qualified;
      outcome.left_out.push_back(
          {attendee.booking_id, attendee.name(), failed ? "not-passed" : "unpaid", attendee.entry.result});
      continue;
    }
    const auto& certificate = *issued.certificate;
    if (issued.issued_now) {  // else the office's, meanwhile
      learning::complete_enrollment(sql, certificate.enrollment_id, now);
      const auto pdf = certificates::certificate_pdf(sql, context_.config, certificate, attendee.language);
      mail::enqueue(sql, certificate_mail(attendee, certificate, pdf, context_.config), now);
    }
    outcome.certificates.push_back({attendee.booking_id, attendee.name(), certificate.credential_id});
  }
  roster_rows::finalize(sql, session_id, instructor.id, signature, now);
  outcome.state = roster_rows::state(sql, session_id);
  tx.commit();
  return outcome;
}

RosterState RosterService::reopen(const auth::User& admin, long long session_id, const std::string& reason) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  session_for(sql, admin, session_id);
  if (!roster_rows::lock(sql, session_id, now))
    throw errors::Conflict("roster-not-finalized", "The roster is open.");
  roster_rows::reopen(sql, session_id, admin.id, reason, now);
  return tx.commit(roster_rows::state(sql, session_id));
}

RosterService::Sheet RosterService::sign_in_sheet(const auth::User& reader, long long session_id,
                                                  const std::string& language) {
  auto view = roster(reader, session_id);
  SignInSheet sheet;
  sheet.language = language;
  sheet.company_name = content::AboutService(context_).read(language).company_name;
  sheet.course_title = localized(language, view.session.course_title_fr, view.session.course_title_en);
  sheet.when = format_session_time(view.session.starts_at, view.session.ends_at, language);
  sheet.location = view.session.location;
  for (const auto& instructor : view.session.instructors) sheet.instructors.push_back(instructor.name);
  for (const auto& attendee : view.attendees) sheet.attendees.push_back({attendee.name(), attendee.company});
  return {render_sign_in_sheet(sheet), std::move(view.attendees)};
}

void link_certificates(soci::session& sql, long long user_id, long long now) {
  for (const auto& certificate : certificates::give_to_account(sql, user_id))
    learning::complete_enrollment(sql, certificate.enrollment_id, now);
}

void erase_notes_about(soci::session& sql, long long user_id) { roster_rows::erase_notes_of(sql, user_id); }

long long erase_old_notes(soci::session& sql, long long ended_before) {
  return roster_rows::erase_notes(sql, ended_before);
}

}  // namespace secours::rosters
