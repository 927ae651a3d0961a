#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/context.h"
#include "courses/course.h"

namespace secours::courses {

struct CatalogueQuery {
  std::string category;  // empty: every category
  std::string search;    // empty: every course
};

// The catalogue's rules. Every method owns its transaction.
class CourseService {
 public:
  explicit CourseService(core::Context& context) : context_(context) {}

  // Published, non-archived courses matching the query.
  std::vector<Course> catalogue(const CatalogueQuery& query);
  // By id (all digits) or slug; NotFound for unpublished or archived ones unless `include_hidden`.
  Course find(const std::string& id_or_slug, bool include_hidden);
  // Every non-archived course, published or not.
  std::vector<Course> all();

  Course create(const CourseInput& input);
  Course update(long long id, const CourseInput& input);
  // Deletes the course, or archives it when bookings or enrollments refer to it.
  // Returns "deleted" or "archived".
  std::string remove(long long id);

 private:
  core::Context& context_;
};

}  // namespace secours::courses
