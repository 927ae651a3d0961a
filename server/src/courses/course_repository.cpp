#include "courses/course_repository.h"

#include <soci/soci.h>

#include <map>

#include "common/text_keys.h"
#include "db/errors.h"
#include "db/row.h"
#include "db/statements.h"

namespace secours::courses::course_rows {

namespace {

const char* const columns =
    "id, slug, title_fr, title_en, description_fr, description_en, instructor, price_cents, "
    "original_price_cents, duration_minutes, level, certification_level, category, accreditation, "
    "accreditation_en, rating_tenths, image_url, published, archived, created_at, updated_at, 0, "
    "workplace_first_aid, certificate_valid_months, COALESCE(renewal_course_id, 0), what_to_bring, "
    "what_to_bring_en, COALESCE(participants_per_instructor, 0), early_childhood";

Course read_course(const soci::row& row) {
  Course course;
  db::Columns(row).read(
      course.id, course.slug, course.title_fr, course.title_en, course.description_fr, course.description_en,
      course.instructor, course.price_cents, course.original_price_cents, course.duration_minutes,
      course.level, course.certification_level, course.category, course.accreditation_fr,
      course.accreditation_en, course.rating_tenths, course.image_url, course.published, course.archived,
      course.created_at, course.updated_at, course.students, course.workplace_first_aid,
      course.certificate_valid_months, course.renewal_course_id, course.what_to_bring_fr,
      course.what_to_bring_en, course.participants_per_instructor, course.early_childhood);
  return course;
}

// Tags of the given courses, in the admin's order.
void attach_tags(soci::session& sql, std::vector<Course>& courses) {
  if (courses.empty()) return;
  std::map<long long, Course*> by_id;
  for (auto& course : courses) by_id[course.id] = &course;
  long long low = by_id.begin()->first, high = by_id.rbegin()->first;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT course_id, tag, tag_en FROM course_tags WHERE course_id BETWEEN :low AND :high "
                      "ORDER BY course_id, ordinal",
       soci::use(low), soci::use(high));
  for (const auto& row : rows) {
    auto it = by_id.find(db::get_integer(row, 0));
    if (it != by_id.end()) it->second->tags.push_back({db::get_text(row, 1), db::get_text(row, 2)});
  }
}

void insert_tags(soci::session& sql, long long id, const std::vector<Tag>& tags) {
  sql << "DELETE FROM course_tags WHERE course_id = :id", soci::use(id);
  int ordinal = 0;
  for (const auto& tag : tags) {
    std::string key = text::fold_case(tag.fr);
    sql << "INSERT INTO course_tags (course_id, ordinal, tag, tag_en, tag_key) VALUES (:c, :o, :t, :te, :k)",
        soci::use(id), soci::use(ordinal), soci::use(tag.fr), soci::use(tag.en), soci::use(key);
    ++ordinal;
  }
}

// `limit`: what follows ORDER BY id ("LIMIT 51"), or nothing.
template <typename... Values>
std::vector<Course> select_limited(soci::session& sql, const std::string& where, const std::string& limit,
                                   const Values&... values) {
  auto courses = db::select_rows(
      sql, std::string("SELECT ") + columns + " FROM courses WHERE " + where + " ORDER BY id " + limit,
      read_course, values...);
  attach_tags(sql, courses);
  return courses;
}

template <typename... Values>
std::vector<Course> select(soci::session& sql, const std::string& where, const Values&... values) {
  return select_limited(sql, where, "", values...);
}

// Runs `write`, a statement that writes a course's slug: a slug another course has is refused.
void writing_slug(const std::function<void()>& write) {
  db::translate_conflict(write, "slug-taken", "Another course already has this address.");
}

}  // namespace

std::vector<Course> list(soci::session& sql, const ListFilter& filter) {
  std::string where = "archived = 0";
  if (filter.published_only) where += " AND published = 1";
  if (filter.category.empty()) return select(sql, where);
  return select(sql, where + " AND category = :category", filter.category);
}

std::vector<Course> admin_page(soci::session& sql, const PageRequest& page) {
  std::string where = "archived = 0";
  if (page.after) where += " AND id > " + std::to_string(page.after->id);
  return select_limited(sql, where, "LIMIT " + std::to_string(page.limit + 1));
}

std::map<long long, long long> students_by_course(soci::session& sql) {
  std::map<long long, long long> students;
  soci::rowset<soci::row> rows = sql.prepare
                                 << "SELECT course_id, COUNT(*) FROM enrollments GROUP BY course_id";
  for (const auto& row : rows) students[db::get_integer(row, 0)] = db::get_integer(row, 1);
  return students;
}

long long count_not_archived(soci::session& sql) {
  long long count = 0;
  sql << "SELECT COUNT(*) FROM courses WHERE archived = 0", soci::into(count);
  return count;
}

std::optional<Course> find_by_id(soci::session& sql, long long id) {
  return db::first(select(sql, "id = :id", id));
}

std::optional<Course> find_by_slug(soci::session& sql, const std::string& slug) {
  return db::first(select(sql, "slug = :slug", slug));
}

std::vector<std::string> slugs_like(soci::session& sql, const std::string& base) {
  // Slugs hold only letters, digits and dashes, so the base has no LIKE wildcard in it.
  std::string pattern = base + "-%";
  soci::rowset<std::string> rows =
      (sql.prepare << "SELECT slug FROM courses WHERE slug = :base OR slug LIKE :pattern", soci::use(base),
       soci::use(pattern));
  return {rows.begin(), rows.end()};
}

void update(soci::session& sql, const Course& course) {
  int published = course.published ? 1 : 0, archived = course.archived ? 1 : 0;
  writing_slug([&] {
    sql << "UPDATE courses SET slug = :slug, title_fr = :title_fr, title_en = :title_en, description_fr "
           "= "
           ":description_fr, description_en = :description_en, instructor = :instructor, price_cents = "
           ":price, original_price_cents = :original, duration_minutes = :duration, level = :level, "
           "certification_level = :certification, category = :category, accreditation = :accreditation, "
           "accreditation_en = :accreditation_en, rating_tenths = :rating, image_url = :image, published "
           "= "
           ":published, archived = :archived, updated_at = :updated WHERE id = :id",
        soci::use(course.slug), soci::use(course.title_fr), soci::use(course.title_en),
        soci::use(course.description_fr), soci::use(course.description_en), soci::use(course.instructor),
        soci::use(course.price_cents), soci::use(course.original_price_cents),
        soci::use(course.duration_minutes), soci::use(course.level), soci::use(course.certification_level),
        soci::use(course.category), soci::use(course.accreditation_fr), soci::use(course.accreditation_en),
        soci::use(course.rating_tenths), soci::use(course.image_url), soci::use(published),
        soci::use(archived), soci::use(course.updated_at), soci::use(course.id);
  });
  insert_tags(sql, course.id, course.tags);
  set_workplace_first_aid(sql, course.id, course.workplace_first_aid);
  soci::indicator renewal = course.renewal_course_id ? soci::i_ok : soci::i_null;
  sql << "UPDATE courses SET certificate_valid_months = :months, renewal_course_id = :renewal, what_to_bring "
         "= "
         ":bring, what_to_bring_en = :bring_en WHERE id = :id",
      soci::use(course.certificate_valid_months), soci::use(course.renewal_course_id, renewal),
      soci::use(course.what_to_bring_fr), soci::use(course.what_to_bring_en), soci::use(course.id);
  soci::indicator ratio = course.participants_per_instructor ? soci::i_ok : soci::i_null;
  const int early_childhood = course.early_childhood ? 1 : 0;
  sql << "UPDATE courses SET participants_per_instructor = :ratio, early_childhood = :early WHERE id = :id",
      soci::use(course.participants_per_instructor, ratio), soci::use(early_childhood), soci::use(course.id);
}

long long insert(soci::session& sql, const Course& course) {
  // The row is created with its address and the columns that have no default, then written whole
  // by the same statement as an edit, so that the list of stored fields exists once.
  Course created = course;
  writing_slug([&] {
    created.id =
        db::inserted_id(sql,
                        "INSERT INTO courses (slug, title_fr, description_fr, instructor, price_cents, "
                        "duration_minutes, created_at, updated_at) VALUES (:slug, :title_fr, "
                        ":description_fr, :instructor, :price, :duration, :created, :updated) "
                        "RETURNING id",
                        course.slug, course.title_fr, course.description_fr, course.instructor,
                        course.price_cents, course.duration_minutes, course.created_at, course.updated_at);
  });
  update(sql, created);
  return created.id;
}

bool has_bookings_or_enrollments(soci::session& sql, long long id) {
  // Every table that points at a course without ON DELETE CASCADE: deleting the course would either
  // fail on the foreign key or lose people's history. A table added later that does the same belongs here.
  long long count = 0;
  sql << "SELECT (SELECT COUNT(*) FROM enrollments WHERE course_id = :e) + "
         "(SELECT COUNT(*) FROM bookings WHERE course_id = :b) + "
         "(SELECT COUNT(*) FROM course_sessions WHERE course_id = :s)",
      soci::use(id), soci::use(id), soci::use(id), soci::into(count);
  return count > 0;
}

void archive(soci::session& sql, long long id, long long now) {
  sql << "UPDATE courses SET archived = 1, published = 0, updated_at = :now WHERE id = :id", soci::use(now),
      soci::use(id);
}

void remove(soci::session& sql, long long id) { sql << "DELETE FROM courses WHERE id = :id", soci::use(id); }

void set_workplace_first_aid(soci::session& sql, long long id, bool qualifies) {
  const int flag = qualifies ? 1 : 0;
  sql << "UPDATE courses SET workplace_first_aid = :q WHERE id = :id", soci::use(flag), soci::use(id);
}

}  // namespace secours::courses::course_rows
