#include "rosters/roster_service.h"

#include <soci/soci.h>

#include <utility>

#include "certificates/certificate_repository.h"
#include "certificates/certificate_service.h"
#include "common/display_format.h"
#include "common/errors.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "content/about_service.h"
#include "db/transaction.h"
#include "instructors/instructor_repository.h"
#include "learning/learning_repository.h"
#include "mail/mail.h"
#include "rosters/roster_mails.h"
#include "rosters/roster_repository.h"
#include "rosters/sign_in_sheet_pdf.h"
#include "schedule/session_repository.h"

namespace secours::rosters {

namespace {

// The session, when `user` may read its roster: its instructors and the office. Another instructor
// learns nothing, not even that it exists.
schedule::CourseSession session_for(soci::session& sql, const auth::User& user, long long session_id) {
  auto session = schedule::session_rows::find(sql, session_id);
  if (!session || (!user.is_admin() && !schedule::session_rows::teaches(sql, session_id, user.id)))
    throw errors::NotFound("not-found", "No such session.");
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

// The certified attendee's enrollment, when they have an account: attended and completed, as the
// office's own marking does (decision 018).
void complete_enrollment(soci::session& sql, long long enrollment_id, long long now) {
  if (enrollment_id == 0) return;
  learning::repository::set_attended(sql, enrollment_id, true, now);
  learning::repository::set_completed(sql, enrollment_id, now, now);
  learning::repository::set_progress(sql, enrollment_id, 100, now);
}

}  // namespace

RosterView RosterService::roster(const auth::User& reader, long long session_id) {
  auto sql = db::connection(context_.database);
  RosterView view;
  // Its instructors are read for the page only: a tap, the signature and a reopening do without them.
  std::vector<schedule::CourseSession> one{session_for(*sql, reader, session_id)};
  schedule::session_rows::load_instructors(*sql, one);
  view.session = std::move(one.front());
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
  const auto profile = instructors::instructor_rows::find(sql, instructor.id);
  const std::string number = profile
                                 ? instructors::certificate_number(
                                       *profile, roster_rows::accreditation(sql, session.course_id), today)
                                 : "";
  Finalized outcome;
  for (const auto& attendee : roster_rows::attendees(sql, session_id)) {
    if (!attendee.credential_id.empty()) {  // certified before (the office, an earlier signature)
      outcome.certificates.push_back({attendee.booking_id, attendee.name(), attendee.credential_id});
      continue;
    }
    if (attendee.entry.result != Result::passed) {
      outcome.left_out.push_back({attendee.booking_id, attendee.name(), "not-passed", attendee.entry.result});
      continue;
    }
    if (!attendee.paid()) {
      outcome.left_out.push_back({attendee.booking_id, attendee.name(), "unpaid", attendee.entry.result});
      continue;
    }
    if (auto issued =
            certificates::repository::lock_seat(sql, attendee.booking_id)) {  // the office, meanwhile
      outcome.certificates.push_back({attendee.booking_id, attendee.name(), issued->credential_id});
      continue;
    }
    auto certificate = certificates::repository::issue_for_booking(
        sql,
        {attendee.booking_id, attendee.name(), instructor.first_name + " " + instructor.last_name, number},
        now, today);
    complete_enrollment(sql, certificate.enrollment_id, now);
    const auto pdf = certificates::certificate_pdf(sql, context_.config, certificate, attendee.language);
    mail::enqueue(sql, certificate_mail(attendee, certificate, pdf, context_.config), now);
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
  auto state = roster_rows::state(sql, session_id);
  tx.commit();
  return state;
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
  for (long long id : certificates::repository::link_to_account(sql, user_id)) {
    auto certificate = certificates::repository::find_by_id(sql, id);
    if (certificate) complete_enrollment(sql, certificate->enrollment_id, now);
  }
}

}  // namespace secours::rosters
