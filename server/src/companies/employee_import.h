#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace secours::companies {

// A company's employees from a spreadsheet (issue 26): a header line, then one employee per line.
inline constexpr std::size_t max_imported_employees = 5000;

struct ImportedEmployee {
  int line = 0;  // in the file, from 1 (the header's)
  std::string first_name, last_name, email;
  std::string workplace;     // a workplace's name, or empty
  std::optional<int> shift;  // the file's 1, 2, … as a shift's position 0, 1, …
};

// The employees of a CSV file (UTF-8, ';' or ',', French or English headings: prénom/first name,
// nom/last name, courriel/email, lieu de travail/workplace, quart/shift; the names are required). Any
// malformed line makes the whole file refused: 400 validation whose fields name each line ("line 4":
// "invalid-email"), up to 20 of them; nothing is imported.
std::vector<ImportedEmployee> read_employee_file(std::string_view text);

}  // namespace secours::companies
