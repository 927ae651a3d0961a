#pragma once

#include <optional>
#include <string>
#include <vector>

#include "auth/user.h"
#include "common/paging.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::auth {

// A signed-in session to hand to the browser: the raw token goes in the cookie only.
struct SignedIn {
  User user;
  std::string token;
  long long cookie_max_age;  // -1: browser-session cookie
  std::string device_token;  // the browser's device cookie (decision 047); empty after a sign-up
};

struct Signup {
  std::string first_name, last_name, email, password, phone, date_of_birth, address, language = "fr";
  bool news_consent = false;  // the unticked news and renewal reminders box (CASL)
};

struct ProfileChange {
  std::string first_name, last_name, email, phone, date_of_birth, address, avatar_url, language;
};

inline constexpr long long idle_session_seconds = 12 * 3600;
inline constexpr long long remembered_session_seconds = 30 * 86400;
inline constexpr long long reset_link_seconds = 3600;
inline constexpr std::size_t min_password_length = 6;

// Accounts, sessions and passwords. Every method owns its transaction.
class AuthService {
 public:
  explicit AuthService(core::Context& context) : context_(context) {}

  SignedIn signup(const Signup& signup, const std::string& client_address);
  // Failures count per address block and per account, except from a browser that signed in to the
  // account before (its device cookie `device_token`), whose failures count on their own: 10 in 15
  // minutes → 429 with Retry-After, whatever the number of parallel attempts (decision 047).
  SignedIn login(const std::string& email, const std::string& password, bool remember,
                 const std::string& client_address, const std::string& device_token = "");
  void logout(const std::string& token);
  // The active user of a valid session token; slides the session's expiry.
  std::optional<User> user_for_token(const std::string& token);

  // Mails a single-use reset link when the account exists; says nothing either way.
  void request_password_reset(const std::string& email, const std::string& client_address);
  // Sets the password and ends every session of the user; throws BadRequest("invalid-token").
  void reset_password(const std::string& token, const std::string& password);

  User update_profile(const User& current, const ProfileChange& change);
  // Checks the current password, sets the new one, ends every other session and opens a new one.
  SignedIn change_password(const User& current, const std::string& current_password,
                           const std::string& new_password);

  // Creates an admin, or promotes (and re-passwords) an existing account with that email.
  User create_admin(const std::string& email, const std::string& password, const std::string& first_name,
                    const std::string& last_name);

 private:
  SignedIn open_session(soci::session& sql, const User& user, bool remember, long long now);
  core::Context& context_;
};

// What the command line's create-admin and create-instructor do, inside the caller's transaction: the
// account with that email (created with these names, or an existing one whose password is replaced and
// sessions closed) gets `role`, and its address counts as proven (the operator vouches for it).
User provision_account(soci::session& sql, const std::string& email, const std::string& password,
                       const std::string& first_name, const std::string& last_name, Role role, long long now);

// Inside the caller's transaction, before it takes any other lock and attaches anything to the account (a
// booking, a team's seat, a company, an enrollment): true when the account is not erased, its row then held
// until the transaction ends, so that an erasure running meanwhile (it takes that row first:
// privacy/erasure_service.h) either waits and erases what the transaction committed, or came first and the
// caller attaches nothing (issue 39). Accounts are taken first, in id order when several.
bool hold_active_account(soci::session& sql, long long user_id);

// The account with this address (compared in lower case), if any, as the caller's transaction sees it:
// whether it is active and proved its address is the caller's to check.
std::optional<User> find_account_by_email(soci::session& sql, const std::string& email);
// The account `id`, whatever its state, as the caller's transaction sees it (to mail its holder, say).
std::optional<User> find_account(soci::session& sql, long long id);
// The account gets `role` (an instructor appointed or dismissed); its open sessions see it at their next
// request.
void change_role(soci::session& sql, long long user_id, Role role, long long now);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The account's row, locked whatever its state (erased included): every erasure takes it first.
std::optional<User> lock_account_for_erasure(soci::session& sql, long long user_id);
std::string account_password_hash(soci::session& sql, long long user_id);
// Signs the account out everywhere, drops its links and remembered devices, and blanks its row
// (`erased_email` replaces its address).
void forget_account(soci::session& sql, long long user_id, const std::string& erased_email, long long now);
// Expired sign-ins, mailed links and remembered devices; how many of each.
long long remove_expired_sessions(soci::session& sql, long long now);
long long remove_expired_links(soci::session& sql, long long now);
long long remove_expired_devices(soci::session& sql, long long now);

// The office's read-only views (admin/), on the caller's session (find_account above too).
// Active students, newest first, one page (one row more than page.limit when there is a next one);
// `words` (text::search_words) each start a word of their names, email or phone.
std::vector<User> students_page(soci::session& sql, const std::vector<std::string>& words,
                                const PageRequest& page);
// Indexes up to `limit` accounts of the search's backlog (older than the index); how many it took.
int index_search_backlog(soci::session& sql, int limit);

}  // namespace secours::auth
