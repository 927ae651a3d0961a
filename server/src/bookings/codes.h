#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace secours::bookings {

// "SEC-" and six characters without look-alikes (no 0/O, 1/I): easy to read out on the phone.
// About a billion values; the unique index catches the rare repeat and the caller draws again.
std::string new_reference();
// A 7-digit Interac e-Transfer code, 1,000,000 to 9,999,999, that the customer writes in the
// transfer's message so the office can match the payment.
long long new_interac_code();

// The words the office searches bookings by (text::search_words), a reference kept whole: "SEC-7K2M9P"
// is the one word "sec7k2m9p", so that its "sec" does not match every booking.
std::vector<std::string> booking_search_words(std::string_view text);

// The words a booking is found by, each once: its names and email, its reference whole and its code
// alone, its Interac code (0: none), and its phone's digits with and without the area code.
std::vector<std::string> booking_index_words(const std::string& first_name, const std::string& last_name,
                                             const std::string& email, const std::string& phone,
                                             const std::string& reference, long long interac_code);

}  // namespace secours::bookings
