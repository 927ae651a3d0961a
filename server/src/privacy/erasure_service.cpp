#include "privacy/erasure_service.h"

#include "audit/audit_service.h"
#include "auth/auth_service.h"
#include "bookings/booking_record_service.h"
#include "bug_reports/bug_report_service.h"
#include "certificates/certificate_service.h"
#include "common/validation.h"
#include "companies/company_service.h"
#include "consents/consent_service.h"
#include "instructors/instructor_service.h"
#include "mail/outbox_repository.h"
#include "promotions/promo_code_service.h"
#include "rosters/roster_service.h"
#include "training/training_request_service.h"
#include "waitlist/waitlist_service.h"

namespace secours::privacy {

void erase_person(soci::session& sql, const auth::User& account, long long actor_id, long long now,
                  Certificates certificates) {
  // The account's row before anything else (issue 39): a write attaching rows to it holds that row, so it
  // either committed before (and its rows are erased below) or waits and then finds the account erased.
  const auth::User person = auth::lock_account_for_erasure(sql, account.id).value_or(account);
  // A unique, undeliverable address keeps email_key unique and frees the real one for a new account.
  const std::string erased = "removed-" + std::to_string(person.id) + "@invalid";
  // Each feature erases its own rows, all inside the caller's transaction.
  bookings::erase_account_bookings(sql, person.id, erased, actor_id, now);
  rosters::erase_notes_about(sql, person.id);
  instructors::erase_instructor_profile(sql, person.id, now);
  if (certificates == Certificates::withdraw) certificates::withdraw_holder_certificates(sql, person.id, now);
  for (const auto& address : {person.email, person.pending_email}) {
    if (address.empty()) continue;
    mail::remove_for_recipient(sql, address);
    consents::forget_consents_of(sql, address);
    audit::forget_subject(sql, person.id, address);
    promotions::forget_code_user(sql, validation::lower(address), erased);
    waitlist::forget_email(sql, address, erased);
    training::forget_requests_of(sql, person.id, address, erased);
  }
  bug_reports::anonymize_reports_of(sql, person.id);
  companies::remove_manager_everywhere(sql, person.id);
  auth::forget_account(sql, person.id, erased, now);
}

std::vector<documents::DocumentSummary> kept_documents(soci::session& sql, long long user_id) {
  std::vector<documents::DocumentSummary> kept;
  for (const auto& booking : bookings::bookings_of_account(sql, user_id)) {
    kept.insert(kept.end(), booking.documents.begin(), booking.documents.end());
  }
  return kept;
}

}  // namespace secours::privacy
