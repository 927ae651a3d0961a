#pragma once

#include <string>
#include <vector>

namespace secours::backups {

// The scheduled archives in BACKUP_DIR: one a day, named by its Quebec day.
std::string archive_name(const std::string& day);  // secours-2026-11-29.tar
// The day of a scheduled archive's name; empty for any other file.
std::string archive_day(const std::string& name);

// Of the scheduled archives `names`, those past their keeping on `today`: each day's of the last
// `keep_days` days stays, and the first of each of the last `keep_months` months (this one included).
std::vector<std::string> archives_to_remove(const std::vector<std::string>& names, const std::string& today,
                                            int keep_days, int keep_months);

}  // namespace secours::backups
