#include "bookings/admin_booking_filter.h"

#include "bookings/booking.h"
#include "bookings/codes.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/query_filters.h"

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
  filter.course_id = core::read_id_filter(request, "courseId", invalid);
  filter.session_id = core::read_id_filter(request, "sessionId", invalid);
  if (auto from = core::read_day_filter(request, "from", invalid))
    filter.created_from = montreal_midnight(*from);
  // Before the day after `to`: both days are included (Quebec time).
  if (auto to = core::read_day_filter(request, "to", invalid)) {
    filter.created_before = montreal_midnight(add_days(*to, 1));
  }
  const auto refund = request.query_param("refundNeeded").value_or("");
  if (refund == "true") {
    filter.refund_needed = true;
  } else if (!refund.empty() && refund != "false") {
    invalid["refundNeeded"] = "invalid-choice";
  }
  filter.ids = core::read_id_list_filter(request, "ids", max_selected_bookings, invalid);
  return filter;
}

}  // namespace secours::bookings
