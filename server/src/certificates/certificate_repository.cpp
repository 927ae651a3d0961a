#include "certificates/certificate_repository.h"

#include <soci/soci.h>

#include <stdexcept>

#include "db/row.h"
#include "db/statements.h"

namespace secours::certificates::repository {

namespace {

const char* const columns =
    "id, enrollment_id, user_id, course_id, credential_id, holder_name, title_fr, title_en, accreditation, "
    "accreditation_en, issued_on, expires_on, (SELECT COALESCE(renewal_course_id, 0) FROM courses WHERE "
    "courses.id = certificates.course_id)";

Certificate read(const soci::row& row) {
  Certificate c;
  db::Columns(row).read(c.id, c.enrollment_id, c.user_id, c.course_id, c.credential_id, c.holder_name,
                        c.title_fr, c.title_en, c.accreditation_fr, c.accreditation_en, c.issued_on,
                        c.expires_on, c.renewal_course_id);
  return c;
}

template <typename Value>
std::optional<Certificate> find_one(soci::session& sql, const std::string& where, const Value& value) {
  soci::row row;
  sql << std::string("SELECT ") + columns + " FROM certificates WHERE " + where, soci::use(value),
      soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  return read(row);
}

}  // namespace

std::optional<Certificate> find_by_id(soci::session& sql, long long id) {
  return find_one(sql, "id = :v", id);
}

std::optional<Certificate> find_by_credential(soci::session& sql, const std::string& credential_id) {
  return find_one(sql, "credential_id = :v", credential_id);
}

std::optional<Certificate> find_by_enrollment(soci::session& sql, long long enrollment_id) {
  return find_one(sql, "enrollment_id = :v", enrollment_id);
}

std::vector<Certificate> for_user(soci::session& sql, long long user_id) {
  return db::select_rows(
      sql, std::string("SELECT ") + columns + " FROM certificates WHERE user_id = :u ORDER BY issued_at DESC",
      read, user_id);
}

bool is_withdrawn(soci::session& sql, const std::string& credential_id) {
  int found = 0;
  sql << "SELECT 1 FROM withdrawn_certificates WHERE credential_id = :c", soci::use(credential_id),
      soci::into(found);
  return sql.got_data();
}

void withdraw_for_user(soci::session& sql, long long user_id, long long now) {
  sql << "INSERT INTO withdrawn_certificates (credential_id, withdrawn_at) SELECT credential_id, :now FROM "
         "certificates WHERE user_id = :u",
      soci::use(now), soci::use(user_id);
  remove_for_user(sql, user_id);
}

void remove_for_user(soci::session& sql, long long user_id) {
  sql << "DELETE FROM certificates WHERE user_id = :u", soci::use(user_id);
}

Certificate issue(soci::session& sql, long long enrollment_id, long long now, const std::string& issued_on) {
  soci::row row;
  sql << "SELECT e.user_id, e.course_id, u.first_name, u.last_name, c.title_fr, c.title_en, c.accreditation, "
         "c.certificate_valid_months, c.accreditation_en FROM enrollments e JOIN users u ON u.id = e.user_id "
         "JOIN courses c ON "
         "c.id = "
         "e.course_id WHERE e.id = :e",
      soci::use(enrollment_id), soci::into(row);
  if (!sql.got_data()) throw std::runtime_error("no enrollment " + std::to_string(enrollment_id));
  Certificate certificate;
  certificate.enrollment_id = enrollment_id;
  std::string first_name, last_name;
  int valid_months = 0;
  db::Columns(row).read(certificate.user_id, certificate.course_id, first_name, last_name,
                        certificate.title_fr, certificate.title_en, certificate.accreditation_fr,
                        valid_months, certificate.accreditation_en);
  certificate.holder_name = first_name + " " + last_name;
  certificate.issued_on = issued_on;
  certificate.expires_on = add_months(issued_on, valid_months);
  certificate.credential_id = new_credential_id();
  sql << "INSERT INTO certificates (enrollment_id, user_id, course_id, credential_id, holder_name, title_fr, "
         "title_en, "
         "accreditation, accreditation_en, issued_at, issued_on, expires_on) VALUES (:e, :u, :c, :cred, :h, "
         ":tf, :te, :a, :ae, :at, :on, :ex) "
         "RETURNING id",
      soci::use(certificate.enrollment_id), soci::use(certificate.user_id), soci::use(certificate.course_id),
      soci::use(certificate.credential_id), soci::use(certificate.holder_name),
      soci::use(certificate.title_fr), soci::use(certificate.title_en),
      soci::use(certificate.accreditation_fr), soci::use(certificate.accreditation_en), soci::use(now),
      soci::use(certificate.issued_on), soci::use(certificate.expires_on), soci::into(certificate.id);
  return certificate;
}

}  // namespace secours::certificates::repository
