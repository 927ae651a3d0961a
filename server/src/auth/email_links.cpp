#include "auth/email_links.h"

#include <soci/soci.h>

#include "auth/account_mails.h"
#include "auth/link_repository.h"
#include "auth/user_repository.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "common/rate_limiter.h"
#include "common/validation.h"
#include "db/transaction.h"

namespace secours::auth {

namespace {

// Every link mailed on request (address changes and resends) counts: nobody mails strangers in bulk.
constexpr RateLimit links_per_account{5, 3600};

[[noreturn]] void invalid_token() {
  throw errors::BadRequest("invalid-token", "This confirmation link is invalid or has expired.",
                           {{"token", "invalid"}});
}

bool same_address(const std::string& a, const std::string& b) {
  return validation::lower(a) == validation::lower(b);
}

}  // namespace

void EmailLinks::send_link(soci::session& sql, const User& user, const char* purpose,
                           const std::string& email, long long now) {
  links::void_email_links(sql, user.id, purpose, now);
  std::string token = crypto::random_token();
  links::insert_email_link(sql, crypto::sha256_hex(token), user.id, purpose, email, now,
                           now + email_link_seconds);
  std::string url = context_.config.public_url + "/verify-email?token=" + token;
  bool change = std::string(purpose) == links::change_purpose;
  mail::enqueue(sql,
                email_verification_mail(mail::company_of(context_.config), email, user.first_name,
                                        user.language, url, change),
                now);
}

void EmailLinks::send_verification(soci::session& sql, const User& user, long long now) {
  send_link(sql, user, links::verify_purpose, user.email, now);
}

bool EmailLinks::request_change(soci::session& sql, const User& user, const std::string& new_email,
                                long long now) {
  auto holder = users::find_by_email(sql, new_email);
  if (holder && holder->id != user.id)
    throw errors::Conflict("email-already-in-use", "Email already in use.");
  if (same_address(new_email, user.pending_email)) return false;
  consume_rate_limit(sql, "email-link:" + std::to_string(user.id), links_per_account, now);
  users::set_pending_email(sql, user.id, new_email, now);
  send_link(sql, user, links::change_purpose, new_email, now);
  mail::enqueue(
      sql,
      email_change_notice_mail(mail::company_of(context_.config), user.email, user.first_name, user.language,
                               new_email, context_.config.public_url + "/forgot-password"),
      now);
  return true;
}

void EmailLinks::resend(const User& user) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto fresh = users::find_by_id(sql, user.id);
  if (!fresh) throw errors::Unauthorized();
  if (fresh->pending_email.empty() && fresh->email_verified()) {
    throw errors::BadRequest("already-verified", "This address is already confirmed.");
  }
  consume_rate_limit(sql, "email-link:" + std::to_string(user.id), links_per_account, now);
  if (!fresh->pending_email.empty()) {
    send_link(sql, *fresh, links::change_purpose, fresh->pending_email, now);
  } else {
    send_link(sql, *fresh, links::verify_purpose, fresh->email, now);
  }
  tx.commit();
}

VerifiedEmail EmailLinks::verify(const std::string& token) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto link = links::find_email_link(sql, crypto::sha256_hex(token), now);
  if (!link) invalid_token();
  auto user = users::find_by_id(sql, link->user_id);
  if (!user || !user->active) invalid_token();
  std::string proven;
  if (link->purpose == links::change_purpose) {
    // A later change replaced the address this link was for.
    if (!same_address(user->pending_email, link->email)) invalid_token();
    proven = user->pending_email;
    users::apply_pending_email(sql, user->id, proven, now);
    links::void_email_links(sql, user->id, nullptr, now);
    links::void_resets(sql, user->id, now);  // they were mailed to the previous address
  } else {
    if (!same_address(user->email, link->email)) invalid_token();
    proven = user->email;
    users::mark_email_verified(sql, user->id, now);
    links::void_email_links(sql, user->id, links::verify_purpose, now);
  }
  context_.on_email_proven(sql, user->id, proven, now);
  tx.commit();
  return {proven, link->purpose};
}

}  // namespace secours::auth
