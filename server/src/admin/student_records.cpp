#include "admin/student_records.h"

#include <soci/soci.h>

#include "audit/audit_service.h"
#include "auth/auth_service.h"
#include "auth/user_json.h"
#include "bookings/booking_json.h"
#include "bookings/booking_record_service.h"
#include "certificates/certificate_json.h"
#include "certificates/certificate_service.h"
#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/text_keys.h"
#include "common/time_format.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "learning/learning_service.h"
#include "privacy/erasure_service.h"

namespace secours::admin {

namespace {

auth::User find_student(soci::session& sql, long long id) {
  auto user = auth::find_account(sql, id);
  if (!user || user->role != auth::Role::student || !user->active)
    throw errors::NotFound("not-found", "No such student.");
  return *user;
}

nlohmann::json enrollments_json(soci::session& sql, long long student_id, const std::string& language) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& enrollment : learning::student_enrollments(sql, student_id, language)) {
    const bool completed = enrollment.completed_at.has_value();
    list.push_back(
        {{"id", enrollment.id},
         {"courseId", enrollment.course_id},
         {"courseTitle", enrollment.course_title},
         {"progress", enrollment.progress},
         {"attended", enrollment.attended},
         {"completed", completed},
         {"completedAt", completed ? nlohmann::json(iso8601(*enrollment.completed_at)) : nlohmann::json()},
         {"createdAt", iso8601(enrollment.created_at)},
         {"paid", enrollment.paid},
         {"completionOverride", nullptr}});
    if (enrollment.override_reason) {
      list.back()["completionOverride"] = {{"reason", *enrollment.override_reason},
                                           {"at", iso8601(enrollment.override_at)},
                                           {"by", enrollment.override_by}};
    }
  }
  return list;
}

}  // namespace

StudentPage find_students(core::Context& context, const std::vector<std::string>& words,
                          const PageRequest& page) {
  auto sql = db::connection(context.database);
  StudentPage result;
  result.students = auth::students_page(*sql, words, page);
  result.next_cursor = core::finish_page(result.students, page, core::by_created_at);
  return result;
}

nlohmann::json student_detail(core::Context& context, long long student_id, const std::string& language) {
  auto sql = db::connection(context.database);
  auto student = find_student(*sql, student_id);
  nlohmann::json bookings = nlohmann::json::array();
  for (const auto& booking : bookings::bookings_of_account(*sql, student_id)) {
    bookings.push_back(bookings::admin_booking_json(booking, context.config, context.clock.now(), language));
  }
  nlohmann::json certificates = nlohmann::json::array();
  const auto today = quebec_date(context.clock.now());
  for (const auto& certificate : certificates::holder_certificates(*sql, student_id)) {
    certificates.push_back(certificates::certificate_json(certificate, language, today));
  }
  return {{"student", auth::user_json(student)},
          {"bookings", bookings},
          {"enrollments", enrollments_json(*sql, student_id, language)},
          {"certificates", certificates}};
}

void remove_student(core::Context& context, long long student_id, const auth::User& admin) {
  db::Transaction tx(context.database);
  const long long now = context.clock.now();
  privacy::erase_person(tx.sql(), find_student(tx.sql(), student_id), admin.id, now);
  // After the erasure, which takes the person's address out of the trail: the entry names the account.
  audit::record(tx.sql(), {admin.id, admin.email}, audit::Action::erase, {student_id, ""},
                "DELETE /api/admin/students/" + std::to_string(student_id), now);
  tx.commit();
}

}  // namespace secours::admin
