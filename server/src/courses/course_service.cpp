#include "courses/course_service.h"

#include <algorithm>
#include <set>

#include "common/errors.h"
#include "common/text_keys.h"
#include "core/paging.h"
#include "courses/course_repository.h"
#include "db/transaction.h"
#include "figures/figures.h"
#include "http/request.h"

namespace secours::courses {

namespace {

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such course."); }

// Everything a visitor may search in, in both languages, without case or accents.
std::string searchable_text(const Course& course) {
  std::string all = course.title_fr + "\n" + course.title_en + "\n" + course.description_fr + "\n" +
                    course.description_en + "\n" + course.instructor;
  for (const auto& tag : course.tags) all += "\n" + tag.fr + "\n" + tag.en;
  return text::search_key(all);
}

// `base`, or the first of base-2, base-3… that no other course uses.
std::string free_slug(soci::session& sql, const std::string& base) {
  auto taken_list = course_rows::slugs_like(sql, base);
  std::set<std::string> taken(taken_list.begin(), taken_list.end());
  if (!taken.contains(base)) return base;
  for (int suffix = 2;; ++suffix) {
    std::string candidate = base + "-" + std::to_string(suffix);
    if (!taken.contains(candidate)) return candidate;
  }
}

void apply(Course& course, const CourseInput& input) {
  course.title_fr = input.title_fr;
  course.title_en = input.title_en;
  course.description_fr = input.description_fr;
  course.description_en = input.description_en;
  course.instructor = input.instructor;
  course.price_cents = input.price_cents;
  course.original_price_cents = input.original_price_cents;
  course.duration_minutes = input.duration_minutes;
  course.level = input.level;
  course.certification_level = input.certification_level;
  course.category = input.category;
  course.accreditation_fr = input.accreditation_fr;
  course.accreditation_en = input.accreditation_en;
  course.image_url = input.image_url;
  course.tags = input.tags;
  if (input.slug) course.slug = *input.slug;
  if (input.rating_tenths) course.rating_tenths = *input.rating_tenths;
  if (input.published) course.published = *input.published;
  if (input.workplace_first_aid) course.workplace_first_aid = *input.workplace_first_aid;
  if (input.certificate_valid_months) course.certificate_valid_months = *input.certificate_valid_months;
  if (input.renewal_course_id) course.renewal_course_id = *input.renewal_course_id;
  if (input.what_to_bring) std::tie(course.what_to_bring_fr, course.what_to_bring_en) = *input.what_to_bring;
  if (input.participants_per_instructor)
    course.participants_per_instructor = *input.participants_per_instructor;
  if (input.early_childhood) course.early_childhood = *input.early_childhood;
}

// Each course's students (its enrollments), counted over the whole history: kept figures (decision 041).
const char* const students_set = "course-students";

figures::Figures count_students(soci::session& sql, long long) {
  figures::Figures students;
  for (const auto& [course, count] : course_rows::students_by_course(sql))
    students["course:" + std::to_string(course)] = count;
  return students;
}

}  // namespace

void refresh_student_counts(core::Context& context) {
  figures::refresh(context, students_set, count_students);
}

void CourseService::attach_students(std::vector<Course>& courses) {
  if (courses.empty()) return;
  const auto students = figures::read(context_, students_set, count_students);
  for (auto& course : courses) {
    auto found = students.find("course:" + std::to_string(course.id));
    course.students = found == students.end() ? 0 : found->second;
  }
}

Course CourseService::with_students(Course course) {
  std::vector<Course> one{std::move(course)};
  attach_students(one);
  return std::move(one.front());
}

std::vector<Course> CourseService::catalogue(const CatalogueQuery& query) {
  std::vector<Course> courses;
  {
    auto sql = db::connection(context_.database);
    courses = course_rows::list(*sql, {true, query.category});
  }
  attach_students(courses);
  // Searched here rather than in SQL: SQLite's LOWER() folds ASCII only, and visitors type
  // "reanimation" for "réanimation". The catalogue holds tens of courses, not thousands.
  const std::string needle = text::search_key(query.search);
  if (needle.empty()) return courses;
  std::erase_if(courses, [&needle](const Course& course) {
    return searchable_text(course).find(needle) == std::string::npos;
  });
  return courses;
}

Course CourseService::find(const std::string& id_or_slug, bool include_hidden) {
  auto sql = db::connection(context_.database);
  auto id = http::parse_id(id_or_slug);
  auto course = id ? course_rows::find_by_id(*sql, *id) : course_rows::find_by_slug(*sql, id_or_slug);
  if (!course || (!include_hidden && (!course->published || course->archived))) not_found();
  sql.reset();
  return with_students(*course);
}

CoursePage CourseService::admin_page(const PageRequest& page) {
  auto sql = db::connection(context_.database);
  CoursePage result;
  result.courses = course_rows::admin_page(*sql, page);
  result.next_cursor = core::finish_page(result.courses, page, [](const Course& course) {
    return Keyset{course.id, course.id};
  });
  result.total = course_rows::count_not_archived(*sql);
  sql.reset();
  attach_students(result.courses);
  return result;
}

namespace {

// The renewing course exists (it may be the course itself).
void check_renewal(soci::session& sql, const Course& course) {
  if (course.renewal_course_id == 0 || course.renewal_course_id == course.id) return;
  if (!course_rows::find_by_id(sql, course.renewal_course_id))
    throw errors::ValidationError(errors::HttpError::Fields{{"renewalCourseId", "unknown-course"}});
}

}  // namespace

Course CourseService::create(const CourseInput& input) {
  Course course;
  apply(course, input);
  course.created_at = course.updated_at = context_.clock.now();
  // A generated slug can be taken by a concurrent creation between our check and our insert
  // (PostgreSQL); trying again picks the next free one. A slug the admin chose is never changed.
  for (int attempt = 1;; ++attempt) {
    try {
      db::Transaction tx(context_.database);
      check_renewal(tx.sql(), course);
      if (!input.slug) course.slug = free_slug(tx.sql(), text::slugify(input.title_fr));
      long long id = course_rows::insert(tx.sql(), course);
      auto created = course_rows::find_by_id(tx.sql(), id);
      tx.commit();
      return with_students(*created);
    } catch (const errors::Conflict&) {
      if (input.slug || attempt == 3) throw;
    }
  }
}

Course CourseService::update(long long id, const CourseInput& input) {
  db::Transaction tx(context_.database);
  auto course = course_rows::find_by_id(tx.sql(), id);
  if (!course) not_found();
  apply(*course, input);
  check_renewal(tx.sql(), *course);
  course->updated_at = context_.clock.now();
  course_rows::update(tx.sql(), *course);
  auto updated = course_rows::find_by_id(tx.sql(), id);
  tx.commit();
  return with_students(*updated);
}

std::string CourseService::remove(long long id) {
  db::Transaction tx(context_.database);
  if (!course_rows::find_by_id(tx.sql(), id)) not_found();
  std::string result = "deleted";
  if (course_rows::has_bookings_or_enrollments(tx.sql(), id)) {
    course_rows::archive(tx.sql(), id, context_.clock.now());
    result = "archived";
  } else {
    course_rows::remove(tx.sql(), id);
  }
  tx.commit();
  return result;
}

}  // namespace secours::courses
