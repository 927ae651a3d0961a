#include "certificates/renewal_repository.h"

#include <soci/soci.h>

#include "db/row.h"
#include "db/statements.h"

namespace secours::certificates::renewal_rows {

std::vector<long long> due(soci::session& sql, const std::string& after, const std::string& by, int stage,
                           int limit) {
  return db::select_integers(
      sql,
      "SELECT c.id FROM certificates c JOIN courses co ON co.id = c.course_id WHERE co.renewal_course_id IS "
      "NOT "
      "NULL AND c.expires_on > :after AND c.expires_on <= :by AND NOT EXISTS (SELECT 1 FROM "
      "renewal_reminders r "
      "WHERE r.certificate_id = c.id AND r.stage = :stage) ORDER BY c.expires_on, c.id LIMIT " +
          std::to_string(limit),
      after, by, stage);
}

bool decide(soci::session& sql, long long certificate_id, int stage, bool sent, long long now) {
  const int flag = sent ? 1 : 0;
  return db::changed_one_row(
      sql,
      "INSERT INTO renewal_reminders (certificate_id, stage, sent, decided_at) VALUES "
      "(:certificate, :stage, :sent, :now) ON CONFLICT (certificate_id, stage) DO NOTHING",
      certificate_id, stage, flag, now);
}

std::optional<RenewalFacts> facts(soci::session& sql, long long certificate_id, long long now) {
  soci::row row;
  sql << "SELECT u.email, u.first_name, u.language, r.id, r.title_fr, r.title_en, u.id, u.email_key FROM "
         "certificates c "
         "JOIN users u ON u.id = c.user_id JOIN courses co ON co.id = c.course_id JOIN courses r ON r.id = "
         "co.renewal_course_id WHERE c.id = :id",
      soci::use(certificate_id), soci::into(row);
  if (!sql.got_data()) return std::nullopt;
  RenewalFacts found;
  long long user_id = 0;
  std::string email_key;
  db::Columns(row).read(found.email, found.first_name, found.language, found.renewal_course_id,
                        found.renewal_title_fr, found.renewal_title_en, user_id, email_key);
  // The renewal is booked by a live booking of the renewing course made since the certificate was issued,
  // for a session still to come or on request. The booking that earned a certificate never counts (issue
  // 41: a certificate earned on request, where the renewing course is the course itself).
  long long booked = 0;
  sql << "SELECT COUNT(*) FROM bookings b LEFT JOIN course_sessions s ON s.id = b.session_id JOIN "
         "certificates c ON c.id = :certificate WHERE b.course_id = :course AND (b.user_id = :user OR "
         "b.email_key = :email) AND b.status IN ('pending', 'approved') AND (b.session_id IS NULL OR "
         "s.starts_at > :now) AND b.created_at >= c.issued_at AND NOT EXISTS (SELECT 1 FROM certificates e "
         "WHERE e.booking_id = b.id)",
      soci::use(certificate_id), soci::use(found.renewal_course_id), soci::use(user_id), soci::use(email_key),
      soci::use(now), soci::into(booked);
  found.already_booked = booked > 0;
  soci::row next;
  sql << "SELECT starts_at, ends_at, location FROM course_sessions WHERE course_id = :course AND status = "
         "'scheduled' AND company_id IS NULL AND starts_at > :now AND seats_taken < capacity ORDER BY "
         "starts_at LIMIT 1",
      soci::use(found.renewal_course_id), soci::use(now), soci::into(next);
  if (sql.got_data()) {
    db::Columns(next).read(found.next_session_starts_at, found.next_session_ends_at,
                           found.next_session_location);
  }
  return found;
}

}  // namespace secours::certificates::renewal_rows
