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

  // A zip holding donnees.json (profile, bookings with their payments and refunds, receipts and credit
  // notes, certificates, companies managed, consents, mails sent to them) and one CSV per table: the
  // person's data and nobody else's.
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
