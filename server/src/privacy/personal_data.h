#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "bookings/booking.h"
#include "bug_reports/bug_report.h"
#include "certificates/certificate.h"
#include "companies/company_service.h"
#include "companies/employee_record_service.h"
#include "consents/consent.h"
#include "db/session_fwd.h"
#include "instructors/availability.h"
#include "instructors/instructor.h"
#include "learning/learning.h"
#include "rosters/roster.h"
#include "schedule/session.h"
#include "schedule/staffing_service.h"
#include "training/training.h"
#include "waitlist/waitlist_service.h"

namespace secours::privacy {

// A mail sent to the person, as their export shows it (its body is empty once the retention erased it).
struct SentMail {
  std::string subject, text;
  long long created_at = 0;
  long long sent_at = 0;  // 0: not sent yet
};

// Everything the site holds about one person (issue 42), read through each feature's read functions for
// their data's export. Rows found by the account's id always; rows found by an email address only once
// the person proved that address is theirs (address_proven): an account that merely typed an address must
// not read what others sent or booked under it.
struct PersonalData {
  auth::User person;
  bool address_proven = false;
  std::vector<bookings::Booking> bookings;  // with their documents and refunds
  std::vector<certificates::Certificate> certificates;
  std::vector<rosters::RecordedEntry> roster_entries;
  std::vector<learning::EnrollmentSummary> enrollments;
  std::vector<waitlist::Entry> waiting_list;
  std::vector<companies::Membership> memberships;
  std::vector<companies::ManagerInvitation> invitations;
  std::vector<companies::EmployeeRecord> employee_records;
  std::optional<instructors::Instructor> instructor;     // none: never an instructor
  std::vector<schedule::CourseSession> sessions_taught;  // as an instructor
  instructors::Availability availability;                // as an instructor (issue 44)
  std::vector<schedule::StaffingOffer> offers;           // sessions offered to them
  std::vector<training::TrainingRequest> training_requests;
  std::vector<consents::Consent> consents;
  std::vector<SentMail> mails;
  std::vector<bug_reports::BugReport> bug_reports;
};

// Reads them on the caller's session.
PersonalData read_personal_data(soci::session& sql, const auth::User& person);

}  // namespace secours::privacy
