#include "promotions/promo_code_service.h"

#include <algorithm>

#include "common/errors.h"
#include "common/quebec_time.h"
#include "common/rate_limiter.h"
#include "common/validation.h"
#include "db/transaction.h"
#include "promotions/promo_code_repository.h"

namespace secours::promotions {

namespace {

// Generous for a person retyping a code, tight enough to make guessing codes pointless.
constexpr RateLimit previews_per_address{60, 3600};

[[noreturn]] void refuse(const std::string& reason) {
  throw errors::ValidationError(errors::HttpError::Fields{{"promoCode", reason}});
}

[[noreturn]] void not_found() { throw errors::NotFound("promo-code-not-found", "No such promo code."); }

// Every refusal that needs no lock: the code exists and is on, today is in its dates, the course is one
// of its courses.
PromoCode usable_code(soci::session& sql, const std::string& typed, long long course_id,
                      const std::string& today) {
  auto code = promo_rows::find_by_code(sql, normalize_code(typed));
  if (!code || !code->active) refuse("unknown-code");
  if (code->starts_on && today < *code->starts_on) refuse("not-yet-valid");
  if (code->ends_on && today > *code->ends_on) refuse("expired");
  if (!code->course_ids.empty() &&
      std::find(code->course_ids.begin(), code->course_ids.end(), course_id) == code->course_ids.end()) {
    refuse("not-for-this-course");
  }
  return *code;
}

// The limits on uses, counted as they stand now.
void check_uses(soci::session& sql, const PromoCode& code, const std::string& email) {
  if (code.max_uses && promo_rows::uses(sql, code.id) >= *code.max_uses) refuse("used-up");
  if (code.max_uses_per_person && !email.empty() &&
      promo_rows::uses_by(sql, code.id, validation::lower(email)) >= *code.max_uses_per_person) {
    refuse("already-used");
  }
}

Discount discount_of(const PromoCode& code, long long list_price_cents) {
  return {code.id, code.code, list_price_cents, discount_on(code, list_price_cents)};
}

}  // namespace

std::string normalize_code(const std::string& typed) {
  auto begin = typed.find_first_not_of(" \t");
  if (begin == std::string::npos) return "";
  auto end = typed.find_last_not_of(" \t");
  std::string code = typed.substr(begin, end - begin + 1);
  std::transform(code.begin(), code.end(), code.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return code;
}

PromoCode PromoCodeService::create(const PromoCodeFields& fields) {
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  if (promo_rows::existing_courses(sql, fields.course_ids).size() != fields.course_ids.size()) {
    throw errors::ValidationError(errors::HttpError::Fields{{"courseIds", "unknown-course"}});
  }
  auto id = promo_rows::insert(sql, fields, context_.clock.now());
  if (!id) throw errors::Conflict("code-taken", "This code exists already.");
  auto code = promo_rows::find(sql, *id);
  tx.commit();
  return *code;
}

core::Page<PromoCode> PromoCodeService::list(const PageRequest& page) {
  auto sql = db::connection(context_.database);
  return core::page_of(promo_rows::page(*sql, page), page, core::by_created_at);
}

PromoCode PromoCodeService::set_active(long long id, bool active) {
  db::Transaction tx(context_.database);
  if (!promo_rows::find(tx.sql(), id)) not_found();
  promo_rows::set_active(tx.sql(), id, active);
  auto code = promo_rows::find(tx.sql(), id);
  tx.commit();
  return *code;
}

Discount PromoCodeService::preview(const std::string& typed, long long course_id, const std::string& email,
                                   const std::string& client_address) {
  const long long now = context_.clock.now();
  {
    db::Transaction limit(context_.database);
    consume_rate_limit(limit.sql(), "promo-preview-ip:" + client_address, previews_per_address, now);
    limit.commit();
  }
  auto sql = db::connection(context_.database);
  auto price = promo_rows::course_price(*sql, course_id);
  if (!price) throw errors::NotFound("course-unavailable", "This course cannot be booked.");
  auto code = usable_code(*sql, typed, course_id, quebec_date(now));
  check_uses(*sql, code, email);
  return discount_of(code, *price);
}

Discount claim(soci::session& sql, const std::string& typed, long long course_id, long long list_price_cents,
               const std::string& email, const std::string& today, long long now) {
  auto code = usable_code(sql, typed, course_id, today);
  promo_rows::lock(sql, code.id, now);
  check_uses(sql, code, email);
  return discount_of(code, list_price_cents);
}

void record_use(soci::session& sql, const Discount& discount, long long booking_id, const std::string& email,
                long long now) {
  promo_rows::record_use(sql, discount, booking_id, validation::lower(email), now);
}

void forget_code_user(soci::session& sql, const std::string& email_key, const std::string& replacement) {
  promo_rows::forget_email(sql, email_key, replacement);
}

}  // namespace secours::promotions
