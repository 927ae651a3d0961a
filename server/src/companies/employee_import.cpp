#include "companies/employee_import.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "common/csv.h"
#include "common/errors.h"
#include "common/text_keys.h"
#include "common/validation.h"

namespace secours::companies {

namespace {

constexpr std::size_t max_name = 100, max_email = 254, max_workplace = 200, max_number = 50;

enum class Column { first_name, last_name, email, employee_number, workplace, shift };

// A heading as compared: without accents, case, spaces or punctuation ("Prénom" → "prenom").
std::string heading_key(const std::string& heading) {
  std::string key;
  for (char c : text::search_key(heading)) {
    if (std::isalnum(static_cast<unsigned char>(c))) key.push_back(c);
  }
  return key;
}

std::optional<Column> column_of(const std::string& heading) {
  static const std::map<std::string, Column> known{{"prenom", Column::first_name},
                                                   {"firstname", Column::first_name},
                                                   {"nom", Column::last_name},
                                                   {"nomdefamille", Column::last_name},
                                                   {"lastname", Column::last_name},
                                                   {"courriel", Column::email},
                                                   {"adressecourriel", Column::email},
                                                   {"email", Column::email},
                                                   {"lieudetravail", Column::workplace},
                                                   {"workplace", Column::workplace},
                                                   {"etablissement", Column::workplace},
                                                   {"quart", Column::shift},
                                                   {"quartdetravail", Column::shift},
                                                   {"shift", Column::shift},
                                                   {"numerodemploye", Column::employee_number},
                                                   {"nodemploye", Column::employee_number},
                                                   {"matricule", Column::employee_number},
                                                   {"numeroemploye", Column::employee_number},
                                                   {"employeenumber", Column::employee_number},
                                                   {"employeeid", Column::employee_number},
                                                   {"employeeno", Column::employee_number}};
  auto found = known.find(heading_key(heading));
  if (found == known.end()) return std::nullopt;
  return found->second;
}

bool blank(const std::string& line) { return line.find_first_not_of(" \t;,") == std::string::npos; }

}  // namespace

EmployeeFile read_employee_file(std::string_view text) {
  auto refuse = [](const char* reason) {
    throw errors::ValidationError(errors::HttpError::Fields{{"file", reason}});
  };
  if (text.find('\0') != std::string_view::npos) refuse("not-text");
  auto lines = csv::split_lines(text, max_imported_employees + 1);
  if (!lines) refuse("too-many-lines");
  std::size_t header = 0;
  while (header < lines->size() && blank((*lines)[header])) ++header;
  if (header == lines->size()) refuse("empty");
  const auto& heading_line = (*lines)[header];
  const char separator = heading_line.find(';') != std::string::npos ? ';' : ',';
  std::map<Column, std::size_t> position;
  const auto headings = csv::split_line(heading_line, separator);
  for (std::size_t i = 0; i < headings.size(); ++i) {
    if (auto column = column_of(headings[i])) position.emplace(*column, i);
  }
  if (!position.contains(Column::first_name) || !position.contains(Column::last_name)) {
    refuse("missing-name-columns");
  }

  EmployeeFile file;
  for (std::size_t i = header + 1; i < lines->size(); ++i) {
    const auto& line = (*lines)[i];
    if (blank(line)) continue;
    const int number = static_cast<int>(i + 1);
    const auto cells = csv::split_line(line, separator);
    auto cell = [&](Column column) -> std::string {
      auto at = position.find(column);
      return at == position.end() || at->second >= cells.size() ? "" : cells[at->second];
    };
    auto fail = [&file, number](const char* field, const char* reason) {
      file.problems.push_back({number, field, reason});
    };
    ImportedEmployee employee;
    employee.line = number;
    employee.first_name = cell(Column::first_name);
    employee.last_name = cell(Column::last_name);
    employee.email = validation::lower(cell(Column::email));
    employee.employee_number = cell(Column::employee_number);
    employee.workplace = cell(Column::workplace);
    const auto shift = cell(Column::shift);
    const auto problems_before = file.problems.size();
    if (employee.first_name.empty()) fail("firstName", "required");
    if (employee.last_name.empty()) fail("lastName", "required");
    if (employee.first_name.size() > max_name) fail("firstName", "too-long");
    if (employee.last_name.size() > max_name) fail("lastName", "too-long");
    if (employee.workplace.size() > max_workplace) fail("workplace", "too-long");
    if (employee.employee_number.size() > max_number) fail("employeeNumber", "too-long");
    if (!employee.email.empty() &&
        (employee.email.size() > max_email || !validation::is_email(employee.email))) {
      fail("email", "invalid-email");
    }
    if (!shift.empty() && (shift.size() > 1 || shift[0] < '1' || shift[0] > '4'))
      fail("shift", "invalid-shift");
    if (file.problems.size() != problems_before) continue;
    if (!shift.empty()) employee.shift = shift[0] - '1';
    file.employees.push_back(std::move(employee));
  }
  if (file.employees.empty() && file.problems.empty()) refuse("empty");
  return file;
}

}  // namespace secours::companies
