#include "certificates/certificate_repository.h"

#include <soci/soci.h>

#include <stdexcept>

#include "db/row.h"
#include "db/statements.h"
#include "db/transaction.h"

namespace secours::certificates::repository {

namespace {

const char* const columns =
    "id, COALESCE(enrollment_id, 0), COALESCE(user_id, 0), course_id, credential_id, holder_name, title_fr, "
    "title_en, accreditation, accreditation_en, issued_on, expires_on, (SELECT COALESCE(renewal_course_id, "
    "0) "
    "FROM courses WHERE courses.id = certificates.course_id), COALESCE(booking_id, 0), instructor_name, "
    "instructor_number, early_childhood_minutes";

Certificate read(const soci::row& row) {
  Certificate c;
  db::Columns(row).read(c.id, c.enrollment_id, c.user_id, c.course_id, c.credential_id, c.holder_name,
                        c.title_fr, c.title_en, c.accreditation_fr, c.accreditation_en, c.issued_on,
                        c.expires_on, c.renewal_course_id, c.booking_id, c.instructor_name,
                        c.instructor_number, c.early_childhood_minutes);
  return c;
}

// Writes a new certificate (its credential id drawn here) and returns its id.
long long insert(soci::session& sql, Certificate& certificate, long long now) {
  certificate.credential_id = new_credential_id();
  soci::indicator enrollment = certificate.enrollment_id ? soci::i_ok : soci::i_null;
  soci::indicator user = certificate.user_id ? soci::i_ok : soci::i_null;
  soci::indicator booking = certificate.booking_id ? soci::i_ok : soci::i_null;
  sql << "INSERT INTO certificates (enrollment_id, user_id, booking_id, course_id, credential_id, "
         "holder_name, "
         "title_fr, title_en, accreditation, accreditation_en, issued_at, issued_on, expires_on, "
         "instructor_name, "
         "instructor_number, early_childhood_minutes) VALUES (:e, :u, :b, :c, :cred, :h, :tf, :te, :a, :ae, "
         ":at, "
         ":on, :ex, :in, :inn, :hours) RETURNING id",
      soci::use(certificate.enrollment_id, enrollment), soci::use(certificate.user_id, user),
      soci::use(certificate.booking_id, booking), soci::use(certificate.course_id),
      soci::use(certificate.credential_id), soci::use(certificate.holder_name),
      soci::use(certificate.title_fr), soci::use(certificate.title_en),
      soci::use(certificate.accreditation_fr), soci::use(certificate.accreditation_en), soci::use(now),
      soci::use(certificate.issued_on), soci::use(certificate.expires_on),
      soci::use(certificate.instructor_name), soci::use(certificate.instructor_number),
      soci::use(certificate.early_childhood_minutes), soci::into(certificate.id);
  return certificate.id;
}

// What a certificate of `course_id` copies from its course on the day it is issued.
void copy_course(soci::session& sql, Certificate& certificate) {
  soci::row row;
  sql << "SELECT title_fr, title_en, accreditation, accreditation_en, certificate_valid_months, "
         "early_childhood, duration_minutes FROM courses WHERE id = :c",
      soci::use(certificate.course_id), soci::into(row);
  if (!sql.got_data()) throw std::runtime_error("no course " + std::to_string(certificate.course_id));
  int valid_months = 0;
  bool early_childhood = false;
  long long minutes = 0;
  db::Columns(row).read(certificate.title_fr, certificate.title_en, certificate.accreditation_fr,
                        certificate.accreditation_en, valid_months, early_childhood, minutes);
  certificate.expires_on = add_months(certificate.issued_on, valid_months);
  certificate.early_childhood_minutes = early_childhood ? minutes : 0;
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

std::optional<Certificate> find_by_booking(soci::session& sql, long long booking_id) {
  return find_one(sql, "booking_id = :v", booking_id);
}

std::optional<Certificate> lock_seat(soci::session& sql, long long booking_id) {
  long long locked = 0;
  sql << "SELECT b.id FROM bookings b WHERE b.id = :b" + db::lock_rows_clause(sql, "b"),
      soci::use(booking_id), soci::into(locked);
  return find_by_booking(sql, booking_id);
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
  sql << "SELECT e.user_id, e.course_id, COALESCE(e.booking_id, 0), u.first_name, u.last_name FROM "
         "enrollments e "
         "JOIN users u ON u.id = e.user_id WHERE e.id = :e",
      soci::use(enrollment_id), soci::into(row);
  if (!sql.got_data()) throw std::runtime_error("no enrollment " + std::to_string(enrollment_id));
  Certificate certificate;
  certificate.enrollment_id = enrollment_id;
  std::string first_name, last_name;
  db::Columns(row).read(certificate.user_id, certificate.course_id, certificate.booking_id, first_name,
                        last_name);
  certificate.holder_name = first_name + " " + last_name;
  certificate.issued_on = issued_on;
  copy_course(sql, certificate);
  insert(sql, certificate, now);
  return certificate;
}

Certificate issue_for_booking(soci::session& sql, const BookingCertificate& seat, long long now,
                              const std::string& issued_on) {
  soci::row row;
  sql << "SELECT b.course_id, COALESCE(b.user_id, 0), COALESCE((SELECT e.id FROM enrollments e WHERE "
         "e.booking_id = b.id), 0) FROM bookings b WHERE b.id = :b",
      soci::use(seat.booking_id), soci::into(row);
  if (!sql.got_data()) throw std::runtime_error("no booking " + std::to_string(seat.booking_id));
  Certificate certificate;
  certificate.booking_id = seat.booking_id;
  db::Columns(row).read(certificate.course_id, certificate.user_id, certificate.enrollment_id);
  certificate.holder_name = seat.holder_name;
  certificate.instructor_name = seat.instructor_name;
  certificate.instructor_number = seat.instructor_number;
  certificate.issued_on = issued_on;
  copy_course(sql, certificate);
  insert(sql, certificate, now);
  return certificate;
}

std::vector<long long> link_to_account(soci::session& sql, long long user_id) {
  auto ids =
      db::select_integers(sql,
                          "SELECT c.id FROM certificates c JOIN bookings b ON b.id = c.booking_id WHERE "
                          "b.user_id = :u AND c.user_id IS NULL",
                          user_id);
  for (long long id : ids) {
    sql << "UPDATE certificates SET user_id = :u, enrollment_id = (SELECT e.id FROM enrollments e WHERE "
           "e.booking_id = certificates.booking_id) WHERE id = :id",
        soci::use(user_id), soci::use(id);
  }
  return ids;
}

}  // namespace secours::certificates::repository
