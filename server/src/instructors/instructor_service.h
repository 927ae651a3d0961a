#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "db/session_fwd.h"
#include "instructors/instructor.h"

namespace secours::instructors {

// Inside the caller's transaction (the features that staff and sign with instructors):
// Whether `user_id` is an active instructor; their profile then stays locked for the rest of the
// transaction, so that two sessions given to one instructor at once are checked one after the other.
bool lock_for_staffing(soci::session& sql, long long user_id);
// The number that a certificate `user_id` signs prints (certificate_number, from their profile active or
// not); empty when they have no profile.
std::string certificate_number_for(soci::session& sql, long long user_id, const std::string& accreditation,
                                   const std::string& today);

struct InstructorPage {
  std::vector<Instructor> instructors;
  std::optional<std::string> next_cursor;
};

// Who teaches: the office gives and takes back the role; an instructor keeps their own page. Every
// method owns its transaction.
class InstructorService {
 public:
  explicit InstructorService(core::Context& context) : context_(context) {}

  // The office makes the account with this proven address an instructor: 404 `no-account`, 409
  // `email-not-verified`, `office-account`, `already-instructor`.
  Instructor appoint(const std::string& email);
  // The command line's create-instructor: creates the account (address vouched for by the operator)
  // or promotes an existing one, with this password.
  Instructor create(const std::string& email, const std::string& password, const std::string& first_name,
                    const std::string& last_name);
  // 404 unless `user_id` is an active instructor.
  Instructor find(long long user_id);
  Instructor update(long long user_id, const InstructorInput& input);
  // The account is a student again; 409 `instructor-has-sessions` while it teaches one not yet over.
  void dismiss(long long user_id);
  InstructorPage page(const std::vector<std::string>& words, const PageRequest& page);

 private:
  core::Context& context_;
};

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The account's instructor page (active or not: the office may have taken the role back); none when it
// never taught.
std::optional<Instructor> instructor_of(soci::session& sql, long long user_id);
// Blanks the instructor's profile (bio, numbers) of an erased account.
void erase_instructor_profile(soci::session& sql, long long user_id, long long now);
// The active instructors, up to `limit`, newest first (the office's staffing picker, issue 44).
std::vector<Instructor> active_instructors(soci::session& sql, int limit);

}  // namespace secours::instructors
