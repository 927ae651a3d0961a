#pragma once

#include <vector>

#include "common/enum_names.h"
#include "companies/company.h"
#include "companies/employee_import.h"

namespace secours::companies {

// What an import does with one line: adds an employee, changes one, finds them as they are, or finds
// someone who left (kept as they were: a departure is undone by the manager, not by a file).
enum class ImportAction { create, update, unchanged, departed };
inline constexpr EnumNames<ImportAction, 4> import_action_names{
    {"create", "update", "unchanged", "departed"}};

struct PlannedEmployee {
  int line = 0;
  ImportAction action = ImportAction::create;
  Employee employee;  // as it will be written (id 0: a new one)
};

struct ImportPlan {
  std::vector<PlannedEmployee> lines;
  std::vector<ImportProblem> problems;  // the lines that cannot be imported, each with its reason
};

// Matches each line of a file to the company's employees (`existing`, those who left included): by email,
// else by employee number, else by first and last name (without case or accents) at the same workplace.
// A matched employee takes the line's non-empty cells; an empty cell never erases. A line naming a
// workplace the company does not have (or closed), a shift it does not have, or the same person as an
// earlier line, is a problem. Nothing is written here.
ImportPlan plan_employee_import(const std::vector<ImportedEmployee>& rows,
                                const std::vector<Employee>& existing,
                                const std::vector<Workplace>& workplaces, long long company_id,
                                long long now);

}  // namespace secours::companies
