#include "companies/employee_record_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::companies::employee_record_rows {

std::vector<EmployeeRecord> of_person(soci::session& sql, long long user_id, const std::string& email_key) {
  return db::select_rows(
      sql,
      "SELECT c.name, e.first_name, e.last_name, e.email, COALESCE(w.name, ''), e.shift, e.created_at, "
      "e.employee_number, e.left_on FROM "
      "company_employees e JOIN companies c ON c.id = e.company_id LEFT JOIN workplaces w ON w.id = "
      "e.workplace_id WHERE e.user_id = :u OR (:key <> '' AND LOWER(e.email) = :key2) ORDER BY e.created_at, "
      "e.id",
      [](const soci::row& row) {
        EmployeeRecord record;
        db::Columns(row).read(record.company, record.first_name, record.last_name, record.email,
                              record.workplace, record.shift, record.created_at, record.employee_number,
                              record.left_on);
        return record;
      },
      user_id, email_key, email_key);
}

std::vector<ManagerInvitation> invitations_to(soci::session& sql, const std::string& email_key) {
  return db::select_rows(
      sql,
      "SELECT c.name, i.created_at FROM company_invitations i JOIN companies c ON c.id = i.company_id WHERE "
      "i.email_key = :key ORDER BY i.created_at, c.id",
      [](const soci::row& row) {
        ManagerInvitation invitation;
        db::Columns(row).read(invitation.company, invitation.created_at);
        return invitation;
      },
      email_key);
}

}  // namespace secours::companies::employee_record_rows
