#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bookings/booking_status.h"
#include "common/errors.h"
#include "http/request.h"
#include "payments/payment_method.h"

namespace secours::bookings {

// What the office narrows its list of bookings to (issue 25). Each filter keeps the order of an
// index (migration V014), so a page costs the same whatever the history.
struct AdminBookingFilter {
  std::vector<std::string> words;  // text::search_words of the search: names, email, phone, codes
  std::optional<BookingStatus> status;
  std::optional<PaymentStatus> payment_status;
  std::optional<payments::PaymentMethod> method;
  std::optional<long long> course_id;
  std::optional<long long> session_id;
  std::optional<long long> created_from;    // booked at or after
  std::optional<long long> created_before;  // booked before
  bool refund_needed = false;
  std::vector<long long> ids;  // the office's selection; empty: no filter

  // Nothing but a status: the counts by status (which leave the status out) are of every booking.
  bool only_status() const {
    return words.empty() && !payment_status && !method && !course_id && !session_id && !created_from &&
           !created_before && !refund_needed && ids.empty();
  }
};

// The office's filter as a request gives it: ?q= &status= &paymentStatus= &method= &courseId=
// &sessionId= &from= &to= (booking dates, both days included) &refundNeeded=true &ids=1,2,3 (at most
// max_selected_bookings, booking.h). What is wrong goes
// into `invalid` (the route's one ValidationError).
AdminBookingFilter read_admin_booking_filter(const http::Request& request,
                                             errors::HttpError::Fields& invalid);

}  // namespace secours::bookings
