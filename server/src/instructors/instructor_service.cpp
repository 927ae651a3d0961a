#include "instructors/instructor_service.h"

#include "auth/auth_service.h"
#include "common/errors.h"
#include "core/paging.h"
#include "db/transaction.h"
#include "instructors/instructor_repository.h"

namespace secours::instructors {

bool lock_for_staffing(soci::session& sql, long long user_id) {
  return instructor_rows::lock_active(sql, user_id);
}

std::string certificate_number_for(soci::session& sql, long long user_id, const std::string& accreditation,
                                   const std::string& today) {
  const auto profile = instructor_rows::find(sql, user_id);
  return profile ? certificate_number(*profile, accreditation, today) : "";
}

namespace {

[[noreturn]] void no_such_instructor() { throw errors::NotFound("not-found", "No such instructor."); }

Instructor active_instructor(soci::session& sql, long long user_id) {
  auto instructor = instructor_rows::find(sql, user_id);
  if (!instructor || !instructor->active) no_such_instructor();
  return *instructor;
}

}  // namespace

Instructor InstructorService::appoint(const std::string& email) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto user = auth::find_account_by_email(sql, email);
  if (!user || !user->active) throw errors::NotFound("no-account", "No account has this address.");
  if (!user->email_verified())
    throw errors::Conflict("email-not-verified", "The account's address is not proven yet.");
  if (user->is_admin()) throw errors::Conflict("office-account", "An office account cannot teach.");
  if (user->is_instructor())
    throw errors::Conflict("already-instructor", "This account is already an instructor.");
  auth::change_role(sql, user->id, auth::Role::instructor, now);
  instructor_rows::activate(sql, user->id, user->language, now);
  return tx.commit(active_instructor(sql, user->id));
}

Instructor InstructorService::create(const std::string& email, const std::string& password,
                                     const std::string& first_name, const std::string& last_name) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto user =
      auth::provision_account(sql, email, password, first_name, last_name, auth::Role::instructor, now);
  instructor_rows::activate(sql, user.id, user.language, now);
  return tx.commit(active_instructor(sql, user.id));
}

Instructor InstructorService::find(long long user_id) {
  auto sql = db::connection(context_.database);
  return active_instructor(*sql, user_id);
}

Instructor InstructorService::update(long long user_id, const InstructorInput& input) {
  db::Transaction tx(context_.database);
  active_instructor(tx.sql(), user_id);
  instructor_rows::update(tx.sql(), user_id, input, context_.clock.now());
  return tx.commit(active_instructor(tx.sql(), user_id));
}

void InstructorService::dismiss(long long user_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // Locked first: a session given to them meanwhile waits, then sees them dismissed.
  if (!instructor_rows::lock_active(sql, user_id)) no_such_instructor();
  if (instructor_rows::sessions_not_over(sql, user_id, now) > 0)
    throw errors::Conflict("instructor-has-sessions",
                           "This instructor teaches sessions not yet over: give them to someone else first.");
  instructor_rows::deactivate(sql, user_id, now);
  auth::change_role(sql, user_id, auth::Role::student, now);
  tx.commit();
}

InstructorPage InstructorService::page(const std::vector<std::string>& words, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  InstructorPage result;
  result.instructors = instructor_rows::page(*sql, words, page);
  result.next_cursor = core::finish_page(result.instructors, page, [](const Instructor& instructor) {
    return Keyset{instructor.created_at, instructor.user_id};
  });
  return result;
}

std::optional<Instructor> instructor_of(soci::session& sql, long long user_id) {
  return instructor_rows::find(sql, user_id);
}

void erase_instructor_profile(soci::session& sql, long long user_id, long long now) {
  instructor_rows::erase(sql, user_id, now);
}

std::vector<Instructor> active_instructors(soci::session& sql, int limit) {
  auto found = instructor_rows::page(sql, {}, PageRequest{limit, std::nullopt});
  if (found.size() > static_cast<std::size_t>(limit)) found.resize(static_cast<std::size_t>(limit));
  return found;
}

}  // namespace secours::instructors
