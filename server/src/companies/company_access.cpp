#include "companies/company_access.h"

#include "common/errors.h"
#include "companies/company_repository.h"

namespace secours::companies {

Company accessible_company(soci::session& sql, const auth::User& user, long long company_id) {
  auto company = company_rows::find(sql, company_id);
  if (!company || (!user.is_admin() && !company_rows::is_manager(sql, company_id, user.id))) {
    throw errors::NotFound("not-found", "No such company.");
  }
  return *company;
}

}  // namespace secours::companies
