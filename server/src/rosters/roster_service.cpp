#include "rosters/roster_service.h"

#include <soci/soci.h>

#include <algorithm>
#include <utility>

#include "bookings/booking_record_service.h"
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
#include "schedule/session_json.h"
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

// Nobody records a class before it takes place (issue 41): a certificate never predates the training.
[[noreturn]] void not_started(long long opens_at) {
  throw errors::Conflict("session-not-started",
                         "The roster opens when the session starts (" + montreal_iso8601(opens_at) + ").");
}

[[noreturn]] void finalized() {
  throw errors::Conflict("roster-finalized", "The roster is signed: the office can reopen it.");
}

// Who signed a roster, as its certificates print them, and the class's last day, which they bear.
struct Signer {
  std::string name{};
  std::string number{};
  std::string class_day{};
};

// The certificate of one attendee of a signed roster when they passed and paid: issued, its enrollment
// completed and mailed with its PDF (when issued now, not by the office meanwhile).
certificates::Issued certify(soci::session& sql, const core::Config& config, const RosterAttendee& attendee,
                             const Signer& signer, long long now) {
  auto issued = certificates::issue_if_eligible(sql,
                                                {.booking_id = attendee.booking_id,
                                                 .qualified = attendee.entry.result == Result::passed,
                                                 .paid = attendee.paid(),
                                                 .holder_name = attendee.name(),
                                                 .instructor_name = signer.name,
                                                 .instructor_number = signer.number},
                                                now, signer.class_day);
  if (issued.issued_now) {
    const auto& certificate = *issued.certificate;
    learning::complete_enrollment(sql, certificate.enrollment_id, now);
    const auto pdf = certificates::certificate_pdf(sql, config, certificate, attendee.language);
    mail::enqueue(sql, certificate_mail(attendee, certificate, pdf, config), now);
  }
  return issued;
}

RosterEntry changed(RosterEntry entry, const EntryChange& change) {
  for (const auto& [day, attendance] : change.days) entry.set_day(static_cast<std::size_t>(day), attendance);
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
  const auto session = session_for(sql, writer, session_id);
  check_scheduled(session);
  const auto days = std::max<std::size_t>(session.days.size(), 1);
  if (!change.days.empty() && static_cast<std::size_t>(change.days.rbegin()->first) > days)
    throw errors::ValidationError(errors::HttpError::Fields{{"dayAttendance", "out-of-range"}});
  if (!session.check_in_open(now)) not_started(session.starts_at);
  // Each day is checked in when it starts (issue 41).
  for (const auto& [day, attendance] : change.days) {
    if (day > 1 && now < session.days[day - 1].starts_at) not_started(session.days[day - 1].starts_at);
  }
  if (roster_rows::lock(sql, session_id, now)) finalized();
  auto attendee = roster_rows::attendee(sql, session_id, booking_id);
  if (!attendee) throw errors::NotFound("not-found", "No such attendee in this session.");
  auto wanted = changed(attendee->entry, change);
  if (wanted.same_values(attendee->entry)) return *attendee;  // a retried tap: already there
  if (change.version && *change.version != attendee->entry.version)
    throw errors::Conflict("roster-changed", "Another device changed this attendee: read the roster again.");
  if (!wanted.consistent(days))
    throw errors::Conflict("attendance-required",
                           "Check the attendee in (present or late) on every day before a result.");
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
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto session = session_for(sql, instructor, session_id);
  check_scheduled(session);
  if (!session.signature_open(now)) not_started(session.last_day_starts_at());
  if (roster_rows::lock(sql, session_id, now)) finalized();
  // The certificates bear the class's last day, whenever the roster is signed.
  const std::string class_day = quebec_date(session.last_day_starts_at());
  const std::string number = instructors::certificate_number_for(
      sql, instructor.id, roster_rows::accreditation(sql, session.course_id), class_day);
  const Signer signer{instructor.first_name + " " + instructor.last_name, number, class_day};
  Finalized outcome;
  for (auto attendee : roster_rows::attendees(sql, session_id)) {
    if (!attendee.credential_id.empty()) {  // certified before (the office, an earlier signature)
      outcome.certificates.push_back({attendee.booking_id, attendee.name(), attendee.credential_id});
      continue;
    }
    if (attendee.entry.result == Result::passed && !attendee.paid()) {
      // A payment being recorded right now holds the seat: wait for it and read the line again, since
      // its transaction does not see this signature (certify_after_payment would then issue nothing).
      certificates::lock_enrollment_certificate(sql, attendee.booking_id, 0);
      attendee = *roster_rows::attendee(sql, session_id, attendee.booking_id);
    }
    const auto issued = certify(sql, context_.config, attendee, signer, now);
    if (issued.refused != certificates::Refusal::none) {
      // Why, as the office reads it: no result recorded is not a failure (issue 41).
      const char* why = issued.refused == certificates::Refusal::unpaid ? "unpaid"
                        : attendee.entry.result                         ? "not-passed"
                                                                        : "no-result";
      outcome.left_out.push_back({attendee.booking_id, attendee.name(), why, attendee.entry.result});
      continue;
    }
    outcome.certificates.push_back({attendee.booking_id, attendee.name(), issued.certificate->credential_id});
  }
  roster_rows::finalize(sql, session_id, instructor.id, signature, now);
  context_.on_roster_signed(sql, session_id, now);  // a private training invoiced after the class
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
  // Each day of a session over several (issue 41); the sheet's font has no narrow no-break space.
  sheet.when = schedule::days_text(view.session.days, language,
                                   localized(language, std::string(" ; "), std::string("; ")));
  sheet.location = view.session.location;
  for (const auto& instructor : view.session.instructors) sheet.instructors.push_back(instructor.name);
  // A box to sign each day of a session over several: « Jour 2 · 24 mai » (the year is in the heading).
  for (std::size_t day = 0; view.session.days.size() > 1 && day < view.session.days.size(); ++day) {
    std::string date = format_day(quebec_date(view.session.days[day].starts_at), language);
    date = date.substr(0, date.rfind(' '));
    if (!date.empty() && date.back() == ',') date.pop_back();
    sheet.days.push_back(localized(language, std::string("Jour "), std::string("Day ")) +
                         std::to_string(day + 1) + " · " + date);
  }
  for (const auto& attendee : view.attendees) {
    // A company's seat not named yet still has its line, to be filled in by hand.
    const bool unnamed = attendee.first_name.empty() && attendee.last_name.empty();
    sheet.attendees.push_back(
        {unnamed ? localized(language, std::string("Place à nommer"), std::string("Seat to be named"))
                 : attendee.name(),
         attendee.company});
  }
  return {render_sign_in_sheet(sheet), std::move(view.attendees)};
}

void certify_after_payment(soci::session& sql, const core::Config& config, long long booking_id,
                           long long now) {
  const auto booking = bookings::find_booking(sql, booking_id);
  if (!booking || booking->session_id == 0) return;
  const auto state = roster_rows::state(sql, booking->session_id);
  if (!state.finalized()) return;  // the signature will see the payment
  const auto attendee = roster_rows::attendee(sql, booking->session_id, booking_id);
  if (!attendee || attendee->entry.result != Result::passed || !attendee->credential_id.empty()) return;
  const auto session = schedule::find_session(sql, booking->session_id);
  if (!session) return;
  const std::string class_day = quebec_date(session->last_day_starts_at());
  const Signer signer{
      state.finalized_by,
      instructors::certificate_number_for(sql, state.finalized_by_id,
                                          roster_rows::accreditation(sql, session->course_id), class_day),
      class_day};
  const auto issued = certify(sql, config, *attendee, signer, now);
  if (issued.issued_now) {
    bookings::record_booking_event(sql, booking_id, 0, "certificate-issued",
                                   issued.certificate->credential_id, now);
  }
}

void link_certificates(soci::session& sql, long long user_id, long long now) {
  for (const auto& certificate : certificates::give_to_account(sql, user_id))
    learning::complete_enrollment(sql, certificate.enrollment_id, now);
}

std::vector<RecordedEntry> entries_of_account(soci::session& sql, long long user_id) {
  return roster_rows::entries_of_account(sql, user_id);
}

void erase_notes_about(soci::session& sql, long long user_id) { roster_rows::erase_notes_of(sql, user_id); }

long long erase_old_notes(soci::session& sql, long long ended_before) {
  return roster_rows::erase_notes(sql, ended_before);
}

}  // namespace secours::rosters
