#include "companies/employee_matching.h"

#include <map>
#include <set>
#include <string>

#include "common/text_keys.h"

namespace secours::companies {

namespace {

std::string name_key(const std::string& first_name, const std::string& last_name) {
  return text::search_key(first_name) + '\n' + text::search_key(last_name);
}

// The company's employees found by each of the keys a line may match.
struct EmployeeIndex {
  explicit EmployeeIndex(const std::vector<Employee>& employees) {
    for (std::size_t i = 0; i < employees.size(); ++i) {
      const auto& employee = employees[i];
      if (!employee.email.empty()) by_email.emplace(employee.email, i);
      if (!employee.employee_number.empty()) by_number.emplace(employee.employee_number, i);
      by_name.emplace(
          std::make_pair(name_key(employee.first_name, employee.last_name), employee.workplace_id), i);
    }
  }
  std::map<std::string, std::size_t> by_email, by_number;
  std::multimap<std::pair<std::string, std::optional<long long>>, std::size_t> by_name;
};

bool same(const Employee& a, const Employee& b) {
  return a.first_name == b.first_name && a.last_name == b.last_name && a.email == b.email &&
         a.employee_number == b.employee_number && a.workplace_id == b.workplace_id && a.shift == b.shift;
}

}  // namespace

ImportPlan plan_employee_import(const std::vector<ImportedEmployee>& rows,
                                const std::vector<Employee>& existing,
                                const std::vector<Workplace>& workplaces, long long company_id,
                                long long now) {
  std::map<std::string, const Workplace*> workplace_named;
  for (const auto& workplace : workplaces)
    workplace_named.emplace(text::search_key(workplace.name), &workplace);
  const EmployeeIndex index(existing);
  std::set<std::size_t> claimed;                  // existing employees a line matched already
  std::set<std::string> new_emails, new_numbers;  // of the lines adding someone
  ImportPlan plan;
  for (const auto& row : rows) {
    auto fail = [&plan, &row](const char* field, const char* reason) {
      plan.problems.push_back({row.line, field, reason});
    };
    const Workplace* workplace = nullptr;
    if (!row.workplace.empty()) {
      auto found = workplace_named.find(text::search_key(row.workplace));
      if (found == workplace_named.end()) {
        fail("workplace", "unknown-workplace");
        continue;
      }
      workplace = found->second;
      if (workplace->closed_on) {
        fail("workplace", "workplace-closed");
        continue;
      }
    }

    // The employee this line is about, if the company has them.
    std::optional<std::size_t> match;
    const char* matched_by = "lastName";
    if (!row.email.empty()) {
      if (auto found = index.by_email.find(row.email); found != index.by_email.end()) {
        match = found->second;
        matched_by = "email";
      }
    }
    if (!match && !row.employee_number.empty()) {
      if (auto found = index.by_number.find(row.employee_number); found != index.by_number.end()) {
        match = found->second;
        matched_by = "employeeNumber";
      }
    }
    if (!match) {
      const std::optional<long long> place = workplace ? std::optional(workplace->id) : std::nullopt;
      const auto [from, to] = index.by_name.equal_range({name_key(row.first_name, row.last_name), place});
      for (auto it = from; it != to && !match; ++it) {
        const auto& candidate = existing[it->second];
        // Another address or number than the line's is another person of the same name.
        if ((row.email.empty() || candidate.email.empty()) &&
            (row.employee_number.empty() || candidate.employee_number.empty())) {
          match = it->second;
        }
      }
    }
    if (match && !claimed.insert(*match).second) {
      fail(matched_by, "duplicate");
      continue;
    }

    PlannedEmployee planned;
    planned.line = row.line;
    auto& employee = planned.employee;
    if (match) {
      employee = existing[*match];
    } else {
      employee.company_id = company_id;
      employee.created_at = now;
    }
    const auto before = employee;
    if (!row.first_name.empty()) employee.first_name = row.first_name;
    if (!row.last_name.empty()) employee.last_name = row.last_name;
    if (!row.email.empty()) employee.email = row.email;
    if (!row.employee_number.empty()) employee.employee_number = row.employee_number;
    if (workplace && employee.workplace_id != workplace->id) {
      employee.workplace_id = workplace->id;
      employee.shift = std::nullopt;  // a shift of the other workplace means nothing here
    }
    if (row.shift) {
      if (!employee.workplace_id) {
        fail("shift", "shift-without-workplace");
        continue;
      }
      employee.shift = row.shift;
    }
    // Where they work once the line applies: the line's workplace, else the one they had.
    const Workplace* works_at = workplace;
    for (const auto& each : workplaces) {
      if (!works_at && employee.workplace_id == each.id) works_at = &each;
    }
    if (works_at && !employee.shift && works_at->shifts.size() == 1) employee.shift = 0;
    if (works_at && employee.shift && *employee.shift >= static_cast<int>(works_at->shifts.size())) {
      fail("shift", "invalid-shift");
      continue;
    }
    if (!match) {
      if (!employee.email.empty() && !new_emails.insert(employee.email).second) {
        fail("email", "duplicate");
        continue;
      }
      if (!employee.employee_number.empty() && !new_numbers.insert(employee.employee_number).second) {
        fail("employeeNumber", "duplicate");
        continue;
      }
      planned.action = ImportAction::create;
    } else if (before.left_on) {
      employee = before;
      planned.action = ImportAction::departed;
    } else {
      planned.action = same(before, employee) ? ImportAction::unchanged : ImportAction::update;
    }
    plan.lines.push_back(std::move(planned));
  }
  return plan;
}

}  // namespace secours::companies
