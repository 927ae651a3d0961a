#pragma once

#include <string>

namespace secours::bookings {

// "SEC-" and six characters without look-alikes (no 0/O, 1/I): easy to read out on the phone.
// About a billion values; the unique index catches the rare repeat and the caller draws again.
std::string new_reference();
// A 7-digit Interac e-Transfer code, 1,000,000 to 9,999,999, that the customer writes in the
// transfer's message so the office can match the payment.
long long new_interac_code();

}  // namespace secours::bookings
