#include "admin/student_records.h"

#include <soci/soci.h>

#include "auth/link_repository.h"
#include "auth/user_json.h"
#include "auth/user_repository.h"
#include "bookings/booking_json.h"
#include "bookings/booking_repository.h"
#include "certificates/certificate_json.h"
#include "certificates/certificate_repository.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "db/row.h"
#include "db/transaction.h"
#include "http/errors.h"
#include "mail/outbox_repository.h"

namespace secours::admin {

namespace {

auth::User find_student(soci::session& sql, long long id) {
  auto user = auth::users::find_by_id(sql, id);
  if (!user || user->role != "student" || !user->active)
    throw http::NotFound("not-found", "No such student.");
  return *user;
}

nlohmann::json enrollments_json(soci::session& sql, long long student_id, const std::string& language) {
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT e.id, e.course_id, c.title_fr, c.title_en, e.progress, e.attended, "
                      "e.completed_at, e.created_at, b.payment_status, e.completion_override_reason, "
                      "e.completion_override_at, a.first_name, a.last_name FROM enrollments e "
                      "JOIN courses c ON c.id = e.course_id LEFT JOIN bookings b ON b.id = e.booking_id "
                      "LEFT JOIN users a ON a.id = e.completion_override_by "
                      "WHERE e.user_id = :u ORDER BY e.created_at DESC, e.id DESC",
       soci::use(student_id));
  nlohmann::json list = nlohmann::json::array();
  for (const auto& row : rows) {
    auto title_en = db::get_text(row, 3);
    const bool completed = row.get_indicator(6) != soci::i_null;
    list.push_back(
        {{"id", db::get_integer(row, 0)},
         {"courseId", db::get_integer(row, 1)},
         {"courseTitle", language == "en" && !title_en.empty() ? title_en : db::get_text(row, 2)},
         {"progress", db::get_integer(row, 4)},
         {"attended", db::get_integer(row, 5) != 0},
         {"completed", completed},
         {"completedAt", completed ? nlohmann::json(iso8601(db::get_integer(row, 6))) : nlohmann::json()},
         {"createdAt", iso8601(db::get_integer(row, 7))},
         {"paid", db::get_text(row, 8) == "paid"}});
    if (row.get_indicator(9) != soci::i_null) {
      auto by = validation::trim(db::get_text(row, 11) + " " + db::get_text(row, 12));
      list.back()["completionOverride"] = {
          {"reason", db::get_text(row, 9)}, {"at", iso8601(db::get_integer(row, 10))}, {"by", by}};
    } else {
      list.back()["completionOverride"] = nullptr;
    }
  }
  return list;
}

}  // namespace

nlohmann::json student_detail(app::Context& context, long long student_id, const std::string& language) {
  auto sql = db::connection(context.database);
  auto student = find_student(*sql, student_id);
  nlohmann::json bookings = nlohmann::json::array();
  for (const auto& booking : bookings::booking_rows::list_for_user(*sql, student_id)) {
    bookings.push_back(bookings::admin_booking_json(booking, context.config));
  }
  nlohmann::json certificates = nlohmann::json::array();
  const auto today = quebec_date(context.clock.now());
  for (const auto& certificate : certificates::repository::for_user(*sql, student_id)) {
    certificates.push_back(certificates::certificate_json(certificate, language, today));
  }
  return {{"student", auth::user_json(student)},
          {"bookings", bookings},
          {"enrollments", enrollments_json(*sql, student_id, language)},
          {"certificates", certificates}};
}

void remove_student(app::Context& context, long long student_id, long long admin_id) {
  const long long now = context.clock.now();
  db::Transaction tx(context.database);
  auto& sql = tx.sql();
  auto student = find_student(sql, student_id);
  // A unique, undeliverable address keeps email_key unique and frees the real one for a new account.
  const std::string erased = "removed-" + std::to_string(student_id) + "@invalid";

  std::vector<long long> booking_ids;
  for (const auto& booking : bookings::booking_rows::list_for_user(sql, student_id))
    booking_ids.push_back(booking.id);
  sql << "UPDATE bookings SET first_name = '', last_name = '', email = :e, email_key = :k, phone = '', "
         "special_requests = '', updated_at = :t WHERE user_id = :u",
      soci::use(erased), soci::use(erased), soci::use(now), soci::use(student_id);
  for (long long id : booking_ids) {
    bookings::booking_rows::add_event(sql, id, admin_id, "personal-data-erased", "", now);
  }
  sql << "DELETE FROM certificates WHERE user_id = :u", soci::use(student_id);
  mail::remove_for_recipient(sql, student.email);
  if (!student.pending_email.empty()) mail::remove_for_recipient(sql, student.pending_email);
  sql << "UPDATE bug_reports SET email = '', user_id = NULL WHERE user_id = :u", soci::use(student_id);
  sql << "DELETE FROM sessions WHERE user_id = :u", soci::use(student_id);
  auth::links::remove_all_for_user(sql, student_id);
  sql << "UPDATE users SET email = :e, email_key = :k, password_hash = '!', first_name = '', last_name = '', "
         "phone = '', date_of_birth = '', address = '', avatar_url = '', pending_email = '', active = 0, "
         "updated_at = :t WHERE "
         "id "
         "= :u",
      soci::use(erased), soci::use(erased), soci::use(now), soci::use(student_id);
  tx.commit();
}

}  // namespace secours::admin
