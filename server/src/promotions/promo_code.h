#pragma once

#include <optional>
#include <string>
#include <vector>

namespace secours::promotions {

// A code the office gives out (issue 28): a percentage or an amount off the course's price, before taxes
// (GST and QST are computed on the discounted price, as Revenu Québec wants).
struct PromoCode {
  long long id = 0;
  std::string code;                               // upper case: typed in any case
  int percent_off = 0;                            // 1 to 100, or 0 with amount_off_cents
  long long amount_off_cents = 0;                 // or 0 with percent_off
  std::vector<long long> course_ids;              // empty: every course
  std::optional<std::string> starts_on, ends_on;  // Quebec dates, inclusive; none: no bound
  std::optional<int> max_uses, max_uses_per_person;
  bool active = true;
  long long uses = 0;  // bookings that stand (neither cancelled nor rejected)
  long long created_at = 0;
};

// What the office asks for when creating a code.
struct PromoCodeFields {
  std::string code;
  int percent_off = 0;
  long long amount_off_cents = 0;
  std::vector<long long> course_ids;
  std::optional<std::string> starts_on, ends_on;
  std::optional<int> max_uses, max_uses_per_person;
};

// A code applied to one booking's price.
struct Discount {
  long long promo_code_id = 0;
  std::string code;
  long long list_price_cents = 0;
  long long discount_cents = 0;  // never more than the price
  long long price_cents() const { return list_price_cents - discount_cents; }
};

// The discount of a code on a price: a percentage rounded half-up to the cent, an amount at most the price.
inline long long discount_on(const PromoCode& code, long long price_cents) {
  if (code.percent_off > 0) return (price_cents * code.percent_off + 50) / 100;
  return code.amount_off_cents < price_cents ? code.amount_off_cents : price_cents;
}

}  // namespace secours::promotions
