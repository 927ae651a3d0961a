#pragma once

#include "db/database.h"

namespace secours::seed {

struct SeedResult {
  int courses_added = 0;
  int pages_added = 0;  // page and language pairs
  int lessons_added = 0;
};

// Loads the company's courses, their lessons and the About page where they are missing (by slug; lessons
// only for a course that has none; by page and language).
// Never overwrites what an admin changed, so running it again changes nothing. A seeded course that an
// admin really deleted (or renamed the slug of) comes back; archived ones keep their slug and do not.
SeedResult run(db::Database& database, long long now);

}  // namespace secours::seed
