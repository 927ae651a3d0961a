#pragma once

#include <map>
#include <string>
#include <vector>

namespace secours::seed {

struct SeedLesson {
  const char* title_fr;
  const char* title_en;
  const char* content_fr;
  const char* content_en;
  int duration_minutes;
};

// The online preparation of each seeded course (by slug), in order: what a student reads before the
// in-person day.
const std::map<std::string, std::vector<SeedLesson>>& company_lessons();

}  // namespace secours::seed
