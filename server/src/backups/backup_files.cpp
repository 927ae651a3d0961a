#include "backups/backup_files.h"

#include <algorithm>
#include <map>

#include "common/quebec_time.h"

namespace secours::backups {

namespace {
constexpr std::string_view prefix = "secours-";
constexpr std::string_view suffix = ".tar";

int month_index(const std::string& day) {
  return std::stoi(day.substr(0, 4)) * 12 + std::stoi(day.substr(5, 2)) - 1;
}
}  // namespace

std::string archive_name(const std::string& day) { return std::string(prefix) + day + std::string(suffix); }

std::string archive_day(const std::string& name) {
  if (name.size() != prefix.size() + 10 + suffix.size() || !name.starts_with(prefix) ||
      !name.ends_with(suffix))
    return "";
  const auto day = name.substr(prefix.size(), 10);
  for (std::size_t i = 0; i < day.size(); ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash ? day[i] != '-' : (day[i] < '0' || day[i] > '9')) return "";
  }
  return day;
}

std::vector<std::string> archives_to_remove(const std::vector<std::string>& names, const std::string& today,
                                            int keep_days, int keep_months) {
  const auto oldest_daily = add_days(today, -(keep_days - 1));
  const int this_month = month_index(today);
  std::map<int, std::string> first_of_month;  // month -> earliest day
  for (const auto& name : names) {
    const auto day = archive_day(name);
    if (day.empty()) continue;
    auto& first = first_of_month[month_index(day)];
    if (first.empty() || day < first) first = day;
  }
  std::vector<std::string> removed;
  for (const auto& name : names) {
    const auto day = archive_day(name);
    if (day.empty() || day > today || day >= oldest_daily) continue;
    const int month = month_index(day);
    const bool monthly = month > this_month - keep_months && first_of_month[month] == day;
    if (!monthly) removed.push_back(name);
  }
  std::sort(removed.begin(), removed.end());
  return removed;
}

}  // namespace secours::backups
