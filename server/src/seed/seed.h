#pragma once

#include "db/database.h"

namespace secours::seed {

struct SeedResult {
  int courses_added = 0;
  int pages_added = 0;  // page and language pairs
};

// Loads the company's courses and About page where they are missing (by slug, by page and language).
// Never overwrites what an admin changed, so running it again changes nothing. A seeded course that an
// admin really deleted (or renamed the slug of) comes back; archived ones keep their slug and do not.
SeedResult run(db::Database& database, long long now);

}  // namespace secours::seed
