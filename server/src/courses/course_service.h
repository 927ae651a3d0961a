#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "core/context.h"
#include "courses/course.h"

namespace secours::courses {

struct CatalogueQuery {
  std::string category;  // empty: every category
  std::string search;    // empty: every course
};

struct CoursePage {
  std::vector<Course> courses;
  std::optional<std::string> next_cursor;
  long long total = 0;  // every non-archived course
};

// The catalogue's rules. Every method owns its transaction.
// Counts each course's students again when due (the background task; decision 041).
void refresh_student_counts(core::Context& context);

class CourseService {
 public:
  explicit CourseService(core::Context& context) : context_(context) {}

  // Published, non-archived courses matching the query.
  std::vector<Course> catalogue(const CatalogueQuery& query);
  // By id (all digits) or slug; NotFound for unpublished or archived ones unless `include_hidden`.
  Course find(const std::string& id_or_slug, bool include_hidden);
  // One page of the non-archived courses, published or not, oldest first.
  CoursePage admin_page(const PageRequest& page);

  Course create(const CourseInput& input);
  Course update(long long id, const CourseInput& input);
  // Deletes the course, or archives it when bookings or enrollments refer to it.
  // Returns "deleted" or "archived".
  std::string remove(long long id);

 private:
  // Sets each course's students from the kept figures (the rows leave them at 0).
  void attach_students(std::vector<Course>& courses);
  Course with_students(Course course);

  core::Context& context_;
};

}  // namespace secours::courses
