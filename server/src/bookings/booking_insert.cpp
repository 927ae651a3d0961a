#include "bookings/booking_insert.h"

#include <optional>
#include <stdexcept>

#include "auth/auth_service.h"
#include "bookings/booking_repository.h"
#include "bookings/codes.h"
#include "bookings/guest_booking_service.h"

namespace secours::bookings {

namespace {

constexpr int code_attempts = 10;

}  // namespace

long long insert_booking(soci::session& sql, Booking& booking) {
  std::optional<long long> id;
  for (int attempt = 0; attempt < code_attempts && !id; ++attempt) {
    booking.reference = new_reference();
    booking.interac_reference =
        booking.payment_method == payments::PaymentMethod::interac ? new_interac_code() : 0;
    id = booking_rows::insert(sql, booking);
  }
  if (!id) throw std::runtime_error("no free booking reference after several draws");
  return *id;
}

void link_proven_account(soci::session& sql, const std::string& email, long long now) {
  if (email.empty()) return;
  auto account = auth::find_account_by_email(sql, email);
  if (account && account->email_verified()) link_guest_bookings(sql, account->id, email, now);
}

}  // namespace secours::bookings
