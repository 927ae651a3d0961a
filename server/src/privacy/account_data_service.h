#pragma once

#include <string>
#include <utility>
#include <vector>

#include "auth/user.h"
#include "core/context.h"
#include "documents/document.h"
#include "privacy/erasure_service.h"

namespace secours::privacy {

// A person's rights over their own data (Law 25, issue 27): portability and erasure.
class AccountDataService {
 public:
  explicit AccountDataService(core::Context& context) : context_(context) {}

  // A zip of everything the site holds about the person and nobody else's (issue 42): README.txt saying
  // what each file holds, donnees.json (the machine-readable copy) and one CSV per kind of row (profile,
  // bookings, payments and refunds, receipts and credit notes, certificates, roster entries, enrolments,
  // waiting lists, companies managed, employee records, instructor page, consents, mails, bug reports),
  // in the person's language (export_tables.h).
  // 429 past a few exports an hour.
  std::string export_zip(const auth::User& person);

  // What deleting the account keeps, as tax law requires.
  std::vector<documents::DocumentSummary> kept_documents(const auth::User& person);
  // The companies deleting the account would leave without a manager (id, name): the person is told before.
  std::vector<std::pair<long long, std::string>> companies_left_alone(const auth::User& person);

  // Erases the account (erasure_service.h) once the password proves it is theirs: 403 wrong-password and
  // nothing erased, 403 office-account for an admin, 429 past the attempts' limit. The confirmation,
  // listing the documents kept, is mailed to the address before it is erased.
  void delete_account(const auth::User& person, const std::string& password,
                      Certificates certificates = Certificates::withdraw);

 private:
  core::Context& context_;
};

}  // namespace secours::privacy
