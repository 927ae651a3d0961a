#include "bookings/admin_booking_filter.h"

#include <charconv>

#include "bookings/codes.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"

namespace secours::bookings {

namespace {

// A query parameter from a closed list; "all" or absent: no filter.
template <typename Names>
auto read_choice(const http::Request& request, const char* name, const Names& names,
                 errors::HttpError::Fields& invalid) -> decltype(names.parse("")) {
  const auto asked = validation::trim(request.query_param(name).value_or(""));
  if (asked.empty() || asked == "all") return std::nullopt;
  auto value = names.parse(asked);
  if (!value) invalid[name] = "invalid-choice";
  return value;
}

std::optional<long long> read_id(const http::Request& request, const char* name,
                                 errors::HttpError::Fields& invalid) {
  const auto asked = request.query_param(name).value_or("");
  if (asked.empty()) return std::nullopt;
  long long id = 0;
  auto [end, error] = std::from_chars(asked.data(), asked.data() + asked.size(), id);
  if (error != std::errc() || end != asked.data() + asked.size() || id <= 0) {
    invalid[name] = "invalid-number";
    return std::nullopt;
  }
  return id;
}

// A booking date (YYYY-MM-DD, Quebec time): the start of that day.
std::optional<long long> read_day(const http::Request& request, const char* name,
                                  errors::HttpError::Fields& invalid) {
  const auto asked = request.query_param(name).value_or("");
  if (asked.empty()) return std::nullopt;
  if (!is_iso_date(asked)) {
    invalid[name] = "invalid-date";
    return std::nullopt;
  }
  return montreal_midnight(asked);
}

}  // namespace

AdminBookingFilter read_admin_booking_filter(const http::Request& request,
                                             errors::HttpError::Fields& invalid) {
  AdminBookingFilter filter;
  const auto search = validation::trim(request.query_param("q").value_or(""));
  if (search.size() > 200) invalid["q"] = "too-long";
  filter.words = booking_search_words(search);
  if (filter.words.size() > 8) invalid["q"] = "too-many-words";
  filter.status = read_choice(request, "status", booking_status_names, invalid);
  filter.payment_status = read_choice(request, "paymentStatus", payment_status_names, invalid);
  filter.method = read_choice(request, "method", payments::payment_method_names, invalid);
  filter.course_id = read_id(request, "courseId", invalid);
  filter.session_id = read_id(request, "sessionId", invalid);
  filter.created_from = read_day(request, "from", invalid);
  // Before the day after `to`: both days are included.
  if (read_day(request, "to", invalid)) {
    filter.created_before = montreal_midnight(add_days(*request.query_param("to"), 1));
  }
  const auto refund = request.query_param("refundNeeded").value_or("");
  if (refund == "true") {
    filter.refund_needed = true;
  } else if (!refund.empty() && refund != "false") {
    invalid["refundNeeded"] = "invalid-choice";
  }
  return filter;
}

}  // namespace secours::bookings
