#include "seed/seed.h"

#include "content/about_json.h"
#include "content/content_repository.h"
#include "courses/course_repository.h"
#include "db/transaction.h"
#include "seed/seed_about.h"
#include "seed/seed_courses.h"

namespace secours::seed {

SeedResult run(db::Database& database, long long now) {
  SeedResult result;
  db::Transaction tx(database);
  auto& sql = tx.sql();
  for (auto course : company_courses()) {
    if (courses::course_rows::find_by_slug(sql, course.slug)) continue;
    course.created_at = course.updated_at = now;
    courses::course_rows::insert(sql, course);
    ++result.courses_added;
  }
  for (const char* language : {"fr", "en"}) {
    auto document = content::about_json(default_about(language)).dump();
    if (content::page_rows::insert_if_missing(sql, content::about_page, language, document, now)) {
      ++result.pages_added;
    }
  }
  tx.commit();
  return result;
}

}  // namespace secours::seed
