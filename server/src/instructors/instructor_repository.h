#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "instructors/instructor.h"

namespace secours::instructors::instructor_rows {

// The instructor (active or not) whose account is `user_id`.
std::optional<Instructor> find(soci::session& sql, long long user_id);
// Locks the profile of an active instructor for the rest of the transaction (two sessions given to
// the same instructor at once are then checked one after the other); false when `user_id` is none.
bool lock_active(soci::session& sql, long long user_id);
// Active instructors, newest first, one page (one row more than page.limit when there is a next one);
// each of `words` starts a word of their name, email or phone (the accounts' search terms).
std::vector<Instructor> page(soci::session& sql, const std::vector<std::string>& words,
                             const PageRequest& page);
// Makes `user_id` an active instructor (a profile kept from before is active again).
void activate(soci::session& sql, long long user_id, const std::string& language, long long now);
void deactivate(soci::session& sql, long long user_id, long long now);
void update(soci::session& sql, long long user_id, const InstructorInput& input, long long now);
// A person's erasure (issue 27): their numbers removed, the profile inactive, and their sessions not yet
// over without them (the office sees those sessions without an instructor).
void erase(soci::session& sql, long long user_id, long long now);
// Sessions not yet over that `user_id` teaches.
int sessions_not_over(soci::session& sql, long long user_id, long long now);

}  // namespace secours::instructors::instructor_rows
