#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace secours::companies {

// A company's employees from a spreadsheet (issues 26 and 42): a header line, then one employee per line.
inline constexpr std::size_t max_imported_employees = 5000;

struct ImportedEmployee {
  int line = 0;  // in the file, from 1 (the header's)
  std::string first_name, last_name, email, employee_number;
  std::string workplace;     // a workplace's name, or empty
  std::optional<int> shift;  // the file's 1, 2, … as a shift's position 0, 1, …
};

// What is wrong with one line: the column (the API's field name: firstName, email, shift…) and why.
struct ImportProblem {
  int line = 0;
  std::string field;
  std::string reason;
};

// The file's employees, and every line that cannot be read (each with its reason, all at once).
struct EmployeeFile {
  std::vector<ImportedEmployee> employees;
  std::vector<ImportProblem> problems;
};

// The employees of a CSV file (UTF-8, ';' or ',', French or English headings: prénom/first name,
// nom/last name, courriel/email, numéro d'employé/employee number, lieu de travail/workplace,
// quart/shift; the names are required). A file that cannot be read at all (not text, no name columns,
// no line, too many) is refused: 400 validation naming "file".
EmployeeFile read_employee_file(std::string_view text);

}  // namespace secours::companies
