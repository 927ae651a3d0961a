#include "training/training_request_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::training::request_rows {

namespace {

constexpr const char* columns =
    "r.id, r.people, r.address, r.preferred_dates, r.language, r.first_name, r.last_name, r.email, r.phone, "
    "r.company_name, COALESCE(r.company_id, 0), COALESCE(r.user_id, 0), r.message, r.created_at, "
    "COALESCE((SELECT MAX(q.id) FROM quotes q WHERE q.request_id = r.id), 0)";
const auto read_request =
    db::fields(&TrainingRequest::id, &TrainingRequest::people, &TrainingRequest::address,
               &TrainingRequest::preferred_dates, &TrainingRequest::language, &TrainingRequest::first_name,
               &TrainingRequest::last_name, &TrainingRequest::email, &TrainingRequest::phone,
               &TrainingRequest::company_name, &TrainingRequest::company_id, &TrainingRequest::user_id,
               &TrainingRequest::message, &TrainingRequest::created_at, &TrainingRequest::latest_quote_id);

// Each request's courses, one query for the page.
void load_courses(soci::session& sql, std::vector<TrainingRequest>& requests) {
  if (requests.empty()) return;
  std::vector<long long> ids;
  for (const auto& request : requests) ids.push_back(request.id);
  soci::rowset<soci::row> rows =
      sql.prepare << "SELECT t.request_id, c.id, c.title_fr, c.title_en FROM training_request_courses t "
                     "JOIN courses c ON c.id = t.course_id WHERE t.request_id IN (" +
                         db::id_list(ids) + ") ORDER BY t.request_id, c.title_fr";
  for (const auto& row : rows) {
    long long request_id = 0;
    RequestedCourse course;
    db::Columns(row).read(request_id, course.id, course.title_fr, course.title_en);
    for (auto& request : requests)
      if (request.id == request_id) request.courses.push_back(course);
  }
}

}  // namespace

long long insert(soci::session& sql, const TrainingRequest& r) {
  const long long id = db::inserted_id(
      sql,
      "INSERT INTO training_requests (people, address, preferred_dates, language, first_name, last_name, "
      "email, phone, company_name, company_id, user_id, message, created_at) VALUES (:people, :address, "
      ":dates, :language, :first, :last, :email, :phone, :company, NULLIF(:company_id, 0), NULLIF(:user, 0), "
      ":message, :created) RETURNING id",
      r.people, r.address, r.preferred_dates, r.language, r.first_name, r.last_name, r.email, r.phone,
      r.company_name, r.company_id, r.user_id, r.message, r.created_at);
  for (const auto& course : r.courses)
    sql << "INSERT INTO training_request_courses (request_id, course_id) VALUES (:r, :c)", soci::use(id),
        soci::use(course.id);
  return id;
}

std::optional<TrainingRequest> find(soci::session& sql, long long id) {
  auto found = db::select_rows(
      sql, std::string("SELECT ") + columns + " FROM training_requests r WHERE r.id = :id", read_request, id);
  load_courses(sql, found);
  return db::first(std::move(found));
}

std::vector<TrainingRequest> page(soci::session& sql, std::optional<bool> quoted, const PageRequest& page) {
  std::string query = std::string("SELECT ") + columns + " FROM training_requests r WHERE 1 = 1";
  if (quoted)
    query += std::string(" AND ") + (*quoted ? "" : "NOT ") +
             "EXISTS (SELECT 1 FROM quotes q WHERE q.request_id = r.id)";
  auto found = db::newest_first_page(sql, query, "r", page, read_request);
  load_courses(sql, found);
  return found;
}

std::vector<TrainingRequest> of_person(soci::session& sql, long long user_id, const std::string& address) {
  auto found =
      db::select_rows(sql,
                      std::string("SELECT ") + columns +
                          " FROM training_requests r WHERE r.user_id = :u OR (:a <> '' AND LOWER(r.email) "
                          "= LOWER(:a2)) ORDER BY r.created_at, r.id",
                      read_request, user_id, address, address);
  load_courses(sql, found);
  return found;
}

void forget_person(soci::session& sql, long long user_id, const std::string& address,
                   const std::string& replacement) {
  db::changed_rows(
      sql,
      "UPDATE training_requests SET first_name = '', last_name = '', email = :erased, phone = '', "
      "message = '', user_id = NULL WHERE user_id = :user OR LOWER(email) = LOWER(:address)",
      replacement, user_id, address);
  db::changed_rows(
      sql,
      "UPDATE quotes SET contact_name = '', contact_email = :erased WHERE LOWER(contact_email) = "
      "LOWER(:address)",
      replacement, address);
}

}  // namespace secours::training::request_rows
