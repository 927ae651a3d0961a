#pragma once

#include <string>
#include <vector>

#include "common/zip.h"
#include "core/config.h"
#include "privacy/personal_data.h"

namespace secours::privacy {

// README.txt of a person's data export, in their language: what each of `entries` holds, how to read the
// tables (Quebec time, amounts in dollars, the spreadsheet's dialect) and whom to ask.
std::string export_readme(const PersonalData& data, const std::vector<zip::Entry>& entries,
                          const core::Config& config, long long now);

}  // namespace secours::privacy
