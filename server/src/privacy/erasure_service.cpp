#include "privacy/erasure_service.h"

#include "audit/audit_repository.h"
#include "auth/device_repository.h"
#include "auth/link_repository.h"
#include "auth/session_repository.h"
#include "auth/user_repository.h"
#include "bookings/booking_repository.h"
#include "bug_reports/bug_report_repository.h"
#include "certificates/certificate_repository.h"
#include "common/validation.h"
#include "companies/company_repository.h"
#include "consents/consent_repository.h"
#include "instructors/instructor_repository.h"
#include "mail/outbox_repository.h"
#include "promotions/promo_code_repository.h"
#include "rosters/roster_repository.h"
#include "waitlist/waitlist_service.h"

namespace secours::privacy {

void erase_person(soci::session& sql, const auth::User& account, long long actor_id, long long now,
                  Certificates certificates) {
  // The account's row before anything else (issue 39): a write attaching rows to it holds that row, so it
  // either committed before (and its rows are erased below) or waits and then finds the account erased.
  const auth::User person = auth::users::find_for_erasure(sql, account.id).value_or(account);
  // A unique, undeliverable address keeps email_key unique and frees the real one for a new account.
  const std::string erased = "removed-" + std::to_string(person.id) + "@invalid";
  // Each feature erases its own rows, all inside the caller's transaction.
  const auto bookings = bookings::booking_rows::list_for_user(sql, person.id);
  bookings::booking_rows::erase_personal_data(sql, person.id, erased, now);
  rosters::roster_rows::erase_notes_of(sql, person.id);
  instructors::instructor_rows::erase(sql, person.id, now);
  for (const auto& booking : bookings) {
    bookings::booking_rows::add_event(sql, booking.id, actor_id, "personal-data-erased", "", now);
  }
  if (certificates == Certificates::withdraw)
    certificates::repository::withdraw_for_user(sql, person.id, now);
  for (const auto& address : {person.email, person.pending_email}) {
    if (address.empty()) continue;
    mail::remove_for_recipient(sql, address);
    consents::consent_rows::remove_for_email(sql, address);
    consents::consent_rows::remove_unsubscribe_links(sql, address);
    audit::audit_rows::forget_subject(sql, person.id, address);
    promotions::promo_rows::forget_email(sql, validation::lower(address), erased);
    waitlist::forget_email(sql, address, erased);
  }
  bug_reports::report_rows::anonymize_for_user(sql, person.id);
  companies::company_rows::remove_manager_everywhere(sql, person.id);
  auth::sessions::remove_all_for_user(sql, person.id);
  auth::links::remove_all_for_user(sql, person.id);
  auth::devices::forget_all(sql, person.id);
  auth::users::erase(sql, person.id, erased, now);
}

std::vector<documents::DocumentSummary> kept_documents(soci::session& sql, long long user_id) {
  std::vector<documents::DocumentSummary> kept;
  for (const auto& booking : bookings::booking_rows::list_for_user(sql, user_id)) {
    kept.insert(kept.end(), booking.documents.begin(), booking.documents.end());
  }
  return kept;
}

}  // namespace secours::privacy
