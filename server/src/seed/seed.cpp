#include "seed/seed.h"

#include "content/about_json.h"
#include "content/about_service.h"
#include "content/content_repository.h"
#include "courses/course_repository.h"
#include "db/transaction.h"
#include "seed/seed_courses.h"
#include "seed/seed_lessons.h"

#include <soci/soci.h>

namespace secours::seed {

namespace {

// Lessons for a seeded course that has none (an admin's own lessons are never mixed with these).
int add_lessons(soci::session& sql, const std::string& slug, const std::vector<SeedLesson>& lessons) {
  auto course = courses::course_rows::find_by_slug(sql, slug);
  if (!course) return 0;
  long long existing = 0;
  sql << "SELECT COUNT(*) FROM lessons WHERE course_id = :c", soci::use(course->id), soci::into(existing);
  if (existing > 0) return 0;
  int position = 0;
  for (const auto& lesson : lessons) {
    ++position;
    std::string title_fr = lesson.title_fr, title_en = lesson.title_en;
    std::string content_fr = lesson.content_fr, content_en = lesson.content_en;
    sql << "INSERT INTO lessons (course_id, position, title_fr, title_en, content_fr, content_en, "
           "duration_minutes) VALUES (:c, :p, :tf, :te, :cf, :ce, :d)",
        soci::use(course->id), soci::use(position), soci::use(title_fr), soci::use(title_en),
        soci::use(content_fr), soci::use(content_en), soci::use(lesson.duration_minutes);
  }
  return position;
}

}  // namespace

SeedResult run(db::Database& database, long long now) {
  SeedResult result;
  db::Transaction tx(database);
  auto& sql = tx.sql();
  for (auto course : company_courses()) {
    if (courses::course_rows::find_by_slug(sql, course.slug)) continue;
    course.created_at = course.updated_at = now;
    const auto id = courses::course_rows::insert(sql, course);
    // The CNESST's 16-hour course: its certificate makes a workplace first-aider (issue 26).
    if (course.slug == "premiers-soins-urgence-niveau-c")
      courses::course_rows::set_workplace_first_aid(sql, id, true);
    ++result.courses_added;
  }
  for (const auto& [slug, lessons] : company_lessons())
    result.lessons_added += add_lessons(sql, slug, lessons);
  for (const char* language : {"fr", "en"}) {
    auto document = content::about_json(content::default_about(language)).dump();
    if (content::page_rows::insert_if_missing(sql, content::about_page, language, document, now)) {
      ++result.pages_added;
    }
  }
  tx.commit();
  return result;
}

}  // namespace secours::seed
