#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"

namespace secours::admin {

struct StudentPage {
  std::vector<auth::User> students;
  std::optional<std::string> next_cursor;
};
// One page of the active students, newest first; each of `words` (text::search_words) starts a word
// of their names, email or phone, without case or accents ("zoe" finds "Zoé").
StudentPage find_students(core::Context& context, const std::vector<std::string>& words,
                          const PageRequest& page);

// One student as the admin's detail view shows them: profile, bookings, enrollments, certificates
// (StudentDetail in api/openapi.yaml). 404 for an unknown, removed or admin account.
nlohmann::json student_detail(core::Context& context, long long student_id, const std::string& language);

// Deactivates the account and erases its personal data: profile, sign-in sessions and reset links,
// names and contact details on its bookings (their amounts and payment states stay for the
// accounts), certificates, mails addressed to it, its email on bug reports. The booking events record
// which admin did it. 404 for an unknown, removed or admin account.
// The erasure enters the office's audit trail in its transaction.
void remove_student(core::Context& context, long long student_id, const auth::User& admin);

}  // namespace secours::admin
