#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "promotions/promo_code.h"

namespace secours::promotions::promo_rows {

// SQL for promo codes and their uses; every function takes the caller's session (and transaction).

// Inserts the code and its courses; nullopt when the code exists already (inside a savepoint, so the
// caller's transaction goes on).
std::optional<long long> insert(soci::session& sql, const PromoCodeFields& fields, long long now);
std::optional<PromoCode> find(soci::session& sql, long long id);
std::optional<PromoCode> find_by_code(soci::session& sql, const std::string& code);
// Newest first, one row more than page.limit when there is a next page.
std::vector<PromoCode> page(soci::session& sql, const PageRequest& page);
bool set_active(soci::session& sql, long long id, bool active);
// The course's price in cents; nullopt when there is no such course.
std::optional<long long> course_price(soci::session& sql, long long course_id);
// Which of these course ids exist.
std::vector<long long> existing_courses(soci::session& sql, const std::vector<long long>& ids);

// Writes the code's row, so that it stays locked until the caller's transaction ends: two bookings
// claiming its last use, on any instance, count its uses one after the other.
void lock(soci::session& sql, long long id, long long now);
// Its bookings that stand (neither cancelled nor rejected): all of them, and those of one address.
long long uses(soci::session& sql, long long id);
long long uses_by(soci::session& sql, long long id, const std::string& email_key);
void record_use(soci::session& sql, const Discount& discount, long long booking_id,
                const std::string& email_key, long long now);
// The address of an erased person leaves the uses (their count stays).
void forget_email(soci::session& sql, const std::string& email_key, const std::string& replacement);

}  // namespace secours::promotions::promo_rows
