#include "privacy/personal_data.h"

#include "bookings/booking_record_service.h"
#include "bug_reports/bug_report_service.h"
#include "certificates/certificate_service.h"
#include "consents/consent_service.h"
#include "instructors/availability_service.h"
#include "instructors/instructor_service.h"
#include "learning/learning_service.h"
#include "mail/outbox_repository.h"
#include "rosters/roster_service.h"
#include "schedule/session_service.h"
#include "schedule/staffing_service.h"
#include "training/training_request_service.h"

namespace secours::privacy {

PersonalData read_personal_data(soci::session& sql, const auth::User& person) {
  PersonalData data;
  data.person = person;
  data.address_proven = person.email_verified();
  // By the account.
  data.bookings = bookings::bookings_of_account(sql, person.id);
  data.certificates = certificates::holder_certificates(sql, person.id);
  data.roster_entries = rosters::entries_of_account(sql, person.id);
  data.enrollments = learning::student_enrollments(sql, person.id, person.language);
  data.memberships = companies::memberships_of(sql, person.id);
  data.instructor = instructors::instructor_of(sql, person.id);
  if (data.instructor) {
    data.sessions_taught = schedule::sessions_taught_by(sql, person.id);
    data.availability = instructors::availability_of(sql, person.id);
    data.offers = schedule::offers_to(sql, person.id);
  }
  // By the account, and by the address once it is proven theirs.
  const std::string address = data.address_proven ? person.email : "";
  data.employee_records = companies::employee_records_of(sql, person.id, address);
  data.bug_reports = bug_reports::reports_of(sql, person.id, address);
  data.training_requests = training::requests_of(sql, person.id, address);
  for (auto& consent : consents::consents_of(sql, person.email)) {
    if (data.address_proven || consent.user_id == person.id) data.consents.push_back(std::move(consent));
  }
  if (!data.address_proven) return data;
  // By the address alone.
  data.waiting_list = waitlist::entries_of_email(sql, person.email);
  data.invitations = companies::invitations_to(sql, person.email);
  for (const auto& mail : mail::for_recipient(sql, person.email))
    data.mails.push_back({mail.subject, mail.body_text, mail.created_at, mail.sent_at});
  return data;
}

}  // namespace secours::privacy
