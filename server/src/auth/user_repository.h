#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "db/session_fwd.h"

namespace secours::auth {

// SQL for users; every function takes the caller's session (and so its transaction).
namespace users {

std::optional<User> find_by_id(soci::session& sql, long long id);
std::optional<User> find_by_email(soci::session& sql, const std::string& email);
// An erasure is final (issue 39): the erasure locks the account's row before anything else
// (find_for_erasure), and a write that attaches rows to an account (a booking, a company, an
// enrollment) first takes that same row (hold_active) and attaches nothing once it is erased. Either the
// erasure sees what the write committed or the write sees the erasure; they queue in the order they came.
std::optional<User> find_for_erasure(soci::session& sql, long long id);
// True when the account exists and is not erased, its row then held until the caller's transaction ends.
bool hold_active(soci::session& sql, long long id);
std::string password_hash(soci::session& sql, long long id);
// Inserts and returns the new id; throws errors::Conflict("email-already-in-use") on a taken email.
long long insert(soci::session& sql, const User& user, const std::string& password_hash);
// Updates the profile fields of an account not erased (false when it is); same conflict rule for the email.
bool update_profile(soci::session& sql, const User& user);
// Marks the current address as proven (once: a later call keeps the first date).
void mark_email_verified(soci::session& sql, long long id, long long now);
// Records a new address waiting for its link; the current one stays in effect.
void set_pending_email(soci::session& sql, long long id, const std::string& email, long long now);
// Makes the proven new address the account's (verified now) and clears the pending one; throws
// errors::Conflict("email-already-in-use") when another account took it meanwhile.
void apply_pending_email(soci::session& sql, long long id, const std::string& email, long long now);
void update_password(soci::session& sql, long long id, const std::string& password_hash, long long now);
void set_role(soci::session& sql, long long id, Role role, long long now);
void touch(soci::session& sql, long long id, long long now);
// Deactivates the account and blanks its personal data; `erased_email` (unique and undeliverable)
// replaces its address and email key.
void erase(soci::session& sql, long long id, const std::string& erased_email, long long now);
// Active student accounts, newest first.
// Active students, newest first, one page (one row more than page.limit when there is a next one);
// `words` (text::search_words) each start a word of their names, email or phone.
std::vector<User> students_page(soci::session& sql, const std::vector<std::string>& words,
                                const PageRequest& page);
// Writes the words the account is searched by (insert and updates call it).
void index_search_words(soci::session& sql, long long user_id);
// Indexes up to `limit` accounts of the backlog (older than the index); how many it took.
int index_backlog(soci::session& sql, int limit);

}  // namespace users
}  // namespace secours::auth
