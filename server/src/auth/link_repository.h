#pragma once

#include <optional>
#include <string>

#include "db/session_fwd.h"

namespace secours::auth {

// SQL for the single-use links mailed to users (password resets and address proofs). Only the
// SHA-256 of a link's token is stored. Every function takes the caller's session.
namespace links {

void insert_reset(soci::session& sql, const std::string& token_hash, long long user_id, long long now,
                  long long expires_at);
// The user of an unused, unexpired reset link.
std::optional<long long> find_reset(soci::session& sql, const std::string& token_hash, long long now);
// Uses up every reset link of the user still open.
void void_resets(soci::session& sql, long long user_id, long long now);

struct EmailLink {
  long long id = 0;
  long long user_id = 0;
  std::string purpose;  // "verify" | "change"
  std::string email;    // the address the link was mailed to
};

inline constexpr const char* verify_purpose = "verify";
inline constexpr const char* change_purpose = "change";

void insert_email_link(soci::session& sql, const std::string& token_hash, long long user_id,
                       const std::string& purpose, const std::string& email, long long now,
                       long long expires_at);
// An unused, unexpired address link.
std::optional<EmailLink> find_email_link(soci::session& sql, const std::string& token_hash, long long now);
// Deletes every link of the user, used or not (the erasure of a removed student).
void remove_all_for_user(soci::session& sql, long long user_id);
// Reset and email links past their expiry; how many.
long long remove_expired(soci::session& sql, long long now);
// Uses up the address links of the user still open: those of `purpose`, or all when it is null.
void void_email_links(soci::session& sql, long long user_id, const char* purpose, long long now);

}  // namespace links
}  // namespace secours::auth
