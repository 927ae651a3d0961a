#include "companies/employee_record_service.h"

#include "common/validation.h"
#include "companies/employee_record_repository.h"

namespace secours::companies {

std::vector<EmployeeRecord> employee_records_of(soci::session& sql, long long user_id,
                                                const std::string& email) {
  return employee_record_rows::of_person(sql, user_id, validation::lower(email));
}

std::vector<ManagerInvitation> invitations_to(soci::session& sql, const std::string& email) {
  return employee_record_rows::invitations_to(sql, validation::lower(email));
}

}  // namespace secours::companies
