#pragma once

#include <optional>
#include <string>
#include <vector>

#include "certificates/certificate.h"
#include "db/session_fwd.h"

namespace secours::certificates::repository {

std::optional<Certificate> find_by_id(soci::session& sql, long long id);
std::optional<Certificate> find_by_credential(soci::session& sql, const std::string& credential_id);
// Whether the number was a certificate its holder's erasure withdrew (withdraw_for_user).
bool is_withdrawn(soci::session& sql, const std::string& credential_id);
std::optional<Certificate> find_by_enrollment(soci::session& sql, long long enrollment_id);
std::vector<Certificate> for_user(soci::session& sql, long long user_id);
void remove_for_user(soci::session& sql, long long user_id);
// A person's erasure without keeping their certificates verifiable: each number then answers "no longer
// available" (is_withdrawn) rather than the holder's name.
void withdraw_for_user(soci::session& sql, long long user_id, long long now);
// Issues the enrollment's certificate from the course and the student as they are now.
Certificate issue(soci::session& sql, long long enrollment_id, long long now, const std::string& issued_on);

std::optional<Certificate> find_by_booking(soci::session& sql, long long booking_id);
// Locks the booking's row inside the caller's transaction (PostgreSQL; a SQLite transaction holds the
// whole database) and returns the certificate issued for that seat since, if any. The roster's
// signature and the office's completion of one seat queue here, before touching its enrollment, so
// neither inserts a second certificate nor waits on the other in the opposite order.
std::optional<Certificate> lock_seat(soci::session& sql, long long booking_id);
// A seat's certificate as its roster issues it (issue 29): to the attendee named on the booking, with
// or without an account, signed by the instructor.
struct BookingCertificate {
  long long booking_id = 0;
  std::string holder_name{};
  std::string instructor_name{};
  std::string instructor_number{};
};
Certificate issue_for_booking(soci::session& sql, const BookingCertificate& seat, long long now,
                              const std::string& issued_on);
// Gives the account the certificates of its bookings issued before it joined them (a guest or an
// employee who proved the address since); their ids.
std::vector<long long> link_to_account(soci::session& sql, long long user_id);

}  // namespace secours::certificates::repository
