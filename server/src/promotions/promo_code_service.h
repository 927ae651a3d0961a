#pragma once

#include <string>

#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "promotions/promo_code.h"

namespace secours::promotions {

// The office's promo codes (issue 28, decision 050) and the price a code gives a booking.
class PromoCodeService {
 public:
  explicit PromoCodeService(core::Context& context) : context_(context) {}

  // 400 `validation` {courseIds: unknown-course} for a course that does not exist, 409 `code-taken`
  // for a code that exists (in any case).
  PromoCode create(const PromoCodeFields& fields);
  core::Page<PromoCode> list(const PageRequest& page);
  // Stops (or resumes) a code: the bookings made with it keep their price. 404 `promo-code-not-found`.
  PromoCode set_active(long long id, bool active);
  // The course's price with the code, for the booking form before it is sent: the same refusals as
  // claim() (the per-person limit only when an email is given), without claiming. Rate limited per
  // address (a code is a secret worth guessing).
  Discount preview(const std::string& code, long long course_id, const std::string& email,
                   const std::string& client_address);

 private:
  core::Context& context_;
};

// Inside a booking's transaction: the code applied to the course's price, its uses counted with the code
// locked (so its last use goes to one booking whatever the instance); 400 `validation` {promoCode:
// unknown-code | not-yet-valid | expired | not-for-this-course | used-up | already-used} otherwise, and
// the caller's transaction (the booking) rolls back. record_use() once the booking exists.
Discount claim(soci::session& sql, const std::string& code, long long course_id, long long list_price_cents,
               const std::string& email, const std::string& today, long long now);
void record_use(soci::session& sql, const Discount& discount, long long booking_id, const std::string& email,
                long long now);

// Upper case, surrounding spaces dropped: how codes are stored and compared.
std::string normalize_code(const std::string& typed);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The codes' uses by this address (`email_key`, lower case) are kept, under `replacement`.
void forget_code_user(soci::session& sql, const std::string& email_key, const std::string& replacement);

}  // namespace secours::promotions
