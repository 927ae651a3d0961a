#include "auth/auth_service.h"

#include <soci/soci.h>

#include <algorithm>

#include "auth/account_mails.h"
#include "auth/device_repository.h"
#include "auth/email_links.h"
#include "auth/link_repository.h"
#include "auth/password_policy.h"
#include "auth/session_repository.h"
#include "auth/user_repository.h"
#include "common/address_block.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "common/rate_limiter.h"
#include "common/validation.h"
#include "consents/consent_service.h"
#include "db/transaction.h"

namespace secours::auth {

namespace {

// Failed sign-ins (docs/decisions/047-sign-in-limits-that-hold.md): per address block and per account
// from browsers that never signed in to it; per browser for one that did (its device cookie).
constexpr RateLimit login_failures_per_address{10, 15 * 60};
constexpr RateLimit login_failures_per_account{10, 15 * 60};
constexpr RateLimit login_failures_per_device{10, 15 * 60};
constexpr long long device_trust_seconds = 365LL * 86400;
constexpr RateLimit signups_per_ip{10, 3600};
constexpr RateLimit signups_per_email{5, 3600};
constexpr RateLimit resets_per_ip{10, 3600};
constexpr RateLimit resets_per_email{3, 3600};

// Verifying against a fixed hash when the email is unknown keeps both failures equally slow.
const std::string& decoy_hash() {
  static const std::string hash = crypto::hash_password("decoy-password-never-used");
  return hash;
}

[[noreturn]] void invalid_credentials() {
  throw errors::Unauthorized("invalid-credentials", "Invalid email or password");
}

// A device cookie as the server makes them (crypto::random_token); anything else is no device.
bool device_token_format(const std::string& token) {
  return token.size() >= 20 && token.size() <= 100 &&
         token.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
             std::string::npos;
}

// Reserves a slot of each bucket the attempt counts in, in one order (the buckets' names) so that two
// attempts never wait for each other's locks; nothing is reserved when one is full (429).
std::vector<long long> reserve_login_slots(soci::session& sql,
                                           std::vector<std::pair<std::string, RateLimit>> buckets,
                                           long long now) {
  std::sort(buckets.begin(), buckets.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<long long> reserved;
  for (const auto& [bucket, limit] : buckets) reserved.push_back(reserve_rate_slot(sql, bucket, limit, now));
  return reserved;
}

}  // namespace

SignedIn AuthService::open_session(soci::session& sql, const User& user, bool remember, long long now) {
  std::string token = crypto::random_token();
  long long lifetime = remember ? remembered_session_seconds : idle_session_seconds;
  sessions::insert(sql, crypto::sha256_hex(token), user.id, remember, now, now + lifetime);
  return SignedIn{user, token, remember ? remembered_session_seconds : -1, ""};
}

SignedIn AuthService::signup(const Signup& input, const std::string& client_address) {
  const long long now = context_.clock.now();
  std::string hash = crypto::hash_password(input.password);  // slow: outside the transaction
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  consume_rate_limit(sql, "signup-ip:" + address_block(client_address), signups_per_ip, now);
  consume_rate_limit(sql, "signup-email:" + validation::lower(input.email), signups_per_email, now);
  tx.commit();  // the attempt counts even when the email turns out to be taken

  db::Transaction create(context_.database);
  User user;
  user.email = input.email;
  user.first_name = input.first_name;
  user.last_name = input.last_name;
  user.phone = input.phone;
  user.date_of_birth = input.date_of_birth;
  user.address = input.address;
  user.language = input.language;
  user.created_at = user.updated_at = user.last_seen_at = now;
  user.id = users::insert(create.sql(), user, hash);
  consents::record_acceptance(create.sql(), user.email, user.id, input.news_consent, consents::from_sign_up,
                              now);
  mail::enqueue(create.sql(),
                welcome_mail(mail::company_of(context_.config), user.email, user.first_name, user.language,
                             context_.config.public_url),
                now);
  // Guest bookings made with this address wait for the address to be proven.
  EmailLinks(context_).send_verification(create.sql(), user, now);
  SignedIn signed_in = open_session(create.sql(), user, false, now);
  create.commit();
  return signed_in;
}

SignedIn AuthService::login(const std::string& email, const std::string& password, bool remember,
                            const std::string& client_address, const std::string& device_token) {
  const long long now = context_.clock.now();
  const std::string device_hash = device_token_format(device_token) ? crypto::sha256_hex(device_token) : "";
  std::optional<User> user;
  std::string hash;
  std::vector<long long> reserved;
  {
    // Each attempt takes its slots before its password is checked: parallel attempts wait in line.
    db::Transaction tx(context_.database);
    auto& sql = tx.sql();
    user = users::find_by_email(sql, email);
    if (user && user->active) hash = users::password_hash(sql, user->id);
    const bool known_device =
        user && !device_hash.empty() && devices::is_trusted(sql, device_hash, user->id, now);
    if (known_device) {
      reserved = reserve_login_slots(sql, {{"login-device:" + device_hash, login_failures_per_device}}, now);
    } else {
      reserved =
          reserve_login_slots(sql,
                              {{"login-ip:" + address_block(client_address), login_failures_per_address},
                               {"login-account:" + validation::lower(email), login_failures_per_account}},
                              now);
    }
    tx.commit();
  }
  // Slow: outside any transaction. A failure keeps its reserved slots: they are the failures counted.
  bool valid = crypto::verify_password(hash.empty() ? decoy_hash() : hash, password) && !hash.empty();
  if (!valid) invalid_credentials();
  db::Transaction tx(context_.database);
  for (long long event : reserved) forget_rate_event(tx.sql(), event);
  users::touch(tx.sql(), user->id, now);
  // Guest bookings made since the last sign-in join the account only once its address is proven.
  if (user->email_verified()) context_.on_email_proven(tx.sql(), user->id, user->email, now);
  SignedIn signed_in = open_session(tx.sql(), *user, remember, now);
  signed_in.device_token = device_hash.empty() ? crypto::random_token() : device_token;
  devices::trust(tx.sql(), crypto::sha256_hex(signed_in.device_token), user->id, now,
                 now + device_trust_seconds);
  tx.commit();
  return signed_in;
}

void AuthService::logout(const std::string& token) {
  db::Transaction tx(context_.database);
  sessions::remove(tx.sql(), crypto::sha256_hex(token));
  tx.commit();
}

std::optional<User> AuthService::user_for_token(const std::string& token) {
  if (token.empty() || token.size() > 100) return std::nullopt;
  const long long now = context_.clock.now();
  std::optional<sessions::SessionRow> session;
  std::optional<User> user;
  {
    auto sql = db::connection(context_.database);  // given back before the write below takes one
    session = sessions::find_valid(*sql, crypto::sha256_hex(token), now);
    if (!session) return std::nullopt;
    user = users::find_by_id(*sql, session->user_id);
  }
  // Slide the expiry at most once a minute, so that reads do not each cost a write.
  if (user && now - session->last_used_at >= 60) {
    long long lifetime = session->remember ? remembered_session_seconds : idle_session_seconds;
    db::Transaction tx(context_.database);
    // The account's row first, as its erasure takes it (issue 39): never each waiting for the other.
    users::touch(tx.sql(), user->id, now);
    sessions::extend(tx.sql(), session->id, now, now + lifetime);
    tx.commit();
  }
  return user;
}

void AuthService::request_password_reset(const std::string& email, const std::string& client_address) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  consume_rate_limit(sql, "reset-ip:" + address_block(client_address), resets_per_ip, now);
  consume_rate_limit(sql, "reset-email:" + validation::lower(email), resets_per_email, now);
  auto user = users::find_by_email(sql, email);
  if (user && user->active) {
    std::string token = crypto::random_token();
    links::void_resets(sql, user->id, now);  // only the newest link works
    links::insert_reset(sql, crypto::sha256_hex(token), user->id, now, now + reset_link_seconds);
    std::string url = context_.config.public_url + "/reset-password?token=" + token;
    mail::enqueue(sql,
                  password_reset_mail(mail::company_of(context_.config), user->email, user->first_name,
                                      user->language, url),
                  now);
  }
  tx.commit();
}

void AuthService::reset_password(const std::string& token, const std::string& password) {
  const long long now = context_.clock.now();
  std::string hash = crypto::hash_password(password);
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto user_id = links::find_reset(sql, crypto::sha256_hex(token), now);
  if (!user_id) {
    throw errors::BadRequest("invalid-token", "This reset link is invalid or has expired.",
                             {{"token", "invalid"}});
  }
  // The address is known only now: a password holding its name is refused, the link stays usable.
  auto account = users::find_by_id(sql, *user_id);
  if (account && password_problem(password, account->email) == "contains-email") {
    throw errors::ValidationError(errors::HttpError::Fields{{"password", "contains-email"}});
  }
  users::update_password(sql, *user_id, hash, now);  // the account's row first, as its erasure
  links::void_resets(sql, *user_id, now);            // this link and every earlier one
  sessions::remove_all_for_user(sql, *user_id);
  tx.commit();
}

User AuthService::update_profile(const User& current, const ProfileChange& change) {
  const long long now = context_.clock.now();
  User updated = current;
  updated.first_name = change.first_name;
  updated.last_name = change.last_name;
  // Another address takes effect only once proven; the same one in another case is no change.
  const bool new_address = validation::lower(change.email) != validation::lower(current.email);
  if (!new_address) updated.email = change.email;
  updated.phone = change.phone;
  updated.date_of_birth = change.date_of_birth;
  updated.address = change.address;
  updated.avatar_url = change.avatar_url;
  if (!change.language.empty()) updated.language = change.language;
  updated.updated_at = now;
  db::Transaction tx(context_.database);
  // An account erased meanwhile (on another instance) gets none of it back.
  if (!users::update_profile(tx.sql(), updated)) throw errors::Unauthorized();
  if (new_address && EmailLinks(context_).request_change(tx.sql(), updated, change.email, now)) {
    updated.pending_email = change.email;
  }
  tx.commit();
  return updated;
}

SignedIn AuthService::change_password(const User& current, const std::string& current_password,
                                      const std::string& new_password) {
  const long long now = context_.clock.now();
  std::string stored;
  {
    auto sql = db::connection(context_.database);
    stored = users::password_hash(*sql, current.id);
  }
  if (!crypto::verify_password(stored, current_password)) {
    throw errors::BadRequest("invalid-password", "The current password is not correct.",
                             {{"currentPassword", "invalid-password"}});
  }
  std::string hash = crypto::hash_password(new_password);
  db::Transaction tx(context_.database);
  users::update_password(tx.sql(), current.id, hash, now);
  links::void_resets(tx.sql(), current.id, now);
  sessions::remove_all_for_user(tx.sql(), current.id);
  SignedIn signed_in = open_session(tx.sql(), current, false, now);
  tx.commit();
  return signed_in;
}

User AuthService::create_admin(const std::string& email, const std::string& password,
                               const std::string& first_name, const std::string& last_name) {
  db::Transaction tx(context_.database);
  auto user =
      provision_account(tx.sql(), email, password, first_name, last_name, Role::admin, context_.clock.now());
  tx.commit();
  return user;
}

User provision_account(soci::session& sql, const std::string& email, const std::string& password,
                       const std::string& first_name, const std::string& last_name, Role role,
                       long long now) {
  std::string hash = crypto::hash_password(password);
  auto existing = users::find_by_email(sql, email);
  User user;
  if (existing) {
    user = *existing;
    users::set_role(sql, user.id, role, now);
    users::update_password(sql, user.id, hash, now);
    sessions::remove_all_for_user(sql, user.id);
  } else {
    user.email = email;
    user.first_name = first_name;
    user.last_name = last_name;
    user.role = role;
    user.created_at = user.updated_at = user.last_seen_at = now;
    user.id = users::insert(sql, user, hash);
  }
  users::mark_email_verified(sql, user.id, now);
  if (!user.email_verified()) user.email_verified_at = now;
  user.role = role;
  return user;
}

bool hold_active_account(soci::session& sql, long long user_id) { return users::hold_active(sql, user_id); }

std::optional<User> find_account_by_email(soci::session& sql, const std::string& email) {
  return users::find_by_email(sql, email);
}

std::optional<User> find_account(soci::session& sql, long long id) { return users::find_by_id(sql, id); }

void change_role(soci::session& sql, long long user_id, Role role, long long now) {
  users::set_role(sql, user_id, role, now);
}

std::optional<User> lock_account_for_erasure(soci::session& sql, long long user_id) {
  return users::find_for_erasure(sql, user_id);
}

std::string account_password_hash(soci::session& sql, long long user_id) {
  return users::password_hash(sql, user_id);
}

void forget_account(soci::session& sql, long long user_id, const std::string& erased_email, long long now) {
  sessions::remove_all_for_user(sql, user_id);
  links::remove_all_for_user(sql, user_id);
  devices::forget_all(sql, user_id);
  users::erase(sql, user_id, erased_email, now);
}

long long remove_expired_sessions(soci::session& sql, long long now) {
  return sessions::remove_expired(sql, now);
}

long long remove_expired_links(soci::session& sql, long long now) { return links::remove_expired(sql, now); }

long long remove_expired_devices(soci::session& sql, long long now) {
  return devices::remove_expired(sql, now);
}

std::vector<User> students_page(soci::session& sql, const std::vector<std::string>& words,
                                const PageRequest& page) {
  return users::students_page(sql, words, page);
}

int index_search_backlog(soci::session& sql, int limit) { return users::index_backlog(sql, limit); }

}  // namespace secours::auth
