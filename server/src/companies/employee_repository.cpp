#include "companies/employee_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::companies::employee_rows {

namespace {

constexpr const char* employee_columns =
    "e.id, e.company_id, e.workplace_id, e.shift, e.first_name, e.last_name, e.email, e.employee_number, "
    "e.created_at, e.left_on";
const auto read_employee =
    db::fields(&Employee::id, &Employee::company_id, &Employee::workplace_id, &Employee::shift,
               &Employee::first_name, &Employee::last_name, &Employee::email, &Employee::employee_number,
               &Employee::created_at, &Employee::left_on);

// Each employee's certificates (employee_id, certificate_id): those of the account linked to them, of the
// accounts their team seats were given to once the attendee proved the address
// (bookings/team_seats_service.h), and those their seats received from a roster before any account
// (issue 29). Bound: the company, three times.
constexpr const char* certificates_of_employees =
    "SELECT x.id AS employee_id, z.id AS certificate_id FROM company_employees x JOIN certificates z ON "
    "z.user_id = x.user_id WHERE x.company_id = :c UNION SELECT b.company_employee_id, z.id FROM bookings b "
    "JOIN company_employees y ON y.id = b.company_employee_id JOIN certificates z ON z.user_id = b.user_id "
    "WHERE y.company_id = :c2 UNION SELECT b.company_employee_id, z.id FROM bookings b JOIN "
    "company_employees y ON y.id = b.company_employee_id JOIN certificates z ON z.booking_id = b.id WHERE "
    "y.company_id = :c4";

}  // namespace

long long insert(soci::session& sql, const Employee& employee) {
  long long id = 0;
  long long workplace = employee.workplace_id.value_or(0);
  int shift = employee.shift.value_or(0);
  auto workplace_set = db::null_unless(employee.workplace_id), shift_set = db::null_unless(employee.shift);
  sql << "INSERT INTO company_employees (company_id, workplace_id, shift, first_name, last_name, email, "
         "employee_number, created_at) VALUES (:c, :w, :s, :f, :l, :e, :n, :t) RETURNING id",
      soci::use(employee.company_id), soci::use(workplace, workplace_set), soci::use(shift, shift_set),
      soci::use(employee.first_name), soci::use(employee.last_name), soci::use(employee.email),
      soci::use(employee.employee_number), soci::use(employee.created_at), soci::into(id);
  return id;
}

void update(soci::session& sql, const Employee& employee) {
  long long workplace = employee.workplace_id.value_or(0);
  int shift = employee.shift.value_or(0);
  auto workplace_set = db::null_unless(employee.workplace_id), shift_set = db::null_unless(employee.shift);
  sql << "UPDATE company_employees SET workplace_id = :w, shift = :s, first_name = :f, last_name = :l, email "
         "= :e, employee_number = :n WHERE id = :id AND company_id = :c",
      soci::use(workplace, workplace_set), soci::use(shift, shift_set), soci::use(employee.first_name),
      soci::use(employee.last_name), soci::use(employee.email), soci::use(employee.employee_number),
      soci::use(employee.id), soci::use(employee.company_id);
}

std::optional<Employee> find(soci::session& sql, long long company_id, long long employee_id) {
  return db::select_one(sql,
                        std::string("SELECT ") + employee_columns +
                            " FROM company_employees e WHERE e.id = :e AND e.company_id = :c",
                        read_employee, employee_id, company_id);
}

std::vector<Employee> all_of_company(soci::session& sql, long long company_id) {
  return db::select_rows(
      sql, std::string("SELECT ") + employee_columns + " FROM company_employees e WHERE e.company_id = :c",
      read_employee, company_id);
}

std::vector<Employee> page(soci::session& sql, long long company_id, bool departed, const PageRequest& page) {
  return db::newest_first_page(sql,
                               std::string("SELECT ") + employee_columns +
                                   " FROM company_employees e WHERE e.company_id = :c AND e.left_on IS " +
                                   (departed ? "NOT NULL" : "NULL"),
                               "e", page, read_employee, company_id);
}

void set_left_on(soci::session& sql, long long company_id, long long employee_id,
                 const std::optional<std::string>& left_on) {
  const std::string day = left_on.value_or("");
  auto day_set = db::null_unless(left_on);
  sql << "UPDATE company_employees SET left_on = :d WHERE id = :id AND company_id = :c",
      soci::use(day, day_set), soci::use(employee_id), soci::use(company_id);
}

std::vector<CertifiedEmployee> certified(soci::session& sql, long long company_id, const std::string& today) {
  return db::select_rows(
      sql,
      std::string("SELECT e.id, e.workplace_id, e.shift, MAX(c.expires_on), e.first_name, e.last_name FROM "
                  "company_employees e JOIN (") +
          certificates_of_employees +
          ") a ON a.employee_id = e.id JOIN certificates c ON c.id = a.certificate_id JOIN courses k ON k.id "
          "= "
          "c.course_id WHERE e.company_id = :c3 AND e.workplace_id IS NOT NULL AND e.shift IS NOT NULL AND "
          "e.left_on IS NULL AND k.workplace_first_aid = 1 AND c.expires_on >= :today GROUP BY e.id, "
          "e.workplace_id, e.shift, e.first_name, e.last_name ORDER BY e.last_name, e.first_name, e.id",
      [](const soci::row& row) {
        CertifiedEmployee employee;
        db::Columns(row).read(employee.employee_id, employee.workplace_id, employee.shift,
                              employee.expires_on, employee.first_name, employee.last_name);
        return employee;
      },
      company_id, company_id, company_id, company_id, today);
}

std::vector<BookedEmployee> booked(soci::session& sql, long long company_id, long long now) {
  return db::select_rows(
      sql,
      "SELECT DISTINCT e.id, e.workplace_id, e.shift FROM bookings b JOIN company_employees e ON e.id = "
      "b.company_employee_id JOIN courses k ON k.id = b.course_id JOIN course_sessions s ON s.id = "
      "b.session_id WHERE e.company_id = :c AND e.workplace_id IS NOT NULL AND e.shift IS NOT NULL AND "
      "e.left_on IS NULL AND "
      "b.status IN ('pending', 'approved') AND k.workplace_first_aid = 1 AND s.ends_at > :now "
      "ORDER BY e.id",
      [](const soci::row& row) {
        BookedEmployee employee;
        db::Columns(row).read(employee.employee_id, employee.workplace_id, employee.shift);
        return employee;
      },
      company_id, now);
}

}  // namespace secours::companies::employee_rows
