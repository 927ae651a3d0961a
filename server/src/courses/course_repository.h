#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "courses/course.h"
#include "db/session_fwd.h"

namespace secours::courses {

// SQL for courses and their tags; every function takes the caller's session (and so its transaction).
namespace course_rows {

struct ListFilter {
  bool published_only = true;
  std::string category;  // empty: every category
};

// Courses that are not archived, in catalogue order (oldest first), with tags and student counts.
std::vector<Course> list(soci::session& sql, const ListFilter& filter);
// One page of the courses that are not archived, published or not, oldest first, and one more row when
// a next page exists (core::finish_page); the keyset is the id alone.
std::vector<Course> admin_page(soci::session& sql, const PageRequest& page);
long long count_not_archived(soci::session& sql);
// Each course's enrollments (its students), by course id; the courses read above leave them at 0
// (courses/course_service.cpp takes them from the kept figures: decision 041).
std::map<long long, long long> students_by_course(soci::session& sql);
std::optional<Course> find_by_id(soci::session& sql, long long id);
std::optional<Course> find_by_slug(soci::session& sql, const std::string& slug);
// Slugs equal to `base` or to `base-…`, to pick a free suffix.
std::vector<std::string> slugs_like(soci::session& sql, const std::string& base);

// Inserts the course and its tags and returns the new id; a taken slug is errors::Conflict("slug-taken").
long long insert(soci::session& sql, const Course& course);
// Replaces every stored field but created_at, and the tags; same conflict rule for the slug.
void update(soci::session& sql, const Course& course);

// True when enrollments, bookings or scheduled sessions refer to the course: deleting it would lose
// people's history (or break a foreign key), so it is archived instead.
bool has_bookings_or_enrollments(soci::session& sql, long long id);
// Whether the course's certificate makes its holder a first-aider in the CNESST's sense (a company's
// compliance counts only these).
void set_workplace_first_aid(soci::session& sql, long long id, bool qualifies);
void archive(soci::session& sql, long long id, long long now);
void remove(soci::session& sql, long long id);

}  // namespace course_rows
}  // namespace secours::courses
