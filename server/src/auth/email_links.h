#pragma once

#include <string>

#include "auth/user.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::auth {

inline constexpr long long email_link_seconds = 48 * 3600;

// What a used address link proved.
struct VerifiedEmail {
  std::string email;
  std::string purpose;  // "verify" | "change"
};

// Proof of addresses (docs/decisions/010-email-verification.md): an address is proven by a
// single-use link mailed to it before guest bookings made with it are linked to the account, and
// before a changed address replaces the current one.
class EmailLinks {
 public:
  explicit EmailLinks(core::Context& context) : context_(context) {}

  // Mails the link proving the account's current address (at sign-up), in the caller's transaction.
  void send_verification(soci::session& sql, const User& user, long long now);
  // Records `new_email` as pending, mails its link to it and tells the current address; the current
  // address stays in effect. Throws Conflict("email-already-in-use") when another account has it.
  // False (nothing mailed) when that address is already the pending one: "resend" mails it again.
  bool request_change(soci::session& sql, const User& user, const std::string& new_email, long long now);
  // Mails the waiting link again (to the pending address when a change waits), voiding earlier ones.
  // Throws BadRequest("already-verified") when nothing waits; rate-limited per account.
  void resend(const User& user);
  // Uses a link: marks the address proven (or makes the new address the account's), THEN links the
  // guest bookings made with it. Throws BadRequest("invalid-token") for a used, voided or expired link.
  VerifiedEmail verify(const std::string& token);

 private:
  void send_link(soci::session& sql, const User& user, const char* purpose, const std::string& email,
                 long long now);
  core::Context& context_;
};

}  // namespace secours::auth
